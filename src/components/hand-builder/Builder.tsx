/**
 * The hand builder: build a hand by tapping tiles or typing notation, say how it was won,
 * and see what the engine makes of it (score and payments, or waits). The whole state lives in
 * the page's query string (src/share.ts), so the address is a share link. Each variant's island
 * (src/components/scorers/) wraps it with that variant alone, so a page ships one catalogue.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { handTileCount } from '../../engine/hand';
import type { TileCode, TileSet } from '../../engine/tiles';
import type { Meld } from '../../engine/hand';
import type { OptionValue, Options, Variant } from '../../engine/variant';
import { type BuilderState, contextOf, decodeState, defaultState, encodeState } from '../../share';
import '../../styles/hand-builder.css';
import { ContextForm, OptionsForm, withOption } from './ContextForm';
import { ProblemList } from '../ProblemList';
import { HandView, PendingMeld, TargetPicker } from './HandView';
import { type Edit, type Place, type TARGETS, type Target, copiesHeld, emptyHand, errorText, finishMeld, outcomeOf, pungOrChow, readNotation, removeAt, tapTile, writeNotation } from './model';
import { Palette, type PaletteRow } from './Palette';
import { type ResultDetails, Results } from './Results';
import { VariantContext } from './VariantContext';

interface LinkNotice {
  problems: string[];
  versionNote: string | null;
}

/**
 * `details`: the variant's own account of a scored hand, shown with the payments (optional).
 * `fixedRules`: the table rules are fixed by the page (a club's house rules, carried in the
 * address's fragment): no options form, and Copy link keeps the fragment, and so the rules.
 */
export function Builder({
  variant,
  details,
  fixedRules = false,
  meldCheck,
  tiles,
}: {
  variant: Variant;
  details?: ResultDetails;
  fixedRules?: boolean;
  /** Checks an exposed meld the reader taps together where the shared check would refuse it (Vietnamese jokers). */
  meldCheck?: (meld: Meld, options: Options) => unknown;
  /**
   * A tile set beyond the shared 42 tiles (Vietnamese), under the chosen table options: the set
   * (how many copies of each joker), its palette rows, tap targets and where bonus tiles go.
   */
  tiles?: (options: Options) => { set: TileSet; rows: readonly PaletteRow[]; targets: typeof TARGETS; bonusNote: string };
}) {
  const [state, setState] = useState<BuilderState>(defaultState);
  const [pending, setPending] = useState<TileCode[]>([]);
  const [target, setTarget] = useState<Target>('standing');
  const [message, setMessage] = useState<string | null>(null);
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const [ready, setReady] = useState(false);
  const [copyStatus, setCopyStatus] = useState<{ ok: boolean; url: string } | null>(null);
  /** Set once the reader changes something, so a plain visit leaves the address alone. */
  const dirty = useRef(false);
  /** The last hand the notation box could read: taps build on it while the box holds a typo. */
  const lastGood = useRef(emptyHand());

  // Read the share link after hydration, so the server HTML and the first client render agree.
  useEffect(() => {
    const decoded = decodeState(variant, window.location.search);
    setState(decoded.state);
    if (decoded.problems.length || decoded.versionNote) setNotice({ problems: decoded.problems, versionNote: decoded.versionNote });
    setReady(true);
  }, [variant]);

  useEffect(() => {
    if (!ready || !dirty.current) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${encodeState(variant, state)}${hash}`);
  }, [ready, state, variant]);

  const parsed = useMemo(() => readNotation(state.notation), [state.notation]);
  if (!parsed.error) lastGood.current = parsed.hand;
  // A notation error is announced once the reader pauses, not at every half-typed keystroke.
  const [shownError, setShownError] = useState<string | null>(null);
  useEffect(() => {
    if (!parsed.error) {
      setShownError(null);
      return;
    }
    const timer = setTimeout(() => setShownError(parsed.error), 500);
    return () => clearTimeout(timer);
  }, [parsed.error]);
  const hand = parsed.error ? lastGood.current : parsed.hand;
  const count = handTileCount(hand);

  const context = useMemo(() => contextOf(state), [state]);
  // The set the table options choose (Vietnamese joker copies), for the palette and the copy limits.
  const extraTiles = useMemo(() => tiles?.(state.options), [tiles, state.options]);
  const setVariant = useMemo(() => (extraTiles ? { ...variant, tileSet: extraTiles.set } : variant), [variant, extraTiles]);
  const outcome = useMemo(
    // Fixed rules ignore any option a link's query sets: the page's rules are the only ones.
    () => (parsed.error ? null : outcomeOf(variant, parsed.hand, context, fixedRules ? {} : state.options)),
    [variant, parsed, context, state.options, fixedRules],
  );

  const update = (patch: Partial<BuilderState>) => {
    dirty.current = true;
    setCopyStatus(null);
    setState((s) => ({ ...s, ...patch }));
  };
  const apply = (edit: Edit) => {
    setMessage(edit.message);
    setPending(edit.pending);
    if (edit.hand !== hand) update({ notation: writeNotation(edit.hand) });
  };

  const onTap = (code: TileCode) => {
    const edit = tapTile(setVariant, hand, pending, target, code, check);
    apply(edit);
    if (target === 'win' && edit.hand !== hand) setTarget('standing');
  };
  const onRemove = (place: Place) => {
    setMessage(null);
    update({ notation: writeNotation(removeAt(hand, place)) });
  };
  const onClear = () => {
    setMessage(null);
    setPending([]);
    update({ notation: '' });
  };
  const onTarget = (t: Target) => {
    setTarget(t);
    setMessage(null);
  };
  const onOption = (id: string, value: OptionValue) => update({ options: withOption(variant, state.options, id, value) });
  const onCopy = async () => {
    const { origin, pathname } = window.location;
    const url = `${origin}${pathname}${encodeState(variant, state)}${fixedRules ? window.location.hash : ''}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus({ ok: true, url });
    } catch {
      setCopyStatus({ ok: false, url });
    }
  };

  const check = meldCheck ? (m: Meld) => meldCheck(m, state.options) : undefined;
  const left = (code: TileCode) => (setVariant.tileSet.copies[code] ?? 0) - copiesHeld(hand, pending, code);

  return (
    <div class="hb not-content" data-ready={ready ? 'true' : undefined} data-pagefind-ignore>
      {notice ? (
        <div class="hb-notice" role="alert" data-testid="link-problems">
          {notice.problems.length ? <ProblemList title={<strong>Parts of this link could not be used:</strong>} problems={notice.problems} /> : null}
          {notice.versionNote ? <p class="hb-notice__version">{notice.versionNote}</p> : null}
          <button type="button" class="hb-btn hb-btn--quiet" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      ) : null}

      <div class="hb-layout">
        <div class="hb-build">
          <div class="hb-notation">
            <label for="hb-notation-input" class="hb-label">
              Hand in notation
            </label>
            <input
              id="hb-notation-input"
              type="text"
              value={state.notation}
              placeholder="123m456p789s EE [RDRDRD] @5p +F1"
              spellcheck={false}
              autocomplete="off"
              autocapitalize="off"
              autoCorrect="off"
              aria-invalid={shownError ? 'true' : undefined}
              aria-describedby={shownError ? 'hb-notation-error hb-notation-help' : 'hb-notation-help'}
              onInput={(e) => {
                setMessage(null);
                update({ notation: e.currentTarget.value });
              }}
              onBlur={() => setShownError(parsed.error)}
            />
            {shownError ? (
              <p id="hb-notation-error" class="hb-error" role="alert">
                {shownError}
              </p>
            ) : null}
            <p id="hb-notation-help" class="hb-hint">
              Runs like <code>123m</code>, honours <code>E S W N RD GD WD</code>, <code>[…]</code> exposed meld, <code>{'{…}'}</code> concealed kong,{' '}
              <code>@</code> winning tile, <code>+</code> bonus tiles. <a href="/notation/">Notation guide</a>.
            </p>
          </div>

          <HandView hand={hand} count={count} onRemove={onRemove} />
          {target === 'meld' || pending.length ? (
            <PendingMeld
              pending={pending}
              onRemove={(i) => {
                setMessage(null);
                setPending(pending.filter((_, k) => k !== i));
              }}
              onFinish={() => apply(finishMeld(hand, pending, check))}
              onFinishChow={pungOrChow(pending) ? () => apply(finishMeld(hand, pending, check, true)) : undefined}
              onCancel={() => {
                setMessage(null);
                setPending([]);
              }}
            />
          ) : null}
          <p class="hb-message" role="status">
            {message}
          </p>

          <TargetPicker
            target={target}
            onChange={onTarget}
            targets={extraTiles?.targets}
            bonusNote={extraTiles?.bonusNote}
          />
          <Palette rows={extraTiles?.rows} left={left} onTap={onTap} />
          <div class="hb-actions">
            <button type="button" class="hb-btn hb-btn--quiet" onClick={onClear} disabled={!state.notation && !pending.length}>
              Clear
            </button>
            <button type="button" class="hb-btn" onClick={onCopy}>
              Copy link
            </button>
          </div>
          {copyStatus ? (
            copyStatus.ok ? (
              <p class="hb-hint" role="status">
                Link copied.
              </p>
            ) : (
              <p class="hb-hint" role="status">
                Copying was blocked; copy the link from here:{' '}
                <input class="hb-link" type="text" readOnly value={copyStatus.url} aria-label="Share link" onFocus={(e) => e.currentTarget.select()} />
              </p>
            )
          ) : null}
        </div>

        <div class="hb-side">
          <ContextForm state={state} onChange={update} flags={variant.contextFlags} />
          <VariantContext variant={variant} state={state} onChange={update} />
          {fixedRules ? null : <OptionsForm variant={variant} options={state.options} onChange={onOption} />}
          <Results
            variant={variant}
            outcome={outcome ?? { kind: 'empty' }}
            notationError={!!parsed.error}
            pending={pending.length}
            selfDrawn={state.discarder === null}
            details={details}
          />
        </div>
      </div>
    </div>
  );
}
