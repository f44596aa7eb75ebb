/**
 * The balances panel the ledger islands share (the Sichuan deal ledger, the Vietnamese running
 * bank): a one-row table with a column a player, and a status line under it. The table is not a
 * live region, so once `announce` is set the status line also says every balance in words, and
 * a screen reader hears the new figures whenever they change.
 */
import type { ComponentChildren } from 'preact';
import { fill } from '../../i18n/fill';
import { LEDGER_WORDS, type LedgerWords, useLedgerWords } from './words';

export interface BalanceColumn {
  /** The player as the announcement names them ("East", "Player 2"). */
  name: string;
  /** Shown after the name in the column heading only ("(won)"). */
  note?: string;
  /** The balance as shown and said ("+6", "−12", "300"). */
  value: string;
  testid: string;
}

/** " Balances: East +6, South −6, West 0, North 0." — the words the status line ends with. */
export const balancesSentence = (
  columns: readonly BalanceColumn[],
  words: LedgerWords = LEDGER_WORDS,
): string =>
  fill(words['balances.said'], {
    list: columns
      .map((c) => fill(words['balances.item'], { name: c.name, value: c.value }))
      .join(words['balances.joiner']),
  });

export function Balances({
  idPrefix,
  columns,
  status,
  statusTestId,
  announce,
}: {
  /** Prefix for the heading's id, unique on the page ("dl", "rb"). */
  idPrefix: string;
  columns: readonly BalanceColumn[];
  /** What the status line says before the balances. */
  status: ComponentChildren;
  statusTestId: string;
  /** Whether the status line says the balances (not before anything has moved them). */
  announce: boolean;
}) {
  const words = useLedgerWords();
  const title = `${idPrefix}-balances-title`;
  return (
    <section class="dl-balances" aria-labelledby={title}>
      <h3 id={title}>{words['balances.title']}</h3>
      <table class="dl-table">
        <thead>
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.testid}>
                {c.name}
                {c.note ? ` ${c.note}` : ''}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {columns.map((c) => (
              <td key={c.testid} data-testid={c.testid}>
                {c.value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <p class="dl-status" role="status" data-testid={statusTestId}>
        {status}
        {announce ? balancesSentence(columns, words) : ''}
      </p>
    </section>
  );
}
