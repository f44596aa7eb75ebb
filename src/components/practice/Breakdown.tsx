/**
 * The engine's whole answer on a won hand: patterns, exclusions, total and payments (the scorer's
 * own view), each payment with its reason, and the hand paid under the variant's other settlement
 * models and, in the Hong Kong family, under its other variants, side by side.
 */
import { useMemo } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import type { ResultDetails } from '../hand-builder/Results';
import { ScoreView } from '../hand-builder/ScoreView';
import type { Say } from '../hand-builder/words';
import type { FamilyRow } from '../payout/compare';
import { FamilyTable, ModelsTable } from '../payout/Tables';
import { PayoutSayContext, payoutSayIn } from '../payout/words';
import type { HandVerdict } from './hand-answer';
import './later-words';
import { paymentReasons } from './reasons';
import type { HandDrillView } from './state';
import { usePracticeSay } from './words';

/** The hand paid under each variant of the family; a row that cannot be paid says why in `say`'s words. */
export type FamilyPayouts = (view: HandDrillView, say: Say) => FamilyRow[];

export interface BreakdownProps {
  variant: Variant;
  view: HandDrillView;
  verdict: HandVerdict;
  details?: ResultDetails;
  family?: FamilyPayouts;
}

export function Breakdown({ variant, view, verdict, details, family }: BreakdownProps) {
  const { result, payments } = view;
  const { seat, selfDrawn, discarder } = result.context;
  const say = usePracticeSay();
  const rows = family?.(view, say.own) ?? [];
  // The tables' words (with the citation of a model's base) come with the breakdown, not the page.
  const payout = useMemo(() => payoutSayIn(say.payout), [say]);
  return (
    <PayoutSayContext.Provider value={payout}>
      <section class="pr-breakdown" aria-label={say('breakdown.label')}>
        <ScoreView variant={variant} result={result} details={details} />
        <PaymentReasons variant={variant} view={view} verdict={verdict} />
        {payments.models.length > 1 ? (
          <ModelsTable
            variant={variant}
            models={payments.models}
            winner={seat}
            discarder={selfDrawn ? null : (discarder ?? null)}
          />
        ) : null}
        {rows.length > 1 && variant.payoutFamily ? (
          <FamilyTable name={variant.payoutFamily} family={rows} />
        ) : null}
      </section>
    </PayoutSayContext.Provider>
  );
}

/** Each seat's payment in a sentence; one the reader got wrong says what was typed. */
function PaymentReasons({ variant, view, verdict }: Omit<BreakdownProps, 'details' | 'family'>) {
  const say = usePracticeSay();
  const slips = verdict.payments?.kind === 'checked' ? verdict.payments.slips : [];
  return (
    <div class="pr-reasons" data-testid="payment-reasons">
      <h4>{say('reasons.heading')}</h4>
      <ul>
        {paymentReasons(variant, view.result, say).map((r) => {
          const slip = slips.find((s) => s.seat === r.seat);
          return (
            <li
              key={r.seat}
              data-seat={r.seat}
              class={slip && !slip.right ? 'pr-wrong' : undefined}
            >
              <strong>{r.amount}</strong> {r.why}
              {slip && !slip.right ? <em>{say('reasons.youSaid', { n: slip.answered })}</em> : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
