/**
 * The comparison's two tables: one hand under each settlement model of the chosen rules, and
 * under each variant of its payout family. On a phone each row is a card (src/styles/tables.css) with
 * the four seats under it, so no figure is cut off.
 */
import type { ModelPayout } from '../../engine/models';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { signed } from '../format';
import { type Say, useSay } from '../hand-builder/words';
import type { FamilyRow } from './compare';
import { type PayoutSay, usePayoutSay } from './words';

const seatLabel = (say: PayoutSay, own: Say, w: Wind, winner: Wind, discarder: Wind | null) =>
  `${own.wind(w)}${w === 'E' ? say('seat.dealer') : ''}${w === winner ? say('seat.winner') : w === discarder ? say('seat.discarder') : ''}`;

const seatNames = (own: Say) =>
  Object.fromEntries(WINDS.map((w) => [w, own.wind(w)])) as Record<Wind, string>;

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
  const say = usePayoutSay();
  const own = say.in(variant);
  const labels = Object.fromEntries(
    WINDS.map((w) => [w, seatLabel(say, own, w, winner, discarder)]),
  ) as Record<Wind, string>;
  return (
    <table class="hb-table pc-table mj-cards" data-testid="pc-models">
      <caption>{say('models.caption', { variant: own.variant(variant) })}</caption>
      <SeatHead first={say('models.head')} labels={labels} />
      {/* Each row is atomic (as in the table below): a changed payment is read with its row's name. */}
      <tbody>
        {models.map((m, i) => (
          <tr key={m.model.id} data-model={m.model.id} aria-atomic="true">
            <th scope="row">
              {own.text(m.model.name)}
              {i === 0 ? say('models.inForce') : ''}
              {m.base ? (
                <span class={`pc-base pc-base--${m.base.source.status}`}>
                  {say('models.base', { amount: m.base.amount, citation: say.cite(m.base.source) })}
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
  const say = usePayoutSay();
  const own = say.in(variant);
  return (
    <th scope="row">
      <strong>{own.variant(variant)}</strong>
      {result ? (
        <>
          {say('total.colon')}
          {own.amount(variant, result.total)}
          {result.minimumMet ? '' : say('family.below')}
          {payout ? (
            <span class="pc-base">
              {own.text(payout.model.name)}
              {payout.base
                ? say('family.base', {
                    amount: payout.base.amount,
                    citation: say.cite(payout.base.source),
                  })
                : ''}
            </span>
          ) : null}
          <span class="pc-base">{say(row.ownOptions ? 'family.yours' : 'family.defaults')}</span>
        </>
      ) : null}
    </th>
  );
}

/** `name`: the family's name (Variant.payoutFamily), e.g. "Hong Kong", said in the page's words. */
export function FamilyTable({ name, family }: { name: string; family: FamilyRow[] }) {
  const say = usePayoutSay();
  const own = useSay();
  const labels = seatNames(own);
  return (
    <table class="hb-table pc-table mj-cards" data-testid="pc-family">
      <caption>{say('family.caption', { name: own.text(name) })}</caption>
      <SeatHead first={say('family.head')} labels={labels} />
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
