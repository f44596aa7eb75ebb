/**
 * Payout tables a club can supply as a table option: one amount per hand value, from 0 up to
 * the cap, written "1,2,4,8,16,24" (or sent as a JSON array). Reading one refuses a table with a
 * gap or one where more points would pay less, naming the value at fault. Writing one is
 * ./payout-table-write.ts.
 */
import { HandError } from './errors';

export interface TableSpec {
  /** The option in words, for messages (see ruleName). */
  rule: string;
  /** The option's id, for a message said in the reader's language. */
  option: string;
  /** The variant's unit, e.g. "fan" or "point". */
  unit: string;
  /** The highest hand value the table must cover. */
  cap: number;
}

const readAmount = (raw: string): number => (raw === '½' ? 0.5 : raw === '¼' ? 0.25 : Number(raw));

/** The table as numbers, index = hand value; throws a HandError naming the first problem. */
export function readPayoutTable(text: string, spec: TableSpec): number[] {
  const { rule, option, unit, cap } = spec;
  const cells = text.split(/[,;]/).map((c) => c.trim());
  // A trailing comma is a typing slip, not a gap.
  if (cells.length > 1 && cells[cells.length - 1] === '') cells.pop();
  const out: number[] = [];
  cells.forEach((cell, i) => {
    if (cell === '' || cell === '-' || cell === '?') {
      throw new HandError(
        'bad-option',
        `${rule}: the payout table has a gap at ${i} ${unit}: give an amount for every value from 0 to ${cap} ${unit}`,
        { reason: 'payout-gap-at', option, at: i, cap },
      );
    }
    const v = readAmount(cell);
    if (!Number.isFinite(v))
      throw new HandError('bad-option', `${rule}: "${cell}" at ${i} ${unit} is not a number`, {
        reason: 'payout-not-number',
        option,
        text: cell,
        at: i,
      });
    if (v <= 0)
      throw new HandError(
        'bad-option',
        `${rule}: the amount at ${i} ${unit} is ${v}; every amount must be above 0`,
        { reason: 'payout-not-positive', option, at: i, value: v },
      );
    const before = out.at(-1);
    if (before !== undefined && v < before) {
      throw new HandError(
        'bad-option',
        `${rule}: the payout table is not increasing: ${i} ${unit} pays ${v}, less than ${i - 1} ${unit} (${before})`,
        { reason: 'payout-decreasing', option, at: i, value: v, below: i - 1, before },
      );
    }
    out.push(v);
  });
  if (out.length < cap + 1) {
    throw new HandError(
      'bad-option',
      `${rule}: the payout table has a gap: it stops at ${out.length - 1} ${unit}, but hands up to the ${cap}-${unit} cap need an amount (${cap + 1} values, from 0 to ${cap})`,
      { reason: 'payout-short', option, last: out.length - 1, cap, count: cap + 1 },
    );
  }
  return out;
}
