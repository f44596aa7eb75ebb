/**
 * Tile codes (DESIGN.md): `1m`..`9m`, `1p`..`9p`, `1s`..`9s`, winds `E S W N`, dragons `RD GD WD`,
 * bonus tiles `F1`..`F4` (flowers) and `S1`..`S4` (seasons).
 *
 * Inside the engine the 34 playing tiles are small integers so that a hand is a count array:
 * 0..8 characters, 9..17 dots, 18..26 bamboo, 27..30 winds E S W N, 31..33 dragons RD GD WD.
 * Bonus tiles never take part in a hand's shape, so they stay as codes.
 */

export type Suit = 'm' | 'p' | 's';
export type Wind = 'E' | 'S' | 'W' | 'N';
export type Dragon = 'RD' | 'GD' | 'WD';
export type TileCode = string;
/** Index of one of the 34 playing tiles. */
export type TileIndex = number;

export const SUITS: readonly Suit[] = ['m', 'p', 's'];
export const WINDS: readonly Wind[] = ['E', 'S', 'W', 'N'];
export const DRAGONS: readonly Dragon[] = ['RD', 'GD', 'WD'];
export const FLOWERS = ['F1', 'F2', 'F3', 'F4'] as const;
export const SEASONS = ['S1', 'S2', 'S3', 'S4'] as const;
export const BONUS_TILES: readonly TileCode[] = [...FLOWERS, ...SEASONS];

export const TILE_KINDS = 34;
export const FIRST_WIND = 27;
export const FIRST_DRAGON = 31;

/** All 34 playing-tile codes in index order. */
export const PLAYING_CODES: readonly TileCode[] = [
  ...SUITS.flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`)),
  ...WINDS,
  ...DRAGONS,
];

const INDEX_OF = new Map<TileCode, TileIndex>(PLAYING_CODES.map((c, i) => [c, i]));

export const isPlayingCode = (code: string): boolean => INDEX_OF.has(code);
const BONUS_SET = new Set<string>(BONUS_TILES);
export const isBonusCode = (code: string): boolean => BONUS_SET.has(code);

/** A playing tile's index, or -1 for anything else (a bonus tile, an unknown code, not a string). */
export function playingIndexOf(code: unknown): TileIndex {
  if (typeof code !== 'string') return -1;
  // Numbered tiles by arithmetic: this runs for every tile of every hand scored.
  if (code.length === 2) {
    const n = code.charCodeAt(0) - 49;
    const suit = code.charCodeAt(1);
    if (n >= 0 && n < 9) {
      if (suit === 109) return n;
      if (suit === 112) return 9 + n;
      if (suit === 115) return 18 + n;
    }
  }
  return INDEX_OF.get(code) ?? -1;
}

export function tileIndex(code: TileCode): TileIndex {
  const i = playingIndexOf(code);
  if (i < 0) throw new Error(`not a playing tile: ${code}`);
  return i;
}
export function tileCode(i: TileIndex): TileCode {
  const code = PLAYING_CODES[i];
  if (code === undefined) throw new Error(`not a playing tile index: ${i}`);
  return code;
}

export const isSuited = (i: TileIndex): boolean => i < FIRST_WIND;
export const isHonour = (i: TileIndex): boolean => i >= FIRST_WIND;
export const isWind = (i: TileIndex): boolean => i >= FIRST_WIND && i < FIRST_DRAGON;
export const isDragon = (i: TileIndex): boolean => i >= FIRST_DRAGON;
/** 1..9 for suited tiles, 0 for honours. */
export const rankOf = (i: TileIndex): number => (i < FIRST_WIND ? (i % 9) + 1 : 0);
/** 0, 1, 2 for m, p, s; -1 for honours. */
export const suitIndexOf = (i: TileIndex): number => (i < FIRST_WIND ? Math.floor(i / 9) : -1);
export const suitOf = (i: TileIndex): Suit | null =>
  i < FIRST_WIND ? (SUITS[Math.floor(i / 9)] ?? null) : null;
export const isTerminal = (i: TileIndex): boolean => i < FIRST_WIND && (i % 9 === 0 || i % 9 === 8);
export const isTerminalOrHonour = (i: TileIndex): boolean => isHonour(i) || isTerminal(i);
export const windIndex = (w: Wind): TileIndex => FIRST_WIND + WINDS.indexOf(w);

/** The seat (1 = East .. 4 = North) a flower or season belongs to. */
export const bonusSeatNumber = (code: TileCode): number => Number(code.slice(1));
export const isFlower = (code: TileCode): boolean => (FLOWERS as readonly string[]).includes(code);
export const isSeason = (code: TileCode): boolean => (SEASONS as readonly string[]).includes(code);

const SUIT_NAMES: Record<Suit, string> = { m: 'Characters', p: 'Dots', s: 'Bamboo' };
const HONOUR_NAMES: Record<string, string> = {
  E: 'East Wind',
  S: 'South Wind',
  W: 'West Wind',
  N: 'North Wind',
  RD: 'Red Dragon',
  GD: 'Green Dragon',
  WD: 'White Dragon',
};
const BONUS_NAMES: Record<string, string> = {
  F1: 'Flower 1 (Plum)',
  F2: 'Flower 2 (Orchid)',
  F3: 'Flower 3 (Chrysanthemum)',
  F4: 'Flower 4 (Bamboo)',
  S1: 'Season 1 (Spring)',
  S2: 'Season 2 (Summer)',
  S3: 'Season 3 (Autumn)',
  S4: 'Season 4 (Winter)',
};

/**
 * Tiles beyond the shared 34 kinds and eight bonus tiles, which a variant's own set adds: each
 * with its name, its role and where it sorts. A "wild" stands for other tiles (written among the
 * standing tiles or inside a meld); a "bonus" tile is only ever set aside. The notation reads,
 * names and sorts a registered code like a shared one; whether a hand may hold it is up to the
 * tile set the hand is validated against (`TileSet.copies`).
 */
export interface ExtraTileDef {
  code: TileCode;
  name: string;
  role: 'wild' | 'bonus';
  /** Sort position among the registered tiles, which all come after the shared ones. */
  order: number;
}

/** The tiles one variant adds, registered together (`registerTileFamily`). */
export interface TileFamily {
  /** Who plays these tiles, in words, for "is not in the set" messages: "only <playedIn> plays it". */
  playedIn: string;
  /** Added to the notation's help for the bonus part, e.g. "Xyz also A1-A4". */
  bonusHint: string;
  /**
   * What players of this family call its wild tiles, for messages about them, singular and
   * plural. Absent: the engine's own word, "wild tile".
   */
  wildName?: { singular: string; plural: string };
  tiles: readonly ExtraTileDef[];
}

const EXTRA = new Map<TileCode, ExtraTileDef & { family: TileFamily }>();
const FAMILIES: TileFamily[] = [];

/**
 * Registers a variant's own tiles. Registering the same family again does nothing; a code that
 * clashes with a shared tile or another family's is a programming error and throws.
 */
export function registerTileFamily(family: TileFamily): void {
  if (FAMILIES.includes(family)) return;
  for (const t of family.tiles) {
    if (INDEX_OF.has(t.code) || BONUS_SET.has(t.code) || EXTRA.has(t.code))
      throw new Error(`tile code ${t.code} is already taken`);
    if (!/^[A-Z][0-9]$/.test(t.code))
      throw new Error(`tile code ${t.code} must be a capital letter and a digit`);
  }
  for (const t of family.tiles) EXTRA.set(t.code, { ...t, family });
  FAMILIES.push(family);
}

export const isExtraCode = (code: string): boolean => EXTRA.has(code);
/** A registered tile that stands for others. */
export const isWildCode = (code: string): boolean => EXTRA.get(code)?.role === 'wild';
/** A registered tile that is only ever set aside. */
export const isExtraBonusCode = (code: string): boolean => EXTRA.get(code)?.role === 'bonus';
/** Who plays a registered tile, in words; undefined for a shared or unknown code. */
export const playedIn = (code: string): string | undefined => EXTRA.get(code)?.family.playedIn;
const ENGINE_WILD_NAME = { singular: 'wild tile', plural: 'wild tiles' };

/**
 * The word for a wild tile in a message: the name the family of `code` gives its wilds, else the
 * one name every registered family that names its wilds agrees on, else "wild tile".
 */
export function wildWord(code?: string, plural = false): string {
  const own = code === undefined ? undefined : EXTRA.get(code)?.family.wildName;
  const named = [...new Set(FAMILIES.flatMap((f) => (f.wildName ? [f.wildName] : [])))];
  const name = own ?? (named.length === 1 ? named[0] : undefined) ?? ENGINE_WILD_NAME;
  return plural ? name.plural : name.singular;
}

/** The bonus-part hints of every registered family, for the notation's messages. */
export const registeredBonusHints = (): string[] => FAMILIES.map((f) => f.bonusHint);

/** The English name a screen reader announces, e.g. "5 Dots", "Red Dragon", "Flower 1 (Plum)". */
export function tileName(code: TileCode): string {
  if (HONOUR_NAMES[code]) return HONOUR_NAMES[code];
  const extra = EXTRA.get(code);
  if (extra) return extra.name;
  if (BONUS_NAMES[code]) return BONUS_NAMES[code];
  const suit = code[1] as Suit;
  if (code.length === 2 && SUIT_NAMES[suit]) return `${code[0]} ${SUIT_NAMES[suit]}`;
  return code;
}

/** Sort order for display and canonical notation: suits, winds, dragons, then bonus tiles. */
export function compareCodes(a: TileCode, b: TileCode): number {
  return orderKey(a) - orderKey(b);
}
function orderKey(code: TileCode): number {
  const i = INDEX_OF.get(code);
  if (i !== undefined) return i;
  const b = BONUS_TILES.indexOf(code);
  if (b >= 0) return 100 + b;
  const extra = EXTRA.get(code);
  return extra ? 1000 + extra.order : 100000;
}

/** A physical tile set: how many copies of each code it holds. */
export interface TileSet {
  id: string;
  name: string;
  copies: Readonly<Record<TileCode, number>>;
}

export function makeTileSet(
  id: string,
  name: string,
  playing: readonly TileCode[],
  bonus: readonly TileCode[],
): TileSet {
  const copies: Record<TileCode, number> = {};
  for (const c of playing) copies[c] = 4;
  for (const c of bonus) copies[c] = 1;
  return { id, name, copies };
}

export const tileSetSize = (set: TileSet): number =>
  Object.values(set.copies).reduce((a, b) => a + b, 0);

/** The 144-tile Chinese set: 136 playing tiles plus four flowers and four seasons. */
export const CHINESE_144: TileSet = makeTileSet(
  'chinese-144',
  '144-tile Chinese set',
  PLAYING_CODES,
  BONUS_TILES,
);
