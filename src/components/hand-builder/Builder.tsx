/**
 * The hand builder: build a hand by tapping tiles or typing notation, say how it was won,
 * and see what the engine makes of it (score and payments, or waits). The whole state lives in
 * the page's query string (src/share.ts), so the address is a share link. Each variant's island
 * (src/components/scorers/) wraps it with that variant alone, so a page ships one catalogue.
 *
 * It draws and takes taps with the variant's header alone; what scores (the catalogue, the
 * counting, the result views) is the scoring part (./scoring-part.ts), which a scorer page
 * fetches when the reader first builds a hand. Until it arrives, a hand only the engine can
 * answer is said to be being scored; a failed fetch is said plainly and retried on the next action.
 *
 * On a phone the notation, the hand and the palette come first, a status bar under the palette
 * keeps the total and payments in view while tiles are tapped, and the context and table rules
 * fold away between the palette and the full result.
 */
import { useEffect, useMemo } from 'preact/hooks';
import type { VariantHeader } from '../../engine/variant';
import { contextOf, encodeState } from '../../share';
import '../../styles/hand-builder.css';
import { type Lazy, useLazy } from '../lazy';
import { NotationField } from './NotationField';
import { ContextPanel, OptionsForm } from './Panels';
import { RESULTS_HEADING, Results } from './Results';
import { ShareActions } from './ShareActions';
import { StatusBar } from './StatusBar';
import { answerOf, type ScoringPart } from './scoring-part';
import { statusOf } from './summary';
import { TileEntry, useTileEntry } from './TileEntry';
import { tilesFor } from './tiles';
import { useShareState } from './useShareState';
import { SayContext, type ScorerLanguage, sayIn, useSay } from './words';

/** The options a page with fixed rules scores under: none beyond the club's, which the variant holds. */
const NO_OPTIONS = {};

interface Props {
  /** What the builder draws and takes taps with (a full Variant is one too). */
  variant: VariantHeader;
  /** What scores a hand: fetched when first needed, or already in hand (./scoring-part.ts). */
  scoring: Lazy<ScoringPart>;
  /**
   * The table rules are fixed by the page (a club's house rules, carried in the address's
   * fragment): no options form, and Copy link keeps the fragment, and so the rules.
   */
  fixedRules?: boolean;
  /** The page's language (its .astro wrapper passes it); English where absent. */
  lang?: ScorerLanguage;
}

export function Builder({ lang, ...props }: Props) {
  const say = useMemo(() => sayIn(lang), [lang]);
  return (
    <SayContext.Provider value={say}>
      <BuilderBody {...props} />
    </SayContext.Provider>
  );
}

function BuilderBody({ variant, scoring, fixedRules = false }: Omit<Props, 'lang'>) {
  const say = useSay();
  const { state, update, ready, notice, dismissNotice } = useShareState(variant, say);
  // Fixed rules ignore any option a link's query sets: the page's rules are the only ones.
  const options = fixedRules ? NO_OPTIONS : state.options;
  // The set the table options choose (how many jokers), for the palette, the copy limits and the taps.
  const part = useLazy(scoring);
  const scorer = part.loaded?.value;
  const meldCheck = scorer?.meldCheck;
  const tiles = useMemo(
    () => tilesFor(variant, options, say, meldCheck),
    [variant, options, say, meldCheck],
  );
  const entry = useTileEntry(state.notation, (notation) => update({ notation }), tiles, say);
  const { parsed, count, session, dispatch } = entry;
  // The scoring part is fetched once the reader builds a hand (or the link holds one), and
  // fetched again on the next action after a failed fetch.
  const building = !!state.notation.trim() || session.pending.length > 0;
  useEffect(() => {
    if (ready && building && !scorer) part.fetch();
  }, [ready, building, state, session, scorer]);
  const outcome = useMemo(
    () =>
      parsed.error
        ? { kind: 'empty' as const }
        : parsed.unread
          ? { kind: 'scoring' as const }
          : answerOf(variant, parsed.hand, contextOf(state), options, part, say),
    [variant, parsed, state, options, say, scorer, part.failed],
  );
  const status = statusOf(
    variant,
    { outcome, count, pending: session.pending.length, notationError: !!parsed.error },
    say,
  );

  const showResult = () => {
    const heading = document.getElementById(RESULTS_HEADING);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div class="hb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {notice?.box ? (
        <notice.box notice={notice} onDismiss={dismissNotice} />
      ) : notice ? (
        // The link's reader could not be fetched, nor the box with it: the one problem, plainly.
        <div class="hb-notice" role="alert" data-testid="link-problems">
          <p>{notice.problems.join(' ')}</p>
          <button type="button" class="hb-btn hb-btn--quiet" onClick={dismissNotice}>
            {say('link.dismiss')}
          </button>
        </div>
      ) : null}
      <div class="hb-layout">
        <div class="hb-build">
          <NotationField
            value={state.notation}
            error={parsed.error}
            onInput={(notation) => {
              dispatch({ type: 'typed' });
              update({ notation });
            }}
          />
          <TileEntry entry={entry} tiles={tiles} />
          <ShareActions
            query={encodeState(variant, state)}
            keepHash={fixedRules}
            canClear={!!state.notation || !!session.pending.length}
            onClear={() => dispatch({ type: 'clear' })}
          />
          <StatusBar status={status} message={session.message} onJump={showResult} />
        </div>
        <div class="hb-side">
          <ContextPanel variant={variant} state={state} onChange={update} />
          {fixedRules ? null : (
            <OptionsForm
              variant={variant}
              options={state.options}
              onChange={(options) => update({ options })}
            />
          )}
          <Results
            outcome={outcome}
            notationError={!!parsed.error}
            pending={session.pending.length}
          >
            {scorer ? (
              <scorer.Answer outcome={outcome} selfDrawn={state.discarder === null} />
            ) : null}
          </Results>
        </div>
      </div>
    </div>
  );
}
