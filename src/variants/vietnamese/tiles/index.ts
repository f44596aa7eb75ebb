/**
 * The Vietnamese tile codes (DESIGN.md) on top of the shared ones: emperors `K1`..`K4`, empresses
 * `Q1`..`Q4` and the jokers `J1`..`J9`, with screen-reader names and the physical sets (160, 168,
 * 176, 184 tiles). Facts from ../shared/rules/vietnamese.md §1-§2 and seed 000.
 */
import {
  BONUS_TILES,
  compareCodes,
  PLAYING_CODES,
  registerTileFamily,
  type TileCode,
  type TileSet,
  tileName,
} from '../../../engine/tiles';
import { EMPERORS, EMPRESSES, JOKER_CODES, type JokerCode } from './codes';

export { EMPERORS, EMPRESSES, JOKER_CODES, type JokerCode };
/** The 16 flower tiles in their four quartets: flowers, seasons, emperors, empresses. */
export const VIETNAMESE_BONUS: readonly TileCode[] = [...BONUS_TILES, ...EMPERORS, ...EMPRESSES];

const JOKER_SET = new Set<string>(JOKER_CODES);
export const isJokerCode = (code: string): code is JokerCode => JOKER_SET.has(code);
/** The flower joker (Đại Hoa) is a bonus tile only: never a wild. */
export const FLOWER_JOKER: JokerCode = 'J5';

const VIETNAMESE_BONUS_SET = new Set<string>(VIETNAMESE_BONUS);
export const isVietnameseBonusCode = (code: string): boolean => VIETNAMESE_BONUS_SET.has(code);

const JOKER_NAMES: Record<JokerCode, string> = {
  J1: 'Tổng joker (any tile)',
  J2: 'Thùng joker (any dots tile)',
  J3: 'Sọc joker (any bamboo tile)',
  J4: 'Màn joker (any characters tile)',
  J5: 'Đại Hoa flower joker (bonus only)',
  J6: 'Hỉ joker (any wind)',
  J7: 'Nguyên joker (any dragon)',
  J8: 'Hợp joker (any numbered tile)',
  J9: 'Nhị Khẩu joker (any wind or dragon)',
};
const ROYAL_NAMES: Record<(typeof EMPERORS)[number] | (typeof EMPRESSES)[number], string> = {
  K1: 'Emperor 1 (East)',
  K2: 'Emperor 2 (South)',
  K3: 'Emperor 3 (West)',
  K4: 'Emperor 4 (North)',
  Q1: 'Empress 1 (East)',
  Q2: 'Empress 2 (South)',
  Q3: 'Empress 3 (West)',
  Q4: 'Empress 4 (North)',
};

/**
 * The jokers and the royal flowers join the shared tiles through the engine's registry, so the
 * notation reads them, names them and sorts them (playing tiles, flowers and seasons, emperors,
 * empresses, then jokers J1..J9) wherever this module is loaded.
 */
registerTileFamily({
  playedIn: 'Vietnamese mahjong',
  bonusHint: 'Vietnamese also K1-K4, Q1-Q4 and banked jokers J1-J9',
  wildName: { singular: 'joker', plural: 'jokers' },
  tiles: [
    ...[...EMPERORS, ...EMPRESSES].map((code, k) => ({
      code,
      name: ROYAL_NAMES[code],
      role: 'bonus' as const,
      order: k,
    })),
    ...JOKER_CODES.map((code, k) => ({
      code,
      name: JOKER_NAMES[code],
      role: 'wild' as const,
      order: 100 + k,
    })),
  ],
});

/** What a screen reader announces for any code of the Vietnamese set, e.g. "Hỉ joker (any wind)". */
export const vietnameseTileName = (code: TileCode): string => tileName(code);

/** Display order: playing tiles, flowers and seasons, emperors, empresses, then jokers J1..J9. */
export const compareVietnameseCodes = (a: TileCode, b: TileCode): number => compareCodes(a, b);

export type JokerCopies = 1 | 2 | 3 | 4;
/** The optional ninth joker (Nhị Khẩu) is used instead of the wind joker or the dragon joker (RD1). */
export type HonourJokerOption = 'none' | 'replaces-wind-joker' | 'replaces-dragon-joker';

export interface VietnameseSetOptions {
  /** Copies of each joker: 1 is the classic 160-tile set; 2, 3, 4 make 168, 176, 184. */
  jokerCopies: JokerCopies;
  honourJoker: HonourJokerOption;
}

export const CLASSIC_SET_OPTIONS: VietnameseSetOptions = { jokerCopies: 1, honourJoker: 'none' };

/** The four physical sets by their size, as the seed names them. */
export const VIETNAMESE_SET_SIZES: readonly {
  size: number;
  jokerCopies: JokerCopies;
  source: string;
}[] = [
  {
    size: 160,
    jokerCopies: 1,
    source: 'seed 000; fact sheet §1 (MP, MG, TS, RA-cur): classic set, one of each joker',
  },
  {
    size: 168,
    jokerCopies: 2,
    source: 'seed 000; fact sheet §1 (RD1, RA-cur mod viet_more_jokers)',
  },
  {
    size: 176,
    jokerCopies: 3,
    source: 'seed 000; fact sheet §1 (RD1, TS, MG, RA-cur mod viet_more_jokers)',
  },
  {
    size: 184,
    jokerCopies: 4,
    source: 'seed 000; fact sheet §1 (RD1, RA-cur mod viet_more_jokers)',
  },
];

/** The jokers a set holds: J1..J8, with J9 standing in for J6 or J7 when that option is chosen. */
export function jokersInSet(o: VietnameseSetOptions): JokerCode[] {
  const base: JokerCode[] = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8'];
  if (o.honourJoker === 'none') return base;
  const replaced: JokerCode = o.honourJoker === 'replaces-wind-joker' ? 'J6' : 'J7';
  return [...base.filter((j) => j !== replaced), 'J9'];
}

/**
 * The physical set chosen by the table's options: 136 playing tiles (4 each), 16 flower tiles
 * (1 each) and the jokers, `jokerCopies` of each. Throws on copies outside 1..4 or an unknown
 * honour-joker option so a bad option never silently becomes the classic set.
 */
export function vietnameseTileSet(o: VietnameseSetOptions = CLASSIC_SET_OPTIONS): TileSet {
  if (![1, 2, 3, 4].includes(o.jokerCopies)) {
    throw new Error(
      `joker copies must be 1, 2, 3 or 4 (sets of 160, 168, 176, 184 tiles), not ${String(o.jokerCopies)}`,
    );
  }
  if (!['none', 'replaces-wind-joker', 'replaces-dragon-joker'].includes(o.honourJoker)) {
    throw new Error(
      `unknown honour-joker option "${String(o.honourJoker)}": use none, replaces-wind-joker or replaces-dragon-joker`,
    );
  }
  const copies: Record<TileCode, number> = {};
  for (const c of PLAYING_CODES) copies[c] = 4;
  for (const c of VIETNAMESE_BONUS) copies[c] = 1;
  for (const j of jokersInSet(o)) copies[j] = o.jokerCopies;
  const size = 136 + 16 + 8 * o.jokerCopies;
  const nine =
    o.honourJoker === 'none'
      ? ''
      : `, Nhị Khẩu instead of the ${o.honourJoker === 'replaces-wind-joker' ? 'wind' : 'dragon'} joker`;
  return {
    id: `vietnamese-${size}${o.honourJoker === 'none' ? '' : `-j9-${o.honourJoker === 'replaces-wind-joker' ? 'wind' : 'dragon'}`}`,
    name: `${size}-tile Vietnamese set${nine}`,
    copies,
  };
}
