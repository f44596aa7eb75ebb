import { useState } from 'preact/hooks';
import { compareCodes, isPlayingCode, type TileCode, tileName } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { copiesHeld } from '../hand-builder/model';
import { Palette } from '../hand-builder/Palette';
import { WaitsView } from '../hand-builder/Results';
import { tilesFor } from '../hand-builder/tiles';
import { DealtHand } from './DealtHand';
import { checkWaits, toggled, type WaitsDrillView, type WaitsVerdict } from './state';

/** "What does it wait for?": the reader chooses every tile that completes the hand. */
export function WaitsDrill({ variant, view }: { variant: Variant; view: WaitsDrillView }) {
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
        Choose every tile that would complete this hand, then check.
      </p>
      <Palette
        rows={rows}
        left={left}
        label="Tiles that complete the hand"
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
          Check {chosen.size} tile{chosen.size === 1 ? '' : 's'}
        </button>
      </div>
      <div aria-live="polite">{verdict ? <WaitsMessage verdict={verdict} /> : null}</div>
      {verdict ? (
        <WaitsView variant={variant} waits={view.waits} selfDrawn={view.selfDrawn} />
      ) : null}
    </div>
  );
}

const names = (codes: readonly TileCode[]) => codes.map(tileName).join(', ');

function WaitsMessage({ verdict }: { verdict: WaitsVerdict }) {
  if (verdict.right)
    return (
      <div class="pr-verdict pr-verdict--right" data-testid="verdict">
        <p>Right: those are all the tiles it waits on, and no others.</p>
        {verdict.best ? <BestMessage best={verdict.best} stray={verdict.wrong} /> : null}
      </div>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>Not quite.</p>
      {verdict.missed.length ? <p>Missed: {names(verdict.missed)}.</p> : null}
      {verdict.wrong.length ? <p>Does not complete it: {names(verdict.wrong)}.</p> : null}
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
  const top = `${names(best.top)} ${best.top.length === 1 ? 'scores' : 'score'} most`;
  if (best.right)
    return <p>{best.top.length > 1 ? `Right: ${top}, equally.` : `Right: ${top}.`}</p>;
  // A tile said that is no wait at all is already named above as not completing the hand.
  const isWait = best.said !== null && !stray.includes(best.said);
  return (
    <p>{best.said && isWait ? `${tileName(best.said)} is not the best: ${top}.` : `${top}.`}</p>
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
  const codes = [...chosen].sort(compareCodes);
  return (
    <fieldset class="pr-best">
      <legend>Which of these wins scores most?</legend>
      {codes.length ? null : <p class="hb-hint">Choose the tiles above first.</p>}
      {codes.map((code) => (
        <label key={code} class="pr-check">
          <input
            type="radio"
            name="pr-best"
            checked={best === code}
            onChange={() => onChoose(code)}
          />{' '}
          {tileName(code)}
        </label>
      ))}
    </fieldset>
  );
}
