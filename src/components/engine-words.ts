/**
 * The engine's words in a page's language: tile names, meld kinds and the sentences of the
 * errors a reader meets typing a hand, said from the error's parameters (src/engine/errors.ts).
 * English needs none of it: the engine's own names and messages are English. A page in another
 * language passes its words from its .astro wrapper (src/i18n/island-words.ts); an error without
 * a sentence here keeps the engine's English message.
 */
import { isHandError } from '../engine/errors';
import { tileName } from '../engine/tiles';
import { fill } from '../i18n/fill';

/** The sentences translated, by the error's `reason` (the engine's parameters say the rest). */
export type ErrorReason =
  | 'copies'
  | 'not-in-set'
  | 'foreign-tile'
  | 'unknown-tile'
  | 'count-winning'
  | 'count-waiting'
  | 'no-winning-tile'
  | 'win-on-kong'
  | 'meld-size'
  | 'chow-of-honours'
  | 'chow-mixed-suits'
  | 'chow-not-consecutive'
  | 'not-identical'
  | 'joker-in-kong'
  | 'bonus-in-meld'
  | 'bonus-standing'
  | 'bonus-win'
  | 'not-bonus'
  | 'bonus-not-last'
  | 'bonus-last'
  | 'bad-bonus'
  | 'no-suit'
  | 'zero'
  | 'not-suit-letter'
  | 'unexpected'
  | 'concealed-group'
  | 'group-size'
  | 'group-not-kong'
  | 'nested-group'
  | 'never-closed'
  | 'closes-no-meld'
  | 'two-winning-tiles'
  | 'bad-at'
  | 'empty'
  | 'no-reading'
  | 'not-wild'
  | 'replacement-on-discard'
  | 'robbing-self-drawn'
  | 'replacement-without-kong'
  | 'holds-missing-suit'
  | 'option-below'
  | 'option-above'
  | 'below-minimum';

/** Tile and meld words: `suited` puts a number word and a suit word together. */
export type TileWord =
  | 'suited'
  | 'numbers'
  | 'suit.m'
  | 'suit.p'
  | 'suit.s'
  | 'E'
  | 'S'
  | 'W'
  | 'N'
  | 'RD'
  | 'GD'
  | 'WD'
  | 'F1'
  | 'F2'
  | 'F3'
  | 'F4'
  | 'S1'
  | 'S2'
  | 'S3'
  | 'S4'
  | 'meld.chow'
  | 'meld.pung'
  | 'meld.kong';

export interface EngineWords {
  tiles: Readonly<Record<TileWord, string>>;
  /** The names of the tiles a variant adds (the Vietnamese jokers, emperors and empresses). */
  extra: Readonly<Record<string, string>>;
  errors: Readonly<Record<ErrorReason, string>>;
  /** The table options' names in the page's language, for errors that name a rule. */
  options?: Readonly<Record<string, string>>;
}

/** A tile's name in the page's language (the engine's English name where none is written). */
export function tileNameIn(words: EngineWords | undefined, code: string): string {
  if (!words) return tileName(code);
  const t = words.tiles;
  const own = code.length <= 2 ? (t[code as TileWord] ?? words.extra[code]) : undefined;
  if (own) return own;
  const suit = t[`suit.${code.charAt(1)}` as TileWord];
  if (/^[1-9][mps]$/.test(code) && suit) {
    const n = t.numbers.split(',')[Number(code.charAt(0)) - 1] ?? code.charAt(0);
    return fill(t.suited, { n, suit });
  }
  return tileName(code);
}

/** The English a non-engine failure gets: it is a fault of the site, not of the hand. */
const unexpected = (e: unknown): string =>
  `Something went wrong: ${e instanceof Error ? e.message : String(e)}`;

/**
 * What went wrong, in the page's language where the error's sentence is written there, else the
 * engine's English message. Tile codes among the parameters are named in the page's language.
 */
export function errorTextIn(words: EngineWords | undefined, e: unknown): string {
  if (!isHandError(e)) return unexpected(e);
  const params = e.params;
  const template = params && words?.errors[params.reason as ErrorReason];
  if (!words || !params || !template) return e.message;
  const values: Record<string, string | number> = { ...params };
  for (const [k, v] of Object.entries(params)) {
    if (k === 'tile' && typeof v === 'string') values.tile = tileNameIn(words, v);
    if (k === 'kind') values.kind = words.tiles[`meld.${v}` as TileWord] ?? String(v);
  }
  if (typeof params.tile === 'string') values.code = params.tile;
  if (typeof params.option === 'string') {
    const name = words.options?.[params.option];
    if (!name) return e.message;
    values.option = name;
  }
  return fill(template, values);
}
