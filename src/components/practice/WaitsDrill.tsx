import { useState } from 'preact/hooks';
import { isPlayingCode, type TileCode, tileName } from '../../engine/tiles';
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
          setVerdict(null);
        }}
      />
      <div class="hb-actions">
        <button
          type="button"
          class="hb-btn"
          onClick={() => setVerdict(checkWaits(view.waits, chosen))}
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
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: those are all the tiles it waits on, and no others.
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>Not quite.</p>
      {verdict.missed.length ? <p>Missed: {names(verdict.missed)}.</p> : null}
      {verdict.wrong.length ? <p>Does not complete it: {names(verdict.wrong)}.</p> : null}
    </div>
  );
}
