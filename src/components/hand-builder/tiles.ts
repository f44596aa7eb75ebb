/**
 * The tiles a hand builder offers for a variant: the palette rows, where tapped tiles may go, the
 * note on bonus tiles and the meld check. The shared 42 tiles unless the variant declares tap
 * rules for a larger set (Variant.tapRules), under the table options chosen. Pure.
 */
import type { Meld } from '../../engine/hand';
import { resolveOptions } from '../../engine/options';
import {
  BONUS_TILES,
  DRAGONS,
  PLAYING_CODES,
  type TileCode,
  type TileSet,
  WINDS,
} from '../../engine/tiles';
import type { Options, Variant } from '../../engine/variant';
import { TARGETS } from './model';

export interface PaletteRow {
  label: string;
  codes: readonly TileCode[];
}

/** The 42 tiles every variant's palette shows; a variant with tap rules adds its own rows. */
export const SHARED_ROWS: readonly PaletteRow[] = [
  { label: 'Characters', codes: PLAYING_CODES.slice(0, 9) },
  { label: 'Dots', codes: PLAYING_CODES.slice(9, 18) },
  { label: 'Bamboo', codes: PLAYING_CODES.slice(18, 27) },
  { label: 'Winds and dragons', codes: [...WINDS, ...DRAGONS] },
  { label: 'Flowers and seasons (always bonus tiles)', codes: BONUS_TILES },
];

/** The rows with at least one tile of `set` (Sichuan's 108 suited tiles leave out the honours and flowers). */
export const rowsIn = (rows: readonly PaletteRow[], set: TileSet): PaletteRow[] =>
  rows.filter((r) => r.codes.some((c) => (set.copies[c] ?? 0) > 0));

/** Where the shared set's bonus tiles go, said under the palette when the set has them; a variant with more bonus tiles says its own. */
export const bonusNoteFor = (set: TileSet): string | null =>
  BONUS_TILES.some((c) => (set.copies[c] ?? 0) > 0)
    ? 'Flowers and seasons always go to the bonus tiles.'
    : null;

export interface BuilderTiles {
  /** The variant with the set the options choose, for the copy limits and the taps. */
  variant: Variant;
  rows: PaletteRow[];
  targets: typeof TARGETS;
  bonusNote: string | null;
  /** The check for an exposed meld with jokers; absent: the shared meld check. */
  check?: (m: Meld) => unknown;
}

export function tilesFor(variant: Variant, options: Options): BuilderTiles {
  const rules = variant.tapRules;
  let set = variant.tileSet;
  try {
    if (rules) set = rules.tileSet(resolveOptions(variant, options));
  } catch {
    // Options the engine refuses: the variant's own set, and the result says what is wrong.
  }
  return {
    variant: { ...variant, tileSet: set },
    rows: rowsIn([...SHARED_ROWS, ...(rules?.extraRows(set) ?? [])], set),
    targets: rules ? [...TARGETS, { id: 'bank', ...rules.bank }] : TARGETS,
    bonusNote: rules?.bonusNote ?? bonusNoteFor(set),
    // A bad option refuses the meld with the engine's message for it.
    check: rules && ((m) => rules.checkMeld(m, resolveOptions(variant, options))),
  };
}
