// The engine's names: the Vietnamese jokers, emperors and empresses join them when the Vietnamese
// tiles are loaded (src/variants/vietnamese/tiles), as on every page or island that shows them.
// Named in the page's language where the island passes one (./hand-builder/words.ts).
import { isBonusCode } from '../engine/tiles';
import { useSay } from './hand-builder/words';
import { tileCell } from './tile-art';

interface Props {
  code: string;
  /** Drawn sideways-dimmed, e.g. the winning tile gets a highlight instead. */
  highlight?: boolean;
  small?: boolean;
}

/**
 * One tile: the face drawn over the blank front, as a single element with a text name for
 * screen readers. The face is a cell of its set's sprite sheet (./tile-art.ts): the sheet's
 * class names the image, `--i` the cell (src/styles/atlas.css positions it). Flowers and
 * seasons carry their seat number, which the art itself lacks (the emperors, empresses and
 * jokers have it drawn in).
 */
export function Tile({ code, highlight, small }: Props) {
  const name = useSay().tile(code);
  const cell = tileCell(code);
  const classes = [
    'mj-tile',
    cell ? `mj-tile--${cell.sheet.id}` : '',
    code === 'WD' ? 'mj-tile--white-dragon' : '',
    highlight ? 'mj-tile--win' : '',
    small ? 'mj-tile--small' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <span
      class={classes}
      role="img"
      aria-label={name}
      title={name}
      style={cell ? `--i:${cell.index}` : undefined}
    >
      {isBonusCode(code) ? (
        <span class="mj-tile__num" aria-hidden="true">
          {code.slice(1)}
        </span>
      ) : null}
    </span>
  );
}
