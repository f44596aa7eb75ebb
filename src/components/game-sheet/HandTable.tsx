/**
 * The game's record, hand by hand: where each hand sat in the game, what happened, and under
 * each player what he paid or received and his balance after it. Each hand can be corrected or
 * deleted; a hand the engine could not play is shown with the reason, and the record stops there.
 */
import type { PlayedHand } from '../../engine/game/play';
import { signed } from '../format';
import type { Entry, Sheet } from './sheet';
import { PLAYERS } from './sheet';
import { balanceText, handTitle, type Nouns, resultText, seatsText, useGameSay } from './words';

interface Props {
  sheet: Sheet;
  hands: readonly PlayedHand[];
  /** The hand the engine refused (1-based) and why, shown where the record stops. */
  failure: { number: number; text: string } | null;
  valueText(n: number): string;
  /** What the sheet calls a hand of the game: "hand", or "deal" in Sichuan. */
  noun: Nouns;
  /** Absent: the record is shown as it was, without changing it (an older rules version). */
  onEdit?(index: number): void;
  onDelete?(index: number): void;
}

export function HandTable(props: Props) {
  const say = useGameSay();
  const { sheet, hands, failure, valueText, noun, onEdit, onDelete } = props;
  if (!hands.length && !failure) return null;
  return (
    <section aria-labelledby="gs-record-title" class="gs-record">
      <h3 id="gs-record-title">{say('record.title')}</h3>
      <table class="dl-table gs-table">
        <thead>
          <tr>
            {PLAYERS.map((p) => (
              <th scope="col" key={p}>
                {say.player(sheet, p)}
              </th>
            ))}
          </tr>
        </thead>
        {hands.map((h, i) => (
          <HandRows
            key={h.number}
            sheet={sheet}
            hand={h}
            entry={sheet.entries[i]}
            valueText={valueText}
            noun={noun}
            onEdit={onEdit && (() => onEdit(i))}
            onDelete={onDelete && (() => onDelete(i))}
          />
        ))}
        {failure ? (
          <tbody>
            <tr>
              <td colSpan={4} class="gs-failure" data-testid="game-failure">
                {say('record.failure', { ...noun, n: failure.number, why: failure.text })}
                {onEdit ? (
                  <span class="gs-row-actions">
                    <button
                      type="button"
                      class="dl-btn dl-btn--quiet"
                      onClick={() => onEdit(failure.number - 1)}
                    >
                      {say('record.correct')}
                    </button>
                    <button
                      type="button"
                      class="dl-btn dl-btn--quiet"
                      onClick={() => onDelete?.(failure.number - 1)}
                    >
                      {say('record.delete')}
                    </button>
                  </span>
                ) : null}
              </td>
            </tr>
          </tbody>
        ) : null}
      </table>
    </section>
  );
}

function HandRows({
  sheet,
  hand,
  entry,
  valueText,
  noun,
  onEdit,
  onDelete,
}: {
  sheet: Sheet;
  hand: PlayedHand;
  entry: Entry | undefined;
  valueText(n: number): string;
  noun: Nouns;
  onEdit?: () => void;
  onDelete?: () => void;
}) {
  const say = useGameSay();
  const which = <span class="sr-only">{say('record.which', { ...noun, n: hand.number })}</span>;
  const from = entry?.kind === 'win' ? entry.from : null;
  const value = hand.total === null ? null : valueText(hand.total);
  return (
    <tbody data-testid="game-hand">
      <tr>
        <th scope="colgroup" colSpan={4} class="gs-hand">
          <span class="gs-hand__title">
            {handTitle(sheet, hand.number, hand.round, hand.dealer, say)}
          </span>
          <span class="gs-hand__result">{resultText(sheet, hand, from, value, say)}</span>
          <span class="gs-hand__seats">
            {say('record.seats', { seats: seatsText(sheet, hand.seats, say) })}
          </span>
          {entry?.kind === 'win' ? <code class="gs-hand__tiles">{entry.notation}</code> : null}
          {onEdit ? (
            <span class="gs-row-actions">
              <button type="button" class="dl-btn dl-btn--quiet" onClick={onEdit}>
                {say('record.correct')}
                {which}
              </button>
              <button type="button" class="dl-btn dl-btn--quiet" onClick={onDelete}>
                {say('record.delete')}
                {which}
              </button>
            </span>
          ) : null}
        </th>
      </tr>
      <tr>
        {PLAYERS.map((p) => (
          <td key={p} data-testid={`hand-${hand.number}-${p}`}>
            <span class="gs-pay">{signed(hand.payments[p])}</span>
            <span class="gs-bal">
              <span class="sr-only">{say.ledger['balances.balance']} </span>
              {balanceText(hand.balances[p])}
            </span>
          </td>
        ))}
      </tr>
    </tbody>
  );
}
