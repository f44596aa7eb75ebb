/**
 * The hand builder's words for what the engine answered: a value in the variant's unit, the
 * minimum line (only where the table has a minimum), the one-line status the sticky bar shows
 * while tiles are tapped, and the one-line summary of how the hand was won. Pure: the views only
 * print what these return.
 */
import type { ScoreResult } from '../../engine/score';
import { tileName, WINDS, type Wind } from '../../engine/tiles';
import { valueText } from '../../engine/value';
import { type ContextFlag, DEFAULT_CONTEXT_FLAGS, type Variant } from '../../engine/variant';
import type { BuilderState } from '../../share';
import { SEAT_NAMES } from '../WindSelect';
import type { Outcome } from './model';

/** A value in the variant's own words (Vietnamese 9 → "1 mủn 3 phán"): the engine's value text. */
export const amount = valueText;

/**
 * Whether the variant reads the round wind: only a set with wind tiles can score it (Sichuan's
 * 108 suited tiles have none, so its scorer neither asks for nor shows a round).
 */
export const readsRound = (variant: Variant): boolean =>
  WINDS.some((w) => (variant.tileSet.copies[w] ?? 0) > 0);

/** A payment with its sign: + receives, − pays. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The smallest value that wins under the resolved table options, or null where there is none
 * (no minimum option, as in Sichuan and Vietnamese, or a minimum set to 0).
 */
export function minimumOf(result: ScoreResult): number | null {
  const min = result.options.minimum;
  return typeof min === 'number' && min > 0 ? min : null;
}

/** The minimum line under a total: null where the table has no minimum and the hand is a legal win. */
export function minimumNote(variant: Variant, result: ScoreResult): string | null {
  const min = minimumOf(result);
  if (min === null)
    return result.minimumMet ? null : 'Not a legal win under these rules: nobody pays.';
  return result.minimumMet
    ? `Meets the ${amount(variant, min)} minimum.`
    : `Below the ${amount(variant, min)} minimum: not a legal win, nobody pays.`;
}

/** The few words a wait gets about the minimum: none where the table has no minimum. */
export function waitMinimum(result: ScoreResult): string | null {
  if (minimumOf(result) === null) return result.minimumMet ? null : 'not a legal win';
  return result.minimumMet ? 'meets the minimum' : 'below the minimum';
}

export interface SeatPayment {
  seat: Wind;
  name: string;
  amount: string;
  role: 'winner' | 'discarder' | null;
}

export interface Status {
  /** How many tiles the hand holds, e.g. "9 / 14 tiles". */
  tiles: string;
  /** The one thing to know now: the total, the waits, what to add, or the engine's error. */
  headline: string;
  tone: 'info' | 'win' | 'no-win' | 'error';
  /** A second line: the waits with their values. */
  detail?: string;
  /** Each seat's payment for a scored hand. */
  payments?: SeatPayment[];
}

export interface StatusInput {
  outcome: Outcome;
  /** Tiles the hand holds (a kong counts three). */
  count: number;
  /** Tiles in the meld being collected, not yet in the hand. */
  pending: number;
  /** The notation box holds text that cannot be read. */
  notationError: boolean;
}

/** What the sticky bar says about the hand: always short enough for a phone's width. */
export function statusOf(
  variant: Variant,
  { outcome, count, pending, notationError }: StatusInput,
): Status {
  const tiles = `${count} / 14 tiles${pending ? ` (+${pending} in the new meld)` : ''}`;
  const base = { tiles, tone: 'info' as const };
  if (notationError)
    return { ...base, headline: 'Fix the notation to see the score.', tone: 'error' };
  switch (outcome.kind) {
    case 'empty':
      return { ...base, headline: 'Tap tiles or type a hand.' };
    case 'building':
      return { ...base, headline: `Add ${13 - outcome.count} more to see the waits.` };
    case 'unmarked':
      return { ...base, headline: 'No winning tile: tap one out, then back in.' };
    case 'choose':
      return { ...base, headline: outcome.message };
    case 'error':
      return { ...base, headline: outcome.message, tone: 'error' };
    case 'waits': {
      const n = outcome.waits.length;
      if (!n) return { ...base, headline: 'Not ready: no tile completes it.', tone: 'no-win' };
      const detail = outcome.waits
        .map((w) => `${tileName(w.tile)} ${amount(variant, w.result.total)}`)
        .join(' · ');
      return { ...base, headline: `Waiting on ${n} tile${n === 1 ? '' : 's'}`, detail };
    }
    case 'score': {
      const r = outcome.result;
      const below = r.minimumMet
        ? ''
        : ` · ${minimumOf(r) === null ? 'not a legal win' : 'below the minimum'}: nobody pays`;
      return {
        ...base,
        headline: `${amount(variant, r.total)}${below}`,
        tone: r.minimumMet ? 'win' : 'no-win',
        payments: paymentsOf(r),
      };
    }
  }
}

function paymentsOf(r: ScoreResult): SeatPayment[] {
  const { seat, discarder, selfDrawn } = r.context;
  return WINDS.map((w) => ({
    seat: w,
    name: SEAT_NAMES[w],
    amount: signed(r.payments[w]),
    role: w === seat ? 'winner' : !selfDrawn && w === discarder ? 'discarder' : null,
  }));
}

const FLAG_WORDS: Record<ContextFlag, string> = {
  kongReplacement: 'kong replacement',
  robbingKong: 'robbed a kong',
  lastTile: 'last tile',
  fourthTile: 'fourth tile',
};

/**
 * How the hand was won in one line, e.g. "South · East round · West's discard": the seat, the
 * round wind where the variant reads one, self-drawn or whose discard, the win events that are on, and the variant's own
 * fields where they differ from their default (or still need choosing).
 */
export function contextSummary(variant: Variant, state: BuilderState): string {
  const parts = [
    `${SEAT_NAMES[state.seat]}${state.seat === 'E' ? ' (dealer)' : ''}`,
    ...(readsRound(variant) ? [`${SEAT_NAMES[state.round]} round`] : []),
    state.discarder === null ? 'self-drawn' : `${SEAT_NAMES[state.discarder]}'s discard`,
  ];
  for (const flag of variant.contextFlags ?? DEFAULT_CONTEXT_FLAGS)
    if (state[flag]) parts.push(FLAG_WORDS[flag]);
  for (const field of variant.contextFields ?? []) {
    const value = state.extra?.[field.id] ?? field.default;
    if (value === undefined || value === '') parts.push(`${field.label}: not chosen`);
    else if (value !== field.default)
      parts.push(`${field.label}: ${field.choices.find((c) => c.value === value)?.label ?? value}`);
  }
  return parts.join(' · ');
}
