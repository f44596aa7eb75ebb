/** What everyone pays: the chosen variant's total, its models, its payout family, and how it pays. */
import type { Variant } from '../../engine/variant';
import type { BuilderState } from '../../share';
import { useSay } from '../hand-builder/words';
import type { Comparison } from './compare';
import { FamilyTable, ModelsTable } from './Tables';
import { Total } from './Total';
import { usePayoutSay } from './words';

interface Props {
  comparison: Comparison;
  variant: Variant;
  state: BuilderState;
}

export function Results({ comparison: cmp, variant, state }: Props) {
  const say = usePayoutSay();
  const own = useSay();
  return (
    <section class="pc-results" aria-live="polite" aria-labelledby="pc-results-title">
      <h3 id="pc-results-title">{say('results.heading')}</h3>
      {cmp.error ? (
        <p class="hb-error" role="alert" data-testid="pc-error">
          {cmp.error}
        </p>
      ) : null}
      {cmp.result ? (
        <>
          <Total variant={variant} result={cmp.result} />
          <ModelsTable
            variant={variant}
            models={cmp.models}
            winner={state.seat}
            discarder={state.discarder}
          />
        </>
      ) : null}
      <FamilyTable name={variant.payoutFamily ?? own.variant(variant)} family={cmp.family} />
      <p class="hb-hint">{own.text(cmp.models[0]?.model.summary ?? variant.settlementSummary)}</p>
    </section>
  );
}
