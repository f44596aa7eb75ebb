import type { TargetedKeyboardEvent } from 'preact';
import type { TileCode } from '../../engine/tiles';
import { Tile } from '../Tile';
import type { PaletteRow } from './tiles';
import { useSay } from './words';

interface Props {
  /** The rows to show (tiles.ts: the shared 42 tiles, and those a variant's tap rules add). */
  rows: readonly PaletteRow[];
  /** How many more copies of each tile the set still has for this hand. */
  left(code: TileCode): number;
  onTap(code: TileCode): void;
  /** Each tile a toggle, pressed while chosen (the practice waits drill); absent: plain buttons. */
  pressed?(code: TileCode): boolean;
  /** The group's name for screen readers. */
  label?: string;
}

/**
 * Every tile of the set as a button named after the tile. All buttons stay focusable (a used-up
 * tile is aria-disabled, so focus never drops to the page); arrow keys move between them.
 */
export function Palette({ rows: ROWS, left, onTap, pressed, label }: Props) {
  const say = useSay();
  const rowLength = (r: number): number => ROWS[r]?.codes.length ?? 0;
  const onKeyDown = (e: TargetedKeyboardEvent<HTMLDivElement>) => {
    const btn = (e.target as HTMLElement).closest<HTMLButtonElement>('button[data-row]');
    if (!btn) return;
    const row = Number(btn.dataset.row);
    const col = Number(btn.dataset.col);
    let r = row;
    let c = col;
    if (e.key === 'ArrowRight') c++;
    else if (e.key === 'ArrowLeft') c--;
    else if (e.key === 'ArrowDown') r++;
    else if (e.key === 'ArrowUp') r--;
    else if (e.key === 'Home') c = 0;
    else if (e.key === 'End') c = rowLength(row) - 1;
    else return;
    if (c < 0 && r > 0) {
      r--;
      c = rowLength(r) - 1;
    } else if (c >= rowLength(r) && r < ROWS.length - 1 && e.key === 'ArrowRight') {
      r++;
      c = 0;
    }
    if (r < 0 || r >= ROWS.length) return;
    c = Math.max(0, Math.min(c, rowLength(r) - 1));
    const target = e.currentTarget.querySelector<HTMLButtonElement>(
      `button[data-row="${r}"][data-col="${c}"]`,
    );
    if (target) {
      e.preventDefault();
      target.focus();
    }
  };
  return (
    <div
      class="hb-palette"
      data-pagefind-ignore
      role="group"
      aria-label={label ?? say('palette.label')}
      onKeyDown={onKeyDown}
    >
      {ROWS.map((row, r) => (
        <div class="hb-palette__row" key={row.label} role="group" aria-label={row.label}>
          {row.codes.map((code, c) => {
            const n = left(code);
            const tile = say.tile(code);
            return (
              <button
                key={code}
                type="button"
                class="hb-palette__tile"
                data-row={r}
                data-col={c}
                data-code={code}
                aria-label={tile}
                aria-disabled={n <= 0 ? 'true' : undefined}
                aria-pressed={pressed ? pressed(code) : undefined}
                title={
                  n <= 0 ? say('palette.noneLeft', { tile }) : say('palette.left', { tile, n })
                }
                onClick={() => onTap(code)}
              >
                <Tile code={code} />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}
