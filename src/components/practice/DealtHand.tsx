import type { Hand } from '../../engine/hand';
import { HandTiles } from '../HandTiles';
import { usePracticeSay } from './words';

/** The hand as tiles, how it was won, and the tiles in words for a reader who wants them spelt out. */
export function DealtHand({ hand, howWon }: { hand: Hand; howWon: string }) {
  const say = usePracticeSay();
  const words = [
    ...hand.concealed,
    ...hand.melds.flatMap((m) => m.tiles),
    ...(hand.winningTile ? [hand.winningTile] : []),
  ].map(say.own.tile);
  return (
    <div class="pr-hand" data-testid="dealt-hand">
      <HandTiles hand={hand} />
      <p class="pr-how" data-testid="how-won">
        {howWon}
      </p>
      <details class="pr-words">
        <summary>{say('hand.inWords')}</summary>
        <p>
          {say.list(words)}
          {hand.winningTile ? say('hand.wonOn', { tile: say.own.tile(hand.winningTile) }) : ''}
          {hand.melds.some((m) => m.exposed) ? say('hand.exposedApart') : ''}
        </p>
      </details>
    </div>
  );
}
