/**
 * The tiles a hand builder offers for a variant: the palette rows, where tapped tiles may go, the
 * note on bonus tiles and the meld check. The shared 42 tiles unless the variant declares tap
 * rules for a larger set (Variant.tapRules), under the table options chosen. Pure.
 */

import type { Meld } from '../../engine/hand';
import {
  BONUS_TILES,
  DRAGONS,
  PLAYING_CODES,
  type TileCode,
  type TileSet,
  WINDS,
} from '../../engine/tiles';
import type { Options, VariantHeader } from '../../engine/variant';
import { type MeldCheck, type TargetChoice, targetsIn } from './model';
import { ENGLISH, type Say } from './words';

export interface PaletteRow {
  label: string;
  codes: readonly TileCode[];
}

/** The 42 tiles every variant's palette shows, named in the page's words; tap rules add rows. */
export const sharedRows = (say: Say = ENGLISH): PaletteRow[] => [
  { label: say('palette.characters'), codes: PLAYING_CODES.slice(0, 9) },
  { label: say('palette.dots'), codes: PLAYING_CODES.slice(9, 18) },
  { label: say('palette.bamboo'), codes: PLAYING_CODES.slice(18, 27) },
  { label: say('palette.honours'), codes: [...WINDS, ...DRAGONS] },
  { label: say('palette.bonus'), codes: BONUS_TILES },
];

/** The shared rows in English. */
export const SHARED_ROWS: readonly PaletteRow[] = sharedRows();

/** The rows with at least one tile of `set` (Sichuan's 108 suited tiles leave out the honours and flowers). */
export const rowsIn = (rows: readonly PaletteRow[], set: TileSet): PaletteRow[] =>
  rows.filter((r) => r.codes.some((c) => (set.copies[c] ?? 0) > 0));

/** Where the shared set's bonus tiles go, said under the palette when the set has them; a variant with more bonus tiles says its own. */
export const bonusNoteFor = (set: TileSet, say: Say = ENGLISH): string | null =>
  BONUS_TILES.some((c) => (set.copies[c] ?? 0) > 0) ? say('palette.bonusNote') : null;

export interface BuilderTiles {
  /** The variant with the set the options choose, for the copy limits and the taps. */
  variant: VariantHeader;
  rows: PaletteRow[];
  targets: TargetChoice[];
  bonusNote: string | null;
  /**
   * The engine's check of an exposed meld under the options chosen; null until it has arrived (a
   * scorer's comes with its scoring part, so a scorer's first load carries none of it).
   */
  check: MeldCheck | null;
}

/**
 * The options as set, and each option left out at the variant's declared default (a club's house
 * rules declare the club's choices as the defaults), as the engine would fill them.
 */
const withDefaults = (variant: VariantHeader, options: Options): Options =>
  Object.fromEntries(variant.options.map((d) => [d.id, options[d.id] ?? d.default]));

/** `meldCheck`: the variant's (engine/hand.ts meldCheckOf), once at hand. */
export function tilesFor(
  variant: VariantHeader,
  options: Options,
  say: Say = ENGLISH,
  meldCheck?: (m: Meld, options: Options) => unknown,
): BuilderTiles {
  const rules = variant.tapRules;
  let set = variant.tileSet;
  try {
    if (rules) set = rules.tileSet(withDefaults(variant, options));
  } catch {
    // Options the engine refuses: the variant's own set, and the result says what is wrong.
  }
  const own = (rules?.extraRows(set) ?? []).map((r) => ({ ...r, label: say.text(r.label) }));
  const bank = rules && { label: say.text(rules.bank.label), hint: say.text(rules.bank.hint) };
  return {
    variant: { ...variant, tileSet: set },
    rows: rowsIn([...sharedRows(say), ...own], set),
    targets: bank ? [...targetsIn(say), { id: 'bank', ...bank }] : targetsIn(say),
    bonusNote: rules ? say.text(rules.bonusNote) : bonusNoteFor(set, say),
    // A bad option refuses the meld with the engine's message for it.
    check: meldCheck ? (m) => meldCheck(m, withDefaults(variant, options)) : null,
  };
}
