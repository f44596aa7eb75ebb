/**
 * Vietnamese table options. Where the seed and the fact sheet are silent or disagree, the seed's
 * reading is the default and the others are choices (team rule); each option names its source.
 */
import type { JokerRules } from '../../engine/jokers';
import type { OptionDecl, Options } from '../../engine/variant';
import { type HonourJokerOption, type JokerCopies, type VietnameseSetOptions } from '../../engine/vietnamese-tiles';
import { FACTS, SEED_VN, tableOption } from './sources';

const choice = (value: string, label: string) => ({ value, label });

export const VN_OPTIONS: OptionDecl[] = [
  {
    id: 'jokerCopies',
    label: 'Tile set (copies of each joker)',
    description: 'The classic 160-tile set holds one of each joker; modern sets hold two, three or four copies (168, 176, 184 tiles). More copies only change how many jokers a hand may hold.',
    type: 'choice',
    default: '1',
    choices: [choice('1', '160 tiles: one of each joker'), choice('2', '168 tiles: two of each'), choice('3', '176 tiles: three of each'), choice('4', '184 tiles: four of each')],
    source: { doc: 'seed 000', status: 'seed', note: `the seed teaches the classic 160; ${FACTS} §1 for the modern sets` },
  },
  {
    id: 'honourJoker',
    label: 'Ninth joker (Nhị Khẩu)',
    description: 'Some modern sets add a ninth joker for any wind or dragon, used instead of the wind joker (Hỉ) or the dragon joker (Nguyên).',
    type: 'choice',
    default: 'none',
    choices: [choice('none', 'None (classic)'), choice('replaces-wind-joker', 'Nhị Khẩu instead of Hỉ'), choice('replaces-dragon-joker', 'Nhị Khẩu instead of Nguyên')],
    source: { doc: 'seed 000', status: 'seed', note: `${FACTS} §1: attested by one source (RD1); its banked value is unknown, counted here as 1 phán (reconstructed)` },
  },
  {
    id: 'jokersInPair',
    label: 'Jokers may complete the pair',
    description: 'Off (default): the seed says jokers substitute inside a run or a triplet, so the pair is two real tiles. On: the reading of RA-cur, the implementation of the manual the seed follows.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 ("inside a run or triplet, but never a quad")', `${FACTS} §2.1, §9 item 8: RA-cur allows it; no rule text found`),
  },
  {
    id: 'jokersInSpecialShapes',
    label: 'Jokers in Seven Pairs, Thirteen Orphans and Nine Gates',
    description: 'Off (default): the special shapes are made of real tiles, as the seed lets jokers stand only in runs and triplets. On: RA-cur\'s reading, where the special shapes earn a no-joker bonus.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000', `${FACTS} §2.1, §9 item 8 (RA-cur allows; unverified)`),
  },
  {
    id: 'maxJokersPerCalledMeld',
    label: 'Jokers in one called meld',
    description: 'No limit (default): the seed sets none; a called meld still holds its real claimed tile. At most one: RA-cur\'s rule.',
    type: 'choice',
    default: 'no-limit',
    choices: [choice('no-limit', 'No limit'), choice('1', 'At most one')],
    source: tableOption('seed 000 (silent)', `${FACTS} §2.1, §9 item 9: RA-cur at most one; RA-doc none by default`),
  },
  {
    id: 'sevenPairs',
    label: 'Seven Pairs',
    description: 'Allowed (the seed lists it as a special shape); some tables allow it only on a self-draw or drop it, especially with many joker sets.',
    type: 'choice',
    default: 'allowed',
    choices: [choice('allowed', 'Allowed'), choice('self-draw-only', 'Self-draw only'), choice('banned', 'Not a winning hand')],
    source: { doc: 'seed 000', status: 'seed', note: `${FACTS} §3: RA-cur mods "No Seven Pairs" and "Self-draw Seven Pairs only"; RA-doc says it is not a Vietnamese hand` },
  },
  {
    id: 'leftoverPhan',
    label: 'Points per leftover phán',
    description: 'Phán left over after the mủn are counted pay a flat amount each, never doubled: 6 in the seed; 2 or 1 in RA-cur mods; ignored in the older rules.',
    type: 'choice',
    default: '6',
    choices: [choice('6', '6 points (seed)'), choice('2', '2 points'), choice('1', '1 point'), choice('0', 'Ignored')],
    source: { doc: 'seed 000 ("leftover phán are a flat 6 points each")', status: 'seed', note: `${FACTS} §4: mod viet_phan_bonus 1 or 2; RA-doc ignores them` },
  },
  {
    id: 'hopValue',
    label: 'Banked Hợp joker',
    description: 'A banked Hợp (J8) scores 2 phán, 3 for North or when declared in the opening flower round (the manual\'s text as RA-cur quotes it); RA-cur\'s code and tests use 1 and 2.',
    type: 'choice',
    default: '2-3',
    choices: [choice('2-3', '2 phán, 3 for North or opening round'), choice('1-2', '1 phán, 2 for North or opening round')],
    source: tableOption('seed 000 (silent)', `${FACTS} §6.5: the sources disagree`),
  },
  {
    id: 'bankedJokerBreaksNoJoker',
    label: 'Banked jokers and the no-joker bonuses',
    description:
      'The no-joker bonuses need a strict zero: no joker in the hand, and none bounced out of a meld (seed). A joker banked without ever being played does not break them (default); RA-cur also counts a joker declared in the opening flower round as used.',
    type: 'choice',
    default: 'never',
    choices: [choice('never', 'A banked joker never counts as used'), choice('initial-round', 'Tổng or Hợp banked in the opening round counts as used')],
    source: tableOption('seed 000 ("a strict, literal zero")', `${FACTS} §2.1, §9 item 6`),
  },
  {
    id: 'flowerSets',
    label: 'Full Flowers or Seasons set scores 1 mủn',
    description: 'The seed names the Bouquet (Bộ Hoa) for all four Emperors or all four Empresses; RA-cur also gives 1 mủn for all four Flowers or all four Seasons, replacing their seat phán.',
    type: 'boolean',
    default: true,
    source: tableOption('seed 000 (silent on flowers and seasons)', `${FACTS} §6.2, §6.5 (RA-cur, TSUMO); CNMD gives only +1 phán`),
  },
  {
    id: 'blessingOfMan',
    label: 'Blessing of Man (Nhân Ù)',
    description: 'A win on a discard before your first draw scores 2 mủn; an RA-cur mod removes it.',
    type: 'boolean',
    default: true,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2`),
  },
  {
    id: 'bigThreeDragons',
    label: 'Big Three Dragons value',
    description: '9 phán in the manual the seed follows (RA-cur); 2 mủn in the older rules.',
    type: 'choice',
    default: '9-phan',
    choices: [choice('9-phan', '9 phán (RA-cur)'), choice('2-mun', '2 mủn (older rules)')],
    source: tableOption('seed 000 (silent)', `${FACTS} §6.1, §6.3`),
  },
  {
    id: 'thirteenOrphans',
    label: 'Thirteen Orphans value',
    description: '13 phán in the manual the seed follows (RA-cur, TSUMO); 2 mủn in the older rules.',
    type: 'choice',
    default: '13-phan',
    choices: [choice('13-phan', '13 phán (RA-cur, TSUMO)'), choice('2-mun', '2 mủn (older rules)')],
    source: tableOption('seed 000 (silent)', `${FACTS} §6.1, §6.3`),
  },
  {
    id: 'littleFourWinds',
    label: 'Little Four Winds value',
    description: '4 mủn in the manual the seed follows (RA-cur); 5 mủn in the older rules.',
    type: 'choice',
    default: '4-mun',
    choices: [choice('4-mun', '4 mủn (RA-cur)'), choice('5-mun', '5 mủn (older rules)')],
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2, §6.3`),
  },
  {
    id: 'trueNfnl',
    label: 'True No Flowers No Leaves value',
    description: '2 mủn in RA-cur; TSUMO gives 1 mủn, the older rules 3 mủn.',
    type: 'choice',
    default: '2-mun',
    choices: [choice('2-mun', '2 mủn (RA-cur)'), choice('1-mun', '1 mủn (TSUMO)'), choice('3-mun', '3 mủn (older rules)')],
    source: tableOption('seed 000 (silent)', `${FACTS} §6.4: the values conflict`),
  },
  {
    id: 'robbingBounce',
    label: 'Robbing a bounce (Bắt Quân Nẩy)',
    description: 'Optional rule: win on the real tile another player bounces into a pung, 1 phán; the bouncer pays as a discarder.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §2.1: RA-cur mod viet_rob_bounce (Low)`),
  },
  {
    id: 'doubleTripletWait',
    label: 'Double Triplet Wait scores 1 phán',
    description: 'Optional rule: winning on a two-pair wait (the winning tile turns one pair into a triplet) scores 1 phán.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.1: RA-cur mod (Low)`),
  },
  {
    id: 'eightTenFlowers',
    label: 'Eight Flowers and Ten Flowers',
    description: 'Optional rule: holding 8 (Bát Hoa) or 10 (Thập Hoa) of the 16 flower tiles scores 1 mủn each.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2: RA-cur mods (Low)`),
  },
  {
    id: 'sixConsecutiveWins',
    label: 'Six Consecutive Wins (Lục Khôi)',
    description: 'Optional rule: a player\'s sixth win in a row scores 1 mủn, and each further win in the streak one more (give the streak in the context).',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2: RA-cur mod (Low)`),
  },
  {
    id: 'twoSameJokers',
    label: 'Two Anything / Two Number Jokers',
    description: 'Optional rule for sets with several copies of each joker: two Tổng (Nhị Tổng) or two Hợp (Nhị Hợp) held anywhere score 1 mủn, or 3 phán when both are banked.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2: RA-cur mod (Low)`),
  },
  {
    id: 'progressiveCounting',
    label: 'Progressive Counting (Sự Tính Lũy Tiến)',
    description:
      'Unverified (one source, RA-cur). Off by default: the seed does not have it. On: once the hand scores a pattern valued in mủn, All Sets, All Called, Half Flush, and Single Wait + All Runs + Fully Closed each add 3 phán (Half Flush also when it counts with both All Sets and All Called); with Big Three Dragons the boost becomes 3 phán plus 1 mủn per pairing (see its pattern page). Narrowest reading: "already a mủn" is a pattern valued in mủn, never phán adding up to six.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.1 (Low–Med, unverified): RA-cur vietnamese_scoring.majs and its tests`),
  },
  {
    id: 'throwingNfnl',
    label: 'Throwing variants of No Flowers No Leaves',
    description:
      'Off by default: the seed has no such rule (RA-cur only). On: a win on your own draw after opening with 3 or more discards in a row of blue jokers or Hợp, or of flowers or Đại Hoa, scores 1 mủn, +1 per further such discard; after flowers and jokers mixed (on a draw or a discard) 1 mủn, or n − 3 for a run of n ≥ 5. Claimed in the context (throwing, throwingCount); read narrowly: a complete hand, no call, nothing set aside, suit tiles only.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.4: RA-cur and its tests (Med)`),
  },
  {
    id: 'allFourSeatFlowers',
    label: 'All Four Seat Flowers scores 2 mủn',
    description:
      'Off by default: the seed does not have it; one source lists it (TSUMO, Low). On: your seat\'s flower, season, emperor and empress score 2 mủn, replacing their four seat phán.',
    type: 'boolean',
    default: false,
    source: tableOption('seed 000 (silent)', `${FACTS} §6.2: TSUMO only (Low)`),
  },
];

/** The physical set the options choose. */
export function setOptionsOf(o: Options): VietnameseSetOptions {
  return { jokerCopies: Number(o.jokerCopies) as JokerCopies, honourJoker: o.honourJoker as HonourJokerOption };
}

/** The joker placement rules the options choose. */
export function jokerRulesOf(o: Options): JokerRules {
  return {
    jokersInPair: o.jokersInPair === true,
    jokersInSpecialShapes: o.jokersInSpecialShapes === true,
    maxJokersPerCalledMeld: o.maxJokersPerCalledMeld === '1' ? 1 : 3,
  };
}

export { SEED_VN };
