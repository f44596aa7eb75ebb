/**
 * The Vietnamese scorer's tiles beyond the shared 42: palette rows for the emperors, empresses and
 * jokers the chosen set holds, and the extra tap target that banks a joker. Kept here, passed to
 * the shared builder as props, so the other variants' scorers do not ship it.
 */
import type { TileCode, TileSet } from '../../../engine/tiles';
import { EMPERORS, EMPRESSES, JOKER_CODES } from '../../../variants/vietnamese/tiles';
import { TARGETS } from '../../hand-builder/model';
import { type PaletteRow, SHARED_ROWS } from '../../hand-builder/Palette';

/** The shared rows, then the emperors and empresses and the jokers that `set` holds. */
export function vietnamesePaletteRows(set: TileSet): PaletteRow[] {
  const held = (codes: readonly TileCode[]) => codes.filter((c) => (set.copies[c] ?? 0) > 0);
  const royals = held([...EMPERORS, ...EMPRESSES]);
  const jokers = held(JOKER_CODES);
  return [
    ...SHARED_ROWS,
    ...(royals.length ? [{ label: 'Emperors and empresses (always bonus tiles)', codes: royals }] : []),
    ...(jokers.length ? [{ label: 'Jokers', codes: jokers }] : []),
  ];
}

export const VIETNAMESE_TARGETS: typeof TARGETS = [
  ...TARGETS,
  { id: 'bank', label: 'Banked joker', hint: 'the banked jokers: a joker set aside like a flower scores, but stands for nothing' },
];

export const VIETNAMESE_BONUS_NOTE =
  'Flower tiles, emperors, empresses and the flower joker go to the bonus tiles (a flower tapped as the winning tile is a win on a discarded flower).';
