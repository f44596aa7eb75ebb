import { useState } from 'preact/hooks';
import { compareCodes, isPlayingCode, type TileCode } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { copiesHeld } from '../hand-builder/model';
import { Palette } from '../hand-builder/Palette';
import { tilesFor } from '../hand-builder/tiles';
import { lazy } from '../lazy';
import { DealtHand } from './DealtHand';
import { Fetched } from './Fetched';
import './later-words';
import { checkWaits, toggled, type WaitsDrillView, type WaitsVerdict } from './state';
import { type PracticeSay, usePracticeSay } from './words';

// The engine's waits, each with what it would score, are drawn by the scorer's view, fetched
// with the first check (it brings the score views with it).
const WAITS_VIEW = lazy(() => import('../hand-builder/Answer').then((m) => m.WaitsView));

/** "What does it wait for?": the reader chooses every tile that completes the hand. */
export function WaitsDrill({ variant, view }: { variant: Variant; view: WaitsDrillView }) {
  const say = usePracticeSay();
  const [chosen, setChosen] = useState<Set<TileCode>>(() => new Set());
  const [verdict, setVerdict] = useState<WaitsVerdict | null>(null);
  const [best, setBest] = useState<TileCode | null>(null);
  // Only a real tile can be waited on: no bonus or wild rows.
  const rows = tilesFor(variant, {})
    .rows.map((r) => ({ ...r, codes: r.codes.filter(isPlayingCode) }))
    .filter((r) => r.codes.length > 0);
  const left = (code: TileCode) =>
    (variant.tileSet.copies[code] ?? 0) - copiesHeld(view.hand, [], code);
  return (
    <div class="pr-drill">
      <DealtHand hand={view.hand} howWon={view.howWon} />
      <p class="hb-hint" id="pr-waits-hint">
        {say('waits.hint')}
      </p>
      <Palette
        rows={rows}
        left={left}
        label={say('waits.palette')}
        pressed={(code) => chosen.has(code)}
        onTap={(code) => {
          setChosen((c) => toggled(c, code));
          if (best === code) setBest(null);
          setVerdict(null);
        }}
      />
      {view.askBest ? (
        <BestQuestion
          chosen={chosen}
          best={best}
          onChoose={(code) => {
            setBest(code);
            setVerdict(null);
          }}
        />
      ) : null}
      <div class="hb-actions">
        <button
          type="button"
          class="hb-btn"
          onClick={() =>
            setVerdict(checkWaits(view.waits, chosen, view.askBest ? best : undefined))
          }
        >
          {say(chosen.size === 1 ? 'waits.checkOne' : 'waits.checkMany', { n: chosen.size })}
        </button>
      </div>
      <div aria-live="polite">{verdict ? <WaitsMessage verdict={verdict} /> : null}</div>
      {verdict ? (
        <Fetched part={WAITS_VIEW} check={verdict}>
          {(WaitsView) => (
            <WaitsView variant={variant} waits={view.waits} selfDrawn={view.selfDrawn} />
          )}
        </Fetched>
      ) : null}
    </div>
  );
}

const names = (say: PracticeSay, codes: readonly TileCode[]) => say.list(codes.map(say.own.tile));

function WaitsMessage({ verdict }: { verdict: WaitsVerdict }) {
  const say = usePracticeSay();
  if (verdict.right)
    return (
      <div class="pr-verdict pr-verdict--right" data-testid="verdict">
        <p>{say('waits.right')}</p>
        {verdict.best ? <BestMessage best={verdict.best} stray={verdict.wrong} /> : null}
      </div>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>{say('verdict.notQuite')}</p>
      {verdict.missed.length ? (
        <p>{say('waits.missed', { tiles: names(say, verdict.missed) })}</p>
      ) : null}
      {verdict.wrong.length ? (
        <p>{say('waits.wrong', { tiles: names(say, verdict.wrong) })}</p>
      ) : null}
      {verdict.best ? <BestMessage best={verdict.best} stray={verdict.wrong} /> : null}
    </div>
  );
}

function BestMessage({
  best,
  stray,
}: {
  best: NonNullable<WaitsVerdict['best']>;
  stray: readonly TileCode[];
}) {
  const say = usePracticeSay();
  const many = best.top.length > 1;
  const top = say(many ? 'best.topMany' : 'best.topOne', { tiles: names(say, best.top) });
  if (best.right) return <p>{say(many ? 'best.rightEqually' : 'best.right', { top })}</p>;
  // A tile said that is no wait at all is already named above as not completing the hand.
  const isWait = best.said !== null && !stray.includes(best.said);
  return (
    <p>
      {best.said && isWait
        ? say('best.notBest', { tile: say.own.tile(best.said), top })
        : say('best.top', { top })}
    </p>
  );
}

/** Above level 1: which of the tiles chosen wins the most, from those chosen only. */
function BestQuestion({
  chosen,
  best,
  onChoose,
}: {
  chosen: ReadonlySet<TileCode>;
  best: TileCode | null;
  onChoose(code: TileCode): void;
}) {
  const say = usePracticeSay();
  const codes = [...chosen].sort(compareCodes);
  return (
    <fieldset class="pr-best">
      <legend>{say('best.legend')}</legend>
      {codes.length ? null : <p class="hb-hint">{say('best.chooseFirst')}</p>}
      {codes.map((code) => (
        <label key={code} class="pr-check">
          <input
            type="radio"
            name="pr-best"
            checked={best === code}
            onChange={() => onChoose(code)}
          />{' '}
          {say.own.tile(code)}
        </label>
      ))}
    </fieldset>
  );
}
