/**
 * The payout comparison island: one hand and how it was won, paid under every settlement model
 * of a variant, and the same hand in every variant of its payout family side by side. Who won, who
 * discarded, self-draw or discard and the round change every figure live. The hand and its
 * context live in the page address in the hand builder's link format (payout/link.ts), so a
 * reload keeps them and a scorer's share link opens here.
 */
import { useMemo, useState } from 'preact/hooks';
import { parseHand } from '../engine/notation';
import type { Wind } from '../engine/tiles';
import { type BuilderState, contextOf } from '../share';
import '../styles/hand-builder.css';
import '../styles/payout-comparison.css';
import { OptionsForm } from './hand-builder/Panels';
import { SayContext } from './hand-builder/words';
import { useLinkedState } from './link-state';
import { ProblemList } from './ProblemList';
import { Controls } from './payout/Controls';
import { comparableVariant, compare } from './payout/compare';
import { initialDiscarder, rememberedDiscarder, withSelfDrawn, withWinner } from './payout/how-won';
import {
  type ComparisonState,
  comparisonOf,
  decodeComparison,
  encodeComparison,
} from './payout/link';
import { Results } from './payout/Results';
import { type PayoutLanguage, PayoutSayContext, payoutSayIn } from './payout/words';

interface Props {
  /** The variant whose settlement models are compared first (props must be serialisable). */
  variant?: string;
  hand?: string;
  seat?: Wind;
  round?: Wind;
  /** Absent: self-drawn. */
  discarder?: Wind;
  /** The page's language (src/components/payout/PayoutComparison.astro); absent in English. */
  lang?: PayoutLanguage;
}

const parseOrNull = (notation: string) => {
  try {
    return parseHand(notation);
  } catch {
    return null;
  }
};

export default function PayoutComparison({
  variant: initialVariant = 'vmc',
  hand = '',
  seat = 'S',
  round = 'E',
  discarder,
  lang,
}: Props) {
  const say = useMemo(() => payoutSayIn(lang), [lang]);
  const linked = useLinkedState<ComparisonState>(
    () => comparisonOf(initialVariant, hand, seat, round, discarder ?? null),
    (search) => decodeComparison(search, initialVariant, (v) => say.in(v).link),
    encodeComparison,
  );
  const { variantId, builder: state } = linked.state;
  // The discarder to go back to when "won on a discard" is chosen again after a self-draw.
  const [lastDiscarder, setLastDiscarder] = useState<Wind>(() => initialDiscarder(seat, discarder));
  const change = (f: (b: BuilderState) => BuilderState) =>
    linked.change((s) => ({ ...s, builder: f(s.builder) }));
  const update = (patch: Partial<BuilderState>) => change((b) => ({ ...b, ...patch }));
  const variant = comparableVariant(variantId);
  const own = say.in(variant);
  const cmp = useMemo(
    () =>
      compare(variantId, state.notation, contextOf(state), state.options, {
        error: own.error,
        empty: say('results.empty'),
      }),
    [variantId, state, own, say],
  );
  const parsed = useMemo(() => parseOrNull(state.notation), [state.notation]);

  const setWinner = (w: Wind) => {
    setLastDiscarder(rememberedDiscarder(withWinner(state, w), lastDiscarder));
    change((b) => withWinner(b, w));
  };
  const setSelfDrawn = (on: boolean) => change((b) => withSelfDrawn(b, on, lastDiscarder));
  const setDiscarder = (w: Wind) => {
    setLastDiscarder(w);
    update({ discarder: w });
  };
  const onVariant = (id: string) =>
    linked.change((s) => ({ variantId: id, builder: { ...s.builder, options: {} } }));

  return (
    <PayoutSayContext.Provider value={say}>
      <SayContext.Provider value={own}>
        <div
          class="pc hb not-content"
          data-ready={linked.ready ? 'true' : undefined}
          data-pagefind-ignore
        >
          {linked.problems.length ? (
            <div class="hb-notice" role="alert">
              <ProblemList
                title={<strong>{own('link.problems')}</strong>}
                problems={linked.problems}
              />
            </div>
          ) : null}
          <Controls
            state={state}
            parsed={parsed}
            variantId={variantId}
            onNotation={(notation) => update({ notation })}
            onVariant={onVariant}
            onWinner={setWinner}
            onRound={(r) => update({ round: r })}
            onSelfDrawn={setSelfDrawn}
            onDiscarder={setDiscarder}
          />
          <OptionsForm
            variant={variant}
            options={state.options}
            onChange={(options) => update({ options })}
          />
          <Results comparison={cmp} variant={variant} state={state} />
        </div>
      </SayContext.Provider>
    </PayoutSayContext.Provider>
  );
}
