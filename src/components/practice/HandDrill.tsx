import { useState } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import type { ResultDetails } from '../hand-builder/Results';
import type { Lazy } from '../lazy';
import type { FamilyPayouts } from './Breakdown';
import { DealtHand } from './DealtHand';
import { checkHand, emptyAnswer, type HandAnswer, type HandVerdict, readable } from './hand-answer';
import { LazyBreakdown } from './LazyBreakdown';
import { PatternsQuestion, PaymentsQuestion, TotalQuestion } from './Questions';
import type { HandDrillView } from './state';
import { Verdicts } from './Verdicts';
import { usePracticeSay } from './words';

interface Props {
  variant: Variant;
  view: HandDrillView;
  seed: number;
  details?: Lazy<ResultDetails>;
  family?: Lazy<FamilyPayouts>;
  /** The first readable check on this hand (later tries are not counted). */
  onAnswered(verdict: HandVerdict): void;
}

/** A won hand and the questions chosen on it (total, patterns, payments), checked together. */
export function HandDrill({ variant, view, seed, details, family, onAnswered }: Props) {
  const say = usePracticeSay();
  const [answer, setAnswer] = useState<HandAnswer>(emptyAnswer);
  const [verdict, setVerdict] = useState<HandVerdict | null>(null);
  const [counted, setCounted] = useState(false);
  const set = (part: Partial<HandAnswer>) => setAnswer((a) => ({ ...a, ...part }));
  const asks = new Set(view.asks);
  return (
    <div class="pr-drill">
      <DealtHand hand={view.result.hand} howWon={view.howWon} />
      <form
        class="pr-questions"
        onSubmit={(e) => {
          e.preventDefault();
          const next = checkHand(view, answer, say);
          if (readable(next) && !counted) {
            onAnswered(next);
            setCounted(true);
          }
          setVerdict(next);
        }}
      >
        {asks.has('total') ? (
          <TotalQuestion
            variant={variant}
            typed={answer.total}
            invalid={verdict?.total?.kind === 'unreadable'}
            onType={(total) => set({ total })}
          />
        ) : null}
        {asks.has('patterns') ? (
          <PatternsQuestion
            variant={variant}
            view={view}
            seed={seed}
            ticked={answer.ticked}
            onTick={(ticked) => set({ ticked })}
          />
        ) : null}
        {asks.has('payments') ? (
          <PaymentsQuestion
            view={view}
            paid={answer.paid}
            invalid={verdict?.payments?.kind === 'unreadable'}
            onType={(seat, text) => set({ paid: { ...answer.paid, [seat]: text } })}
          />
        ) : null}
        <div class="hb-actions">
          <button type="submit" class="hb-btn">
            {say('check')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {verdict ? <Verdicts variant={variant} verdict={verdict} /> : null}
      </div>
      {verdict && readable(verdict) ? (
        <LazyBreakdown
          variant={variant}
          view={view}
          verdict={verdict}
          details={details}
          family={family}
        />
      ) : null}
    </div>
  );
}
