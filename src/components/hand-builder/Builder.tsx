/**
 * The hand builder: build a hand by tapping tiles or typing notation, say how it was won,
 * and see what the engine makes of it (score and payments, or waits). The whole state lives in
 * the page's query string (src/share.ts), so the address is a share link. Each variant's island
 * (src/components/scorers/) wraps it with that variant alone, so a page ships one catalogue.
 *
 * On a phone the notation, the hand and the palette come first, a status bar under the palette
 * keeps the total and payments in view while tiles are tapped, and the context and table rules
 * fold away between the palette and the full result.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import { type Meld, handTileCount } from '../../engine/hand';
import type { TileSet } from '../../engine/tiles';
import type { Options, Variant } from '../../engine/variant';
import { contextOf, encodeState } from '../../share';
import '../../styles/hand-builder.css';
import { ContextPanel, OptionsForm } from './ContextForm';
import { HandView, PendingMeld, TargetPicker } from './HandView';
import { LinkNoticeBox } from './LinkNotice';
import { type TARGETS, copiesHeld, emptyHand, outcomeOf, pungOrChow, readNotation, writeNotation } from './model';
import { NotationField } from './NotationField';
import { withOption } from './option-values';
import { Palette, type PaletteRow, SHARED_ROWS, bonusNoteFor, rowsIn } from './Palette';
import { RESULTS_HEADING, type ResultDetails, Results } from './Results';
import { type Action, startSession, step } from './session';
import { ShareActions } from './ShareActions';
import { StatusBar } from './StatusBar';
import { statusOf } from './summary';
import { useShareState } from './useShareState';

interface Props {
  variant: Variant;
  /** The variant's own account of a scored hand, shown with the payments (optional). */
  details?: ResultDetails;
  /**
   * The table rules are fixed by the page (a club's house rules, carried in the address's
   * fragment): no options form, and Copy link keeps the fragment, and so the rules.
   */
  fixedRules?: boolean;
  /** Checks an exposed meld the reader taps together where the shared check would refuse it (Vietnamese jokers). */
  meldCheck?: (meld: Meld, options: Options) => unknown;
  /**
   * A tile set beyond the shared 42 tiles (Vietnamese), under the chosen table options: the set
   * (how many copies of each joker), its palette rows, tap targets and where bonus tiles go.
   */
  tiles?: (options: Options) => { set: TileSet; rows: readonly PaletteRow[]; targets: typeof TARGETS; bonusNote: string };
}

export function Builder({ variant, details, fixedRules = false, meldCheck, tiles }: Props) {
  const { state, update, ready, notice, dismissNotice } = useShareState(variant);
  const [session, setSession] = useState(startSession);
  /** The last hand the notation box could read: taps build on it while the box holds a typo. */
  const lastGood = useRef(emptyHand());
  const parsed = useMemo(() => readNotation(state.notation), [state.notation]);
  if (!parsed.error) lastGood.current = parsed.hand;
  const hand = parsed.error ? lastGood.current : parsed.hand;
  const count = handTileCount(hand);

  // The set the table options choose (Vietnamese joker copies), for the palette and the copy limits.
  const extraTiles = useMemo(() => tiles?.(state.options), [tiles, state.options]);
  const setVariant = useMemo(() => (extraTiles ? { ...variant, tileSet: extraTiles.set } : variant), [variant, extraTiles]);
  const rows = useMemo(() => rowsIn(extraTiles?.rows ?? SHARED_ROWS, setVariant.tileSet), [extraTiles, setVariant]);
  const bonusNote = extraTiles?.bonusNote ?? bonusNoteFor(setVariant.tileSet);
  const outcome = useMemo(
    // Fixed rules ignore any option a link's query sets: the page's rules are the only ones.
    () => (parsed.error ? { kind: 'empty' as const } : outcomeOf(variant, parsed.hand, contextOf(state), fixedRules ? {} : state.options)),
    [variant, parsed, state, fixedRules],
  );
  const status = statusOf(variant, { outcome, count, pending: session.pending.length, notationError: !!parsed.error });

  const check = meldCheck ? (m: Meld) => meldCheck(m, state.options) : undefined;
  const dispatch = (action: Action) => {
    const next = step(hand, session, action, { variant: setVariant, check });
    setSession(next.session);
    if (next.hand !== hand) update({ notation: writeNotation(next.hand) });
  };
  const left = (code: string) => (setVariant.tileSet.copies[code] ?? 0) - copiesHeld(hand, session.pending, code);
  const showResult = () => {
    const heading = document.getElementById(RESULTS_HEADING);
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus({ preventScroll: true });
  };

  return (
    <div class="hb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {notice ? <LinkNoticeBox notice={notice} onDismiss={dismissNotice} /> : null}
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
          <HandView hand={hand} count={count} onRemove={(place) => dispatch({ type: 'remove', place })} />
          {session.target === 'meld' || session.pending.length ? (
            <PendingMeld
              pending={session.pending}
              onRemove={(index) => dispatch({ type: 'take-back', index })}
              onFinish={() => dispatch({ type: 'finish' })}
              onFinishChow={pungOrChow(session.pending) ? () => dispatch({ type: 'finish', asChow: true }) : undefined}
              onCancel={() => dispatch({ type: 'cancel' })}
            />
          ) : null}
          <TargetPicker target={session.target} onChange={(target) => dispatch({ type: 'target', target })} targets={extraTiles?.targets} />
          <Palette rows={rows} left={left} onTap={(code) => dispatch({ type: 'tap', code })} />
          {bonusNote ? <p class="hb-hint">{bonusNote}</p> : null}
          <ShareActions query={encodeState(variant, state)} keepHash={fixedRules} canClear={!!state.notation || !!session.pending.length} onClear={() => dispatch({ type: 'clear' })} />
          <StatusBar status={status} message={session.message} onJump={showResult} />
        </div>
        <div class="hb-side">
          <ContextPanel variant={variant} state={state} onChange={update} />
          {fixedRules ? null : <OptionsForm variant={variant} options={state.options} onChange={(id, value) => update({ options: withOption(variant, state.options, id, value) })} />}
          <Results variant={variant} outcome={outcome} notationError={!!parsed.error} pending={session.pending.length} selfDrawn={state.discarder === null} details={details} />
        </div>
      </div>
    </div>
  );
}
