import { useState } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import type { ResultDetails } from '../hand-builder/Results';
import { ScoreView } from '../hand-builder/ScoreView';
import { DealtHand } from './DealtHand';
import {
  checkPatterns,
  type PatternsVerdict,
  patternChoices,
  type ScoreDrillView,
  toggled,
} from './state';

interface Props {
  variant: Variant;
  view: ScoreDrillView;
  seed: number;
  details?: ResultDetails;
  /** The first check on this hand: the patterns that count, and which of them were ticked. */
  onAnswered(counted: readonly string[], ticked: ReadonlySet<string>): void;
}

/** "Which patterns?": tick those that count, from a short list with near misses. */
export function PatternsDrill({ variant, view, seed, details, onAnswered }: Props) {
  const [ticked, setTicked] = useState<Set<string>>(() => new Set());
  const [verdict, setVerdict] = useState<PatternsVerdict | null>(null);
  const [counted, setCounted] = useState(false);
  const nameOf = (id: string) => variant.patterns.find((p) => p.id === id)?.name ?? id;
  return (
    <div class="pr-drill">
      <DealtHand hand={view.result.hand} howWon={view.howWon} />
      <fieldset class="pr-patterns">
        <legend>Tick every pattern that counts</legend>
        {patternChoices(variant, view.result, seed).map((id) => (
          <label key={id} class="pr-check">
            <input
              type="checkbox"
              checked={ticked.has(id)}
              onChange={() => setTicked((t) => toggled(t, id))}
            />{' '}
            {nameOf(id)}
          </label>
        ))}
      </fieldset>
      <div class="hb-actions">
        <button
          type="button"
          class="hb-btn"
          onClick={() => {
            if (!counted)
              onAnswered(
                view.result.patterns.map((p) => p.id),
                ticked,
              );
            setCounted(true);
            setVerdict(checkPatterns(view.result, ticked));
          }}
        >
          Check
        </button>
      </div>
      <div aria-live="polite">
        {verdict ? <PatternsMessage verdict={verdict} nameOf={nameOf} /> : null}
      </div>
      {verdict ? (
        <section class="pr-breakdown" aria-label="The engine's breakdown">
          <ScoreView variant={variant} result={view.result} details={details} />
        </section>
      ) : null}
    </div>
  );
}

function PatternsMessage({
  verdict,
  nameOf,
}: {
  verdict: PatternsVerdict;
  nameOf(id: string): string;
}) {
  if (verdict.right)
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: exactly the patterns that count.
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>Not quite.</p>
      {verdict.missed.length ? <p>Also counts: {verdict.missed.map(nameOf).join(', ')}.</p> : null}
      {verdict.wrong.length ? (
        <p>Does not count here: {verdict.wrong.map(nameOf).join(', ')}.</p>
      ) : null}
    </div>
  );
}
