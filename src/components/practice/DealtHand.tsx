import type { Hand } from '../../engine/hand';
import { tileName } from '../../engine/tiles';
import { HandTiles } from '../HandTiles';

/** The hand as tiles, how it was won, and the tiles in words for a reader who wants them spelt out. */
export function DealtHand({ hand, howWon }: { hand: Hand; howWon: string }) {
  const words = [
    ...hand.concealed,
    ...hand.melds.flatMap((m) => m.tiles),
    ...(hand.winningTile ? [hand.winningTile] : []),
  ].map(tileName);
  return (
    <div class="pr-hand" data-testid="dealt-hand">
      <HandTiles hand={hand} />
      <p class="pr-how" data-testid="how-won">
        {howWon}
      </p>
      <details class="pr-words">
        <summary>The tiles in words</summary>
        <p>
          {words.join(', ')}
          {hand.winningTile ? ` (won on ${tileName(hand.winningTile)})` : ''}
          {hand.melds.some((m) => m.exposed) ? '. Exposed melds are drawn apart.' : ''}
        </p>
      </details>
    </div>
  );
}
