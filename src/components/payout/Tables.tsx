/**
 * The comparison's two tables: one hand under each settlement model of the chosen rules, and
 * under each variant of its payout family. On a phone each row is a card (src/styles/tables.css) with
 * the four seats under it, so no figure is cut off.
 */
import type { ModelPayout } from '../../engine/models';
import { WINDS, type Wind } from '../../engine/tiles';
import { valueText } from '../../engine/value';
import type { Variant } from '../../engine/variant';
import { citation } from '../../sources/cite';
import { signed } from '../format';
import { SEAT_NAMES } from '../WindSelect';
import type { FamilyRow } from './compare';

const seatLabel = (w: Wind, winner: Wind, discarder: Wind | null) =>
  `${SEAT_NAMES[w]}${w === 'E' ? ' (dealer)' : ''}${w === winner ? ', winner' : w === discarder ? ', discarder' : ''}`;

function Payments({
  payments,
  labels,
}: {
  payments: Record<Wind, number>;
  labels: Record<Wind, string>;
}) {
  return (
    <>
      {WINDS.map((w) => (
        <td key={w} data-seat={w} data-label={labels[w]}>
          {signed(payments[w])}
        </td>
      ))}
    </>
  );
}

/** The header row both tables share: what a row is, then the four seats. */
function SeatHead({ first, labels }: { first: string; labels: Record<Wind, string> }) {
  return (
    <thead>
      <tr>
        <th scope="col">{first}</th>
        {WINDS.map((w) => (
          <th key={w} scope="col">
            {labels[w]}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function ModelsTable({
  variant,
  models,
  winner,
  discarder,
}: {
  variant: Variant;
  models: ModelPayout[];
  winner: Wind;
  discarder: Wind | null;
}) {
  const labels = Object.fromEntries(
    WINDS.map((w) => [w, seatLabel(w, winner, discarder)]),
  ) as Record<Wind, string>;
  return (
    <table class="hb-table pc-table mj-cards" data-testid="pc-models">
      <caption>{variant.shortName}: each settlement model (+ receives, − pays)</caption>
      <SeatHead first="Model and base" labels={labels} />
      {/* Each row is atomic (as in the table below): a changed payment is read with its row's name. */}
      <tbody>
        {models.map((m, i) => (
          <tr key={m.model.id} data-model={m.model.id} aria-atomic="true">
            <th scope="row">
              {m.model.name}
              {i === 0 ? ' (in force)' : ''}
              {m.base ? (
                <span class={`pc-base pc-base--${m.base.source.status}`}>
                  Base {m.base.amount}: {citation(m.base.source)}
                </span>
              ) : null}
            </th>
            <Payments payments={m.payments} labels={labels} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function FamilyHeader({ row }: { row: FamilyRow }) {
  const { result, payout, variant } = row;
  return (
    <th scope="row">
      <strong>{variant.shortName}</strong>
      {result ? (
        <>
          {': '}
          {valueText(variant, result.total)}
          {result.minimumMet ? '' : ', below the minimum'}
          {payout ? (
            <span class="pc-base">
              {payout.model.name}
              {payout.base ? `; base ${payout.base.amount}: ${citation(payout.base.source)}` : ''}
            </span>
          ) : null}
          <span class="pc-base">{row.ownOptions ? 'your table rules' : 'default table rules'}</span>
        </>
      ) : null}
    </th>
  );
}

/** `name`: the family's name (Variant.payoutFamily), e.g. "Hong Kong". */
export function FamilyTable({ name, family }: { name: string; family: FamilyRow[] }) {
  const labels = SEAT_NAMES;
  return (
    <table class="hb-table pc-table mj-cards" data-testid="pc-family">
      <caption>The same hand in every {name}-family variant</caption>
      <SeatHead first="Variant, value and model" labels={labels} />
      <tbody>
        {family.map((row) => (
          <tr key={row.variant.id} data-variant={row.variant.id} aria-atomic="true">
            <FamilyHeader row={row} />
            {row.payout ? (
              <Payments payments={row.payout.payments} labels={labels} />
            ) : (
              <td colSpan={4} class="pc-row-error">
                {row.error}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
