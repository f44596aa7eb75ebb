import { defineOptions } from '../../engine/define-options';
/**
 * Vietnamese table options. Where the guide chapter is silent or the sources disagree, the
 * guide's reading is the default and the others are choices; each option names its source.
 */

import type { Options } from '../../engine/variant';
import { tableOption, VN_GUIDE } from './sources';
import type { JokerCopies, VietnameseSetOptions } from './tiles';
import type { JokerRules } from './tiles/jokers';

const choice = <V extends string>(value: V, label: string) => ({ value, label });
/** A rule only riichi_advanced's optional variations have: off, as the guide does not have it. */
const OPTIONAL_VARIATION = tableOption(
  'riichi-advanced-vietnamese',
  'one of its optional variations; off by default because the guide our rules follow does not have it',
  { confidence: 'single' },
);

const VN_TABLE = defineOptions([
  {
    id: 'jokerCopies',
    label: 'Tile set (copies of each joker)',
    description:
      'The classic 160-tile set holds one of each joker; modern sets hold two, three or four copies (168, 176, 184 tiles). More copies only change how many jokers a hand may hold.',
    type: 'choice',
    default: '1',
    choices: [
      choice('1', '160 tiles: one of each joker'),
      choice('2', '168 tiles: two of each'),
      choice('3', '176 tiles: three of each'),
      choice('4', '184 tiles: four of each'),
    ],
    source: {
      ...VN_GUIDE,
      also: [
        'mahjongpros-vietnamese',
        'mcgill-vietnamese',
        'sloper-vietnamese',
        'reddit-additional-tiles',
        'riichi-advanced-vietnamese',
      ],
      confidence: 'agreed',
      note: 'the guide teaches the classic 160, as the older English guides do; the modern sets with two to four copies of each joker are described in a forum reply, in Sloper’s rules (176 tiles) and in riichi_advanced’s optional variations',
    },
  },
  {
    id: 'honourJoker',
    label: 'Ninth joker (Nhị Khẩu)',
    description:
      'Some modern sets add a ninth joker for any wind or dragon, used instead of the wind joker (Hỉ) or the dragon joker (Nguyên).',
    type: 'choice',
    default: 'none',
    choices: [
      choice('none', 'None (classic)'),
      choice('replaces-wind-joker', 'Nhị Khẩu instead of Hỉ'),
      choice('replaces-dragon-joker', 'Nhị Khẩu instead of Nguyên'),
    ],
    source: {
      ...VN_GUIDE,
      also: ['reddit-additional-tiles'],
      confidence: 'single',
      note: 'the tile is found in one other source only; its banked value is unknown, so we count it as 1 phán (our reconstruction)',
    },
  },
  {
    id: 'jokersInPair',
    label: 'Jokers may complete the pair',
    description:
      'Off (default): the guide says jokers substitute inside a run or a triplet, so the pair is two real tiles. On: the reading of riichi_advanced, which encodes the 2026 manual the guide seems to follow.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'vietnamese-guide',
      'the guide: “inside a run or triplet, but never a quad”; riichi_advanced allows a joker in the pair, but no rule text says so',
      { also: ['riichi-advanced-vietnamese'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'jokersInSpecialShapes',
    label: 'Jokers in Seven Pairs, Thirteen Orphans and Nine Gates',
    description:
      'Off (default): the special shapes are made of real tiles, as the guide lets jokers stand only in runs and triplets. On: riichi_advanced’s reading, where the special shapes earn a no-joker bonus.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'vietnamese-guide',
      'the default follows the guide; riichi_advanced allows jokers there',
      { also: ['riichi-advanced-vietnamese'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'maxJokersPerCalledMeld',
    label: 'Jokers in one called meld',
    description:
      'No limit (default): the guide sets none; a called meld still holds its real claimed tile. At most one: riichi_advanced’s rule.',
    type: 'choice',
    default: 'no-limit',
    choices: [choice('no-limit', 'No limit'), choice('1', 'At most one')],
    source: tableOption(
      'vietnamese-guide',
      'the guide is silent, so no limit (the default); riichi_advanced allows at most one, its older documentation sets no limit',
      {
        also: ['riichi-advanced-vietnamese', 'riichi-advanced-vietnamese-older'],
        confidence: 'disputed',
      },
    ),
  },
  {
    id: 'sevenPairs',
    label: 'Seven Pairs',
    description:
      'Allowed (the guide lists it as a special shape); some tables allow it only on a self-draw or drop it, especially with many joker sets.',
    type: 'choice',
    default: 'allowed',
    choices: [
      choice('allowed', 'Allowed'),
      choice('self-draw-only', 'Self-draw only'),
      choice('banned', 'Not a winning hand'),
    ],
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese', 'riichi-advanced-vietnamese-older'],
      note: 'riichi_advanced offers “No Seven Pairs” and “Self-draw Seven Pairs only” as optional variations; its older documentation says it is not a Vietnamese hand',
    },
  },
  {
    id: 'leftoverPhan',
    label: 'Points per leftover phán',
    description:
      'Phán left over after the mủn are counted pay a flat amount each, never doubled: 6 in the guide; 2 or 1 in riichi_advanced’s optional variations; ignored in the older rules.',
    type: 'choice',
    default: '6',
    choices: [
      choice('6', '6 points (the guide)'),
      choice('2', '2 points'),
      choice('1', '1 point'),
      choice('0', 'Ignored'),
    ],
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese', 'riichi-advanced-vietnamese-older'],
      note: 'the guide: “any leftover phán are a flat 6 points each”; riichi_advanced’s optional variations pay 1 or 2, its older documentation ignores them',
    },
  },
  {
    id: 'hopValue',
    label: 'Banked Hợp joker',
    description:
      'A banked Hợp (J8) scores 2 phán, 3 for North or when declared in the opening flower round (the manual’s text as riichi_advanced quotes it); riichi_advanced’s code and tests use 1 and 2.',
    type: 'choice',
    default: '2-3',
    choices: [
      choice('2-3', '2 phán, 3 for North or opening round'),
      choice('1-2', '1 phán, 2 for North or opening round'),
    ],
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; the manual’s text gives 2/3 (our default), riichi_advanced’s code 1/2',
      { also: ['canhnongminhduc-vietnamese'], confidence: 'disputed' },
    ),
  },
  {
    id: 'bankedJokerBreaksNoJoker',
    label: 'Banked jokers and the no-joker bonuses',
    description:
      'The no-joker bonuses need a strict zero: no joker in the hand, and none bounced out of a meld (the guide). A joker banked without ever being played does not break them (default); riichi_advanced also counts a joker declared in the opening flower round as used.',
    type: 'choice',
    default: 'never',
    choices: [
      choice('never', 'A banked joker never counts as used'),
      choice('initial-round', 'Tổng or Hợp banked in the opening round counts as used'),
    ],
    source: tableOption(
      'vietnamese-guide',
      'the guide: “a strict, literal zero”, without saying whether a banked joker counts; the exact rule is not confirmed by any source',
      { also: ['riichi-advanced-vietnamese'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'flowerSets',
    label: 'Full Flowers or Seasons set scores 1 mủn',
    description:
      'The guide names the Bouquet (Bộ Hoa) for all four Emperors or all four Empresses; riichi_advanced also gives 1 mủn for all four Flowers or all four Seasons, replacing their seat phán.',
    type: 'boolean',
    default: true,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent on flowers and seasons; riichi_advanced and tsumo.io give 1 mủn (our default), a Vietnamese-language rules page only +1 phán',
      { also: ['tsumo-vietnamese', 'canhnongminhduc-vietnamese'], confidence: 'disputed' },
    ),
  },
  {
    id: 'blessingOfMan',
    label: 'Blessing of Man (Nhân Ù)',
    description:
      'A win on a discard before your first draw scores 2 mủn; one of riichi_advanced’s optional variations removes it.',
    type: 'boolean',
    default: true,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; on by default, as riichi_advanced plays it',
      { also: ['riichi-advanced-vietnamese-older'] },
    ),
  },
  {
    id: 'bigThreeDragons',
    label: 'Big Three Dragons value',
    description:
      '9 phán in the 2026 manual (as riichi_advanced encodes it); 2 mủn in the older rules.',
    type: 'choice',
    default: '9-phan',
    choices: [choice('9-phan', '9 phán (riichi_advanced)'), choice('2-mun', '2 mủn (older rules)')],
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; riichi_advanced’s value is our default, the older rules differ',
      { also: ['riichi-advanced-vietnamese-older'], confidence: 'disputed' },
    ),
  },
  {
    id: 'thirteenOrphans',
    label: 'Thirteen Orphans value',
    description:
      '13 phán in the 2026 manual (as riichi_advanced and tsumo.io give it); 2 mủn in the older rules.',
    type: 'choice',
    default: '13-phan',
    choices: [
      choice('13-phan', '13 phán (riichi_advanced, tsumo.io)'),
      choice('2-mun', '2 mủn (older rules)'),
    ],
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; riichi_advanced’s value is our default, the older rules differ',
      { also: ['riichi-advanced-vietnamese-older'], confidence: 'disputed' },
    ),
  },
  {
    id: 'littleFourWinds',
    label: 'Little Four Winds value',
    description:
      '4 mủn in the 2026 manual (as riichi_advanced encodes it); 5 mủn in the older rules.',
    type: 'choice',
    default: '4-mun',
    choices: [choice('4-mun', '4 mủn (riichi_advanced)'), choice('5-mun', '5 mủn (older rules)')],
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; riichi_advanced’s value is our default, the older rules differ',
      { also: ['riichi-advanced-vietnamese-older'], confidence: 'disputed' },
    ),
  },
  {
    id: 'littleDragonsAbsorbTriplets',
    label: 'Little Three Dragons replaces its dragon-triplet phán',
    description:
      'On (default): Little Three Dragons counts its 1 mủn and not the 1 phán of each of its two dragon triplets, as the guide says of every big pattern (only the big version counts). Off: the two triplets add their phán on top, as riichi_advanced counts them.',
    type: 'boolean',
    default: true,
    source: tableOption(
      'vietnamese-guide',
      'the guide: “if your hand is good enough for the big version, you only count the big version”; it does not name this pair, and riichi_advanced adds the triplets’ phán',
      { also: ['riichi-advanced-vietnamese'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'allTripletPatternsReplaceAllSets',
    label: 'All-triplet big patterns replace All Sets',
    description:
      'Off (default): All Sets (3 phán, +1 with no joker) also counts beside All Terminals, All Honours, All Terminals and Honours, Four Closed Sets, Four Quads and Big Four Winds, hands that are always all triplets, as riichi_advanced counts them. On: the guide’s “you only count the big version” is read to cover All Sets too, and each of those patterns replaces it.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'riichi_advanced counts All Sets beside these patterns and its list of bigger patterns that replace smaller ones does not name All Sets; the guide’s rule that only the big version counts names no pair, so a table may read it to cover All Sets',
      { also: ['vietnamese-guide'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'closedBonusReplacesPhan',
    label: 'The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand',
    description:
      'Off (default): a big pattern’s +1 mủn for a closed hand self-drawn on a single wait comes on top of the Single Wait and Fully Closed Hand phán, as riichi_advanced counts it (the bonus needs both patterns). On: the mủn replaces those two phán, reading the guide’s “you only count the big version” to cover them.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'riichi_advanced gives the bonus only where the Single Wait and Fully Closed Hand patterns both count, and counts them too; the guide is silent on the bonus',
      { also: ['vietnamese-guide'], confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'trueNfnl',
    label: 'True No Flowers No Leaves value',
    description: '2 mủn in riichi_advanced; tsumo.io gives 1 mủn, the older rules 3 mủn.',
    type: 'choice',
    default: '2-mun',
    choices: [
      choice('2-mun', '2 mủn (riichi_advanced)'),
      choice('1-mun', '1 mủn (tsumo.io)'),
      choice('3-mun', '3 mủn (older rules)'),
    ],
    source: tableOption(
      'riichi-advanced-vietnamese',
      'the guide is silent; riichi_advanced’s value is our default',
      { also: ['tsumo-vietnamese', 'riichi-advanced-vietnamese-older'], confidence: 'disputed' },
    ),
  },
  {
    id: 'robbingBounce',
    label: 'Robbing a bounce (Bắt Quân Nẩy)',
    description:
      'Optional rule: win on the real tile another player bounces into a pung, 1 phán; the bouncer pays as a discarder.',
    type: 'boolean',
    default: false,
    source: OPTIONAL_VARIATION,
  },
  {
    id: 'doubleTripletWait',
    label: 'Double Triplet Wait scores 1 phán',
    description:
      'Optional rule: winning on a two-pair wait (the winning tile turns one pair into a triplet) scores 1 phán.',
    type: 'boolean',
    default: false,
    source: OPTIONAL_VARIATION,
  },
  {
    id: 'eightTenFlowers',
    label: 'Eight Flowers and Ten Flowers',
    description:
      'Optional rule: holding 8 (Bát Hoa) or 10 (Thập Hoa) of the 16 flower tiles scores 1 mủn each.',
    type: 'boolean',
    default: false,
    source: OPTIONAL_VARIATION,
  },
  {
    id: 'sixConsecutiveWins',
    label: 'Six Consecutive Wins (Lục Khôi)',
    description:
      "Optional rule: a player's sixth win in a row scores 1 mủn, and each further win in the streak one more (give the streak among the winning details).",
    type: 'boolean',
    default: false,
    source: OPTIONAL_VARIATION,
  },
  {
    id: 'twoSameJokers',
    label: 'Two Anything / Two Number Jokers',
    description:
      'Optional rule for sets with several copies of each joker: two Tổng (Nhị Tổng) or two Hợp (Nhị Hợp) held anywhere score 1 mủn, or 3 phán when both are banked.',
    type: 'boolean',
    default: false,
    source: OPTIONAL_VARIATION,
  },
  {
    id: 'progressiveCounting',
    label: 'Progressive Counting (Sự Tính Lũy Tiến)',
    description:
      'Unconfirmed (one source, riichi_advanced). Off by default: the guide does not have it. On: once the hand scores a pattern valued in mủn, All Sets, All Called, Half Flush, and Single Wait + All Runs + Fully Closed each add 3 phán (Half Flush also when it counts with both All Sets and All Called); with Big Three Dragons the boost becomes 3 phán plus 1 mủn per pairing (see its pattern page). Narrowest reading: "already a mủn" is a pattern valued in mủn, never phán adding up to six.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'its scoring code and tests; off by default because the guide our rules follow does not have it',
      { confidence: 'unconfirmed' },
    ),
  },
  {
    id: 'throwingNfnl',
    label: 'Throwing variants of No Flowers No Leaves',
    description:
      'Off by default: the guide has no such rule (riichi_advanced only). On: a win on your own draw after opening with 3 or more discards in a row of blue jokers or Hợp, or of flowers or Đại Hoa, scores 1 mủn, +1 per further such discard; after flowers and jokers mixed (on a draw or a discard) 1 mủn, or n − 3 for a run of n ≥ 5. Claimed among the winning details, with the number of discards in a row; read narrowly: a complete hand, no call, nothing set aside, suit tiles only.',
    type: 'boolean',
    default: false,
    source: tableOption(
      'riichi-advanced-vietnamese',
      'its rules and tests; off by default because the guide our rules follow does not have it',
      { confidence: 'single' },
    ),
  },
  {
    id: 'allFourSeatFlowers',
    label: 'All Four Seat Flowers scores 2 mủn',
    description:
      "Off by default: the guide does not have it; one source lists it (tsumo.io). On: your seat's flower, season, emperor and empress score 2 mủn, replacing their four seat phán.",
    type: 'boolean',
    default: false,
    source: tableOption(
      'tsumo-vietnamese',
      'off by default because the guide our rules follow does not have it',
      { confidence: 'single' },
    ),
  },
]);

/** The options table: what the engine accepts in a request and what the page lists. */
export const VN_OPTIONS = VN_TABLE.decls;
/** Vietnamese's resolved options, each typed by its declaration (`vnOptions(options).cap` is a number). */
export const vnOptions = VN_TABLE.read;

/** The physical set the options choose. */
export function setOptionsOf(o: Options): VietnameseSetOptions {
  return {
    jokerCopies: Number(vnOptions(o).jokerCopies) as JokerCopies,
    honourJoker: vnOptions(o).honourJoker,
  };
}

/** The joker placement rules the options choose. */
export function jokerRulesOf(o: Options): JokerRules {
  return {
    jokersInPair: o.jokersInPair === true,
    jokersInSpecialShapes: o.jokersInSpecialShapes === true,
    maxJokersPerCalledMeld: o.maxJokersPerCalledMeld === '1' ? 1 : 3,
  };
}
