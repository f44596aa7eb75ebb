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

/** Tile, meld and seat words: `suited` puts a number word and a suit word together. */
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
  | 'meld.kong'
  | 'seat.E'
  | 'seat.S'
  | 'seat.W'
  | 'seat.N';

export interface EngineWords {
  tiles: Readonly<Record<TileWord, string>>;
  /** The names of the tiles a variant adds (the Vietnamese jokers, emperors and empresses). */
  extra: Readonly<Record<string, string>>;
  /**
   * The sentences of the errors a reader can meet, by the error's `reason` (the engine's
   * parameters fill them in): src/i18n/islands/engine.ts and its engine-errors-* tables.
   */
  errors: Readonly<Record<string, string>>;
  /** The table options' names in the page's language, for errors that name a rule. */
  options?: Readonly<Record<string, string>>;
  /**
   * The variant's own context fields' names in the page's language, for errors that name one:
   * by field id, and `<id>.<value>` for one of its choices.
   */
  fields?: Readonly<Record<string, string>>;
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
  const template = params && words?.errors[params.reason];
  if (!words || !params || !template) return e.message;
  const values: Record<string, string | number> = { ...params };
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string') continue;
    if (k === 'tile' || k.endsWith('Tile')) values[k] = tileNameIn(words, v);
    else if (k === 'seat' || k.endsWith('Seat'))
      values[k] = words.tiles[`seat.${v}` as TileWord] ?? v;
    else if (k === 'suit' || k.endsWith('Suit'))
      values[k] = words.tiles[`suit.${v}` as TileWord] ?? v;
    else if (k === 'kind') values.kind = words.tiles[`meld.${v}` as TileWord] ?? v;
  }
  if (typeof params.tile === 'string') values.code = params.tile;
  // A rule or field the page has no name for keeps the whole message English, not half of it.
  for (const [key, id] of Object.entries(params)) {
    const names =
      key === 'option'
        ? words.options
        : key === 'field' || key.endsWith('Field')
          ? words.fields
          : null;
    if (!names || typeof id !== 'string') continue;
    const name = names[id];
    if (!name) return e.message;
    values[key] = name;
  }
  return fill(template, values);
}
