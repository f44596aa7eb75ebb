import { useState } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import type { ResultDetails } from '../hand-builder/Results';
import { ScoreView } from '../hand-builder/ScoreView';
import { amount } from '../hand-builder/summary';
import { DealtHand } from './DealtHand';
import { checkTotal, countingHint, type ScoreDrillView, type TotalVerdict } from './state';

/** "Score this hand": the reader types the total; checking shows the engine's whole breakdown. */
export function ScoreDrill({
  variant,
  view,
  details,
  onAnswered,
}: {
  variant: Variant;
  view: ScoreDrillView;
  details?: ResultDetails;
  /** The first answer on this hand, right or wrong (later tries are not counted). */
  onAnswered(right: boolean): void;
}) {
  const [typed, setTyped] = useState('');
  const [verdict, setVerdict] = useState<TotalVerdict | null>(null);
  const answered = verdict && verdict.kind !== 'unreadable';
  const hint = countingHint(variant);
  return (
    <div class="pr-drill">
      <DealtHand hand={view.result.hand} howWon={view.howWon} />
      <form
        class="pr-answer"
        onSubmit={(e) => {
          e.preventDefault();
          const next = checkTotal(view.result, typed);
          if (next.kind !== 'unreadable' && !answered) onAnswered(next.kind === 'right');
          setVerdict(next);
        }}
      >
        <label for="pr-total">Total in {variant.unit.plural}</label>
        <input
          id="pr-total"
          inputMode="numeric"
          autoComplete="off"
          value={typed}
          aria-invalid={verdict?.kind === 'unreadable' ? 'true' : undefined}
          onInput={(e) => setTyped(e.currentTarget.value)}
        />
        <button type="submit" class="hb-btn">
          Check
        </button>
        {hint ? <p class="hb-hint">{hint}</p> : null}
      </form>
      <div aria-live="polite">
        {verdict ? <TotalMessage variant={variant} verdict={verdict} /> : null}
      </div>
      {answered ? (
        <section class="pr-breakdown" aria-label="The engine's breakdown">
          <ScoreView variant={variant} result={view.result} details={details} />
        </section>
      ) : null}
    </div>
  );
}

function TotalMessage({ variant, verdict }: { variant: Variant; verdict: TotalVerdict }) {
  if (verdict.kind === 'unreadable') return <p class="hb-error">{verdict.message}</p>;
  if (verdict.kind === 'right')
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: {amount(variant, verdict.total)}.
      </p>
    );
  return (
    <p class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      Not quite: you said {amount(variant, verdict.answered)}, the hand scores{' '}
      {amount(variant, verdict.total)}. Every pattern that counts, and every one that does not, is
      below.
    </p>
  );
}
