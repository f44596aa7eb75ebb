import type { Hand } from '../engine/hand';
import { formatHand } from '../engine/notation-write';
import { useSay } from './hand-builder/words';
import { Tile } from './Tile';
import './hand-builder/drawn-words';

interface Props {
  hand: Hand;
  small?: boolean;
}

/** A hand drawn as tiles: standing tiles, then each meld, the winning tile, then bonus tiles. */
export function HandTiles({ hand, small }: Props) {
  // In the island's language where one passes it; pages rendered outside an island say English.
  const say = useSay();
  return (
    <span class="mj-hand" role="group" aria-label={say('tiles.hand', { hand: formatHand(hand) })}>
      <span class="mj-hand__group">
        {hand.concealed.map((t, i) => (
          <Tile key={`c${i}`} code={t} small={small} />
        ))}
      </span>
      {hand.melds.map((m, k) => (
        <span
          key={`m${k}`}
          class={`mj-hand__group mj-hand__meld${m.exposed ? '' : ' mj-hand__meld--concealed'}`}
          aria-label={say(m.exposed ? 'tiles.exposed' : 'tiles.concealed', {
            kind: say.meld(m.kind),
          })}
          role="group"
        >
          {m.tiles.map((t, i) => (
            <Tile key={i} code={t} small={small} />
          ))}
        </span>
      ))}
      {hand.winningTile ? (
        <span class="mj-hand__group mj-hand__win" role="group" aria-label={say('tiles.winning')}>
          <Tile code={hand.winningTile} highlight small={small} />
        </span>
      ) : null}
      {hand.bonus.length ? (
        <span class="mj-hand__group mj-hand__bonus" role="group" aria-label={say('tiles.bonus')}>
          {hand.bonus.map((t, i) => (
            <Tile key={i} code={t} small={small} />
          ))}
        </span>
      ) : null}
    </span>
  );
}
