/**
 * Vietnamese jokers (Khung): what each may stand for, and the house rules that limit where they
 * may be used. Facts from ../shared/rules/vietnamese.md §2 and §2.1 (tags as in its §0).
 */
import { HandError } from '../../../engine/errors';
import {
  FIRST_DRAGON,
  FIRST_WIND,
  TILE_KINDS,
  type TileIndex,
  tileCode,
  tileName,
} from '../../../engine/tiles';
import type { WildPlay } from '../../../engine/wild-decompose';
import { wildTable } from '../../../engine/wilds';
import { FLOWER_JOKER, type JokerCode } from '.';

/** The joker-only error codes, added to the engine's (errors.ts VariantErrorCodes). */
declare module '../../../engine/errors' {
  interface VariantErrorCodes {
    'joker-in-kong': true;
    'joker-out-of-domain': true;
    'flower-joker-wild': true;
    'too-many-jokers': true;
    'bad-bounce': true;
  }
}

export interface JokerDef {
  code: JokerCode;
  char: string;
  vietnamese: string;
  /** What it may stand for, in words (used in error messages). */
  covers: string;
  /** Blue/green or red printing group (fact sheet §2); J9 belongs to neither. */
  group: 'blue' | 'red' | null;
  /** The seat number (1 = East .. 4 = North) it is tied to for banked-joker bonuses. */
  seat: number | null;
  /** The playing tiles it may stand for; empty for the flower joker. */
  domain: readonly TileIndex[];
  source: string;
}

const range = (from: number, to: number): TileIndex[] =>
  Array.from({ length: to - from }, (_, k) => from + k);

export const JOKERS: Readonly<Record<JokerCode, JokerDef>> = {
  J1: {
    code: 'J1',
    char: '縂',
    vietnamese: 'Tổng',
    covers: 'any suit or honour tile',
    group: 'blue',
    seat: 1,
    domain: range(0, TILE_KINDS),
    source: 'fact sheet §2 row 1 (MP, MG, TS, RA-cur: any tile; flowers excluded per RA-cur)',
  },
  J2: {
    code: 'J2',
    char: '筒',
    vietnamese: 'Thùng',
    covers: 'dots tiles only',
    group: 'blue',
    seat: 2,
    domain: range(9, 18),
    source: 'fact sheet §2 row 2 (all sources)',
  },
  J3: {
    code: 'J3',
    char: '索',
    vietnamese: 'Sọc',
    covers: 'bamboo tiles only',
    group: 'blue',
    seat: 3,
    domain: range(18, 27),
    source: 'fact sheet §2 row 3 (all sources)',
  },
  J4: {
    code: 'J4',
    char: '萬',
    vietnamese: 'Màn',
    covers: 'characters tiles only',
    group: 'blue',
    seat: 4,
    domain: range(0, 9),
    source: 'fact sheet §2 row 4 (all sources)',
  },
  J5: {
    code: 'J5',
    char: '花',
    vietnamese: 'Đại Hoa',
    covers: 'nothing: it is a bonus tile only',
    group: 'red',
    seat: 1,
    domain: [],
    source: 'fact sheet §2 row 5 (RA-cur, TSUMO; seed 000: "can never substitute")',
  },
  J6: {
    code: 'J6',
    char: '喜',
    vietnamese: 'Hỉ',
    covers: 'winds only',
    group: 'red',
    seat: 2,
    domain: range(FIRST_WIND, FIRST_DRAGON),
    source: 'fact sheet §2 row 6 (all sources; RA-cur tile aliases)',
  },
  J7: {
    code: 'J7',
    char: '元',
    vietnamese: 'Nguyên',
    covers: 'dragons only',
    group: 'red',
    seat: 3,
    domain: range(FIRST_DRAGON, TILE_KINDS),
    source: 'fact sheet §2 row 7 (all sources; RA-cur tile aliases)',
  },
  J8: {
    code: 'J8',
    char: '合',
    vietnamese: 'Hợp',
    covers: 'numbered (suit) tiles only',
    group: 'red',
    seat: 4,
    domain: range(0, FIRST_WIND),
    source: 'fact sheet §2 row 8 (all sources)',
  },
  J9: {
    code: 'J9',
    char: '元喜',
    vietnamese: 'Nhị Khẩu',
    covers: 'winds and dragons only',
    group: null,
    seat: null,
    domain: range(FIRST_WIND, TILE_KINDS),
    source:
      'fact sheet §1 (RD1: 元+喜 on one tile, replacing the wind or dragon joker); name from seed 000 only',
  },
};

/** The jokers as the engine's wild tiles; the flower joker is no wild and stays out. */
export const JOKER_WILDS = wildTable(Object.values(JOKERS).filter((d) => d.code !== FLOWER_JOKER));

export const jokerCovers = (j: JokerCode, t: TileIndex): boolean => JOKER_WILDS.covers(j, t);

/**
 * House rules on where jokers may go (fact sheet §2.1 and §9 items 8-9). These engine defaults
 * follow RA-cur, the implementation of the manual the seed derives from. The Vietnamese variant
 * exposes each as a table option and defaults to the seed's literal reading instead ("inside a
 * run or triplet, never a quad": no joker in the pair or the special shapes, no per-meld limit);
 * see src/variants/vietnamese/options.ts.
 */
export interface JokerRules {
  /** A joker may complete the pair (RA-cur allows; no rule text found: unverified). */
  jokersInPair: boolean;
  /** Jokers may be used in Seven Pairs and Thirteen Orphans (RA-cur allows: unverified). */
  jokersInSpecialShapes: boolean;
  /** Most jokers in one called (exposed) chow or pung: RA-cur 1; RA-doc no limit (3). */
  maxJokersPerCalledMeld: number;
}

export const DEFAULT_JOKER_RULES: JokerRules = {
  jokersInPair: true,
  jokersInSpecialShapes: true,
  maxJokersPerCalledMeld: 1,
};

/** The jokers and these table rules, as the engine's wild-tile search takes them. */
export const wildPlay = (rules: JokerRules = DEFAULT_JOKER_RULES): WildPlay => ({
  table: JOKER_WILDS,
  rules: { inPair: rules.jokersInPair, inSpecialShapes: rules.jokersInSpecialShapes },
});

export const jokerLabel = (j: JokerCode): string => `${j} (${JOKERS[j].vietnamese})`;

/** The reader-facing reason a joker cannot stand for a tile, or null when it can. */
export function substitutionProblem(j: JokerCode, t: TileIndex): string | null {
  if (j === FLOWER_JOKER)
    return `${jokerLabel(j)} is the flower joker: it is never a wild, only a bonus tile to set aside`;
  if (jokerCovers(j, t)) return null;
  return `${jokerLabel(j)} cannot stand for ${tileCode(t)} (${tileName(tileCode(t))}): it stands for ${JOKERS[j].covers}`;
}

/** Throws a HandError when joker `j` may not stand for tile `t`. */
export function checkSubstitution(j: JokerCode, t: TileIndex): void {
  const problem = substitutionProblem(j, t);
  if (problem)
    throw new HandError(
      j === FLOWER_JOKER ? 'flower-joker-wild' : 'joker-out-of-domain',
      problem,
      j === FLOWER_JOKER
        ? { reason: 'vn-flower-joker-wild', tile: j }
        : { reason: 'vn-joker-cannot-stand', tile: j, forTile: tileCode(t) },
    );
}
