/** Winds and dragons (fact sheet §6.1, §6.2, Family A). */
import { isDragon, isWind, windIndex } from '../../../engine/tiles';
import type { DetectInput, Occurrence, PatternDef } from '../../../engine/variant';
import { ruleset } from '../sources';
import { ex, heldTiles, ON_DISCARD, pairOf, pungLike, REPLACES_ALL_SETS } from './helpers';

/** Positions (in the reading's groups) of the triplets and quads whose tile passes `test`. */
const pungsOf = ({ reading }: DetectInput, test: (tile: number) => boolean): number[] =>
  reading.groups.flatMap((g, k) => (pungLike(g) && test(g.tile) ? [k] : []));
const eachAlone = (sets: number[]): Occurrence[] => sets.map((k) => ({ sets: [k] }));
/** Little Three Dragons or Little Four Winds: `n` triplets of the kind and a pair of it. */
function little(input: DetectInput, test: (tile: number) => boolean, n: number): Occurrence[] {
  const pair = pairOf(input);
  const pungs = pungsOf(input, test);
  if (!pair || !test(pair.tile) || pungs.length !== n) return [];
  return [{ sets: [...pungs, input.reading.groups.indexOf(pair)] }];
}
/** Big Three Dragons or Big Four Winds: `n` triplets of the kind. */
function big(input: DetectInput, test: (tile: number) => boolean, n: number): Occurrence[] {
  const pungs = pungsOf(input, test);
  return pungs.length === n ? [{ sets: pungs }] : [];
}
const windTriplets = (why: string) => [
  { id: 'seat-wind-pung', scope: 'sets' as const, why },
  { id: 'prevalent-wind-pung', scope: 'sets' as const, why },
];

export const HONOUR_PATTERNS: PatternDef[] = [
  {
    id: 'dragon-pung',
    name: 'Dragon Triplet',
    native: [{ text: 'Bạch / Phát / Trung', language: 'Vietnamese' }],
    aliases: ['Dragon Pung', 'Dragon Pong'],
    value: 1,
    category: 'honours',
    definition: 'A triplet or quad of any dragon: 1 phán for each.',
    translations: {
      'zh-cn': {
        name: '箭刻',
        definition: '任何一种箭牌的刻子或杠：每副1 phán。',
        explanation:
          '越南名称按箭牌而定：Bạch（白板）、Phát（发财）、Trung（红中）。属于箭牌范围的混儿可以代替刻子里的牌。大三元替代这些phán；小三元也替代，除非关闭桌上规则“小三元替代箭刻的phán”。',
      },
      vi: {
        definition: 'Mỗi Phỗng hoặc Coong rồng (Bạch, Phát hoặc Trung) được 1 phán.',
        explanation:
          'Gọi theo tên rồng: Bạch (trắng), Phát (xanh), Trung (đỏ). Khung thuộc phạm vi rồng có thể thay quân trong Phỗng. Đại Tam Nguyên thay cho các phán này; Tiểu Tam Nguyên cũng vậy, trừ khi tắt luật bàn “Tiểu Tam Nguyên thay cho phán Phỗng Rồng”.',
      },
    },
    explanation:
      "Named after the dragon: Bạch (white), Phát (green), Trung (red). A joker of the dragon's domain may stand in the triplet. Big Three Dragons replaces these phán; so does Little Three Dragons, unless the table rule “Little Three Dragons replaces its dragon-triplet phán” is off.",
    source: ruleset('single'),
    detect: (input) => eachAlone(pungsOf(input, isDragon)),
    examples: [
      ex('123m 456p 789s 5s [RDRDRD] @5s', true, 1, {
        en: 'A red dragon triplet: 1 phán.',
        vi: 'Một Phỗng Trung: 1 phán.',
        'zh-cn': '一副红中刻子：1 phán。',
      }),
      ex('123m 5s J7 GDGD [RDRDRD] [NNN] @5s', true, 2, {
        en: 'Two dragon triplets, one of them finished by the dragon joker Nguyên (J7) standing for a dragon.',
        vi: 'Hai Phỗng rồng, một Phỗng được hoàn thành nhờ khung rồng Nguyên (J7) thay một quân rồng.',
        'zh-cn': '两副箭刻，其中一副由代替箭牌的箭牌混儿Nguyên（J7）补成。',
      }),
      ex('123m 456p 789s RD [NNN] @RD', false, 6, {
        en: 'Only a pair of red dragons: no phán, so the jokerless hand is a No-Jokers Mosquito Hand (1 mủn).',
        vi: 'Chỉ có một đôi Trung: không có phán, nên bài không khung này là Muỗi Không Khung (1 mủn).',
        'zh-cn': '只有一对红中：没有phán，所以这手没有混儿的牌是无混儿无番和（1 mủn）。',
      }),
    ],
  },
  {
    id: 'prevalent-wind-pung',
    name: 'Prevalent Wind Triplet',
    native: [{ text: 'Tài Phao Gió', language: 'Vietnamese' }],
    aliases: ['Round Wind Pung'],
    value: 1,
    category: 'honours',
    definition: "A triplet or quad of the round's wind.",
    translations: {
      'zh-cn': {
        name: '圈风刻',
        definition: '一副与圈风相同的风牌刻子或杠。',
        explanation:
          '东风圈时就是东风的刻子。圈风同时也是你的门风时，这副刻子两项都计。小四喜和大四喜替代它。',
      },
      vi: {
        definition: 'Phỗng hoặc Coong gió của vòng đang chơi.',
        explanation:
          'Ở vòng Đông, đó là Phỗng Đông. Khi gió vòng cũng là gió cửa của bạn, Phỗng đó được tính cả hai. Tiểu Tứ Hỉ và Đại Tứ Hỉ thay cho nó.',
      },
    },
    explanation:
      'In the East round, a triplet of East. When the round wind is also your seat wind, the triplet scores both. Little and Big Four Winds replace it.',
    source: ruleset('single'),
    detect: (input) => eachAlone(pungsOf(input, (t) => t === windIndex(input.win.round))),
    examples: [
      ex('123m 456p 789s 5s [EEE] @5s', true, 1, {
        en: 'East triplet in the East round.',
        vi: 'Phỗng Đông ở vòng Đông.',
        'zh-cn': '东风圈里的一副东风刻子。',
      }),
      ex(
        '123m 456p 789s 5s [EEE] @5s',
        true,
        2,
        {
          en: 'East wins in the East round: prevalent and seat wind, 1 phán each.',
          vi: 'Nhà Đông ù ở vòng Đông: gió vòng và gió cửa, mỗi thứ 1 phán.',
          'zh-cn': '东家在东风圈和牌：圈风和门风各1 phán。',
        },
        { seat: 'E', round: 'E', discarder: 'W' },
      ),
      ex('123m 456p 789s 5s [WWW] @5s', false, 6, {
        en: "West is neither the round wind nor South's seat: a jokerless hand with no phán (No-Jokers Mosquito, 1 mủn).",
        vi: 'Tây không phải gió vòng, cũng không phải cửa của nhà Nam: bài không khung và không có phán (Muỗi Không Khung, 1 mủn).',
        'zh-cn':
          '西风既不是圈风，也不是南家的门风：没有混儿也没有phán的牌（无混儿无番和，1 mủn）。',
      }),
    ],
  },
  {
    id: 'seat-wind-pung',
    name: 'Seat Wind Triplet',
    native: [{ text: 'Tài Phao Cửa', language: 'Vietnamese' }],
    aliases: ['Seat Wind Pung', 'Own Wind'],
    value: 1,
    category: 'honours',
    definition: "A triplet or quad of your own seat's wind.",
    translations: {
      'zh-cn': {
        name: '门风刻',
        definition: '一副与自己门风相同的风牌刻子或杠。',
        explanation: '东是庄家的座位，然后依次是南、西、北。小四喜和大四喜替代它。',
      },
      vi: {
        definition: 'Phỗng hoặc Coong gió cửa của mình.',
        explanation:
          'Đông là cửa của nhà cái, rồi đến Nam, Tây, Bắc. Tiểu Tứ Hỉ và Đại Tứ Hỉ thay cho nó.',
      },
    },
    explanation:
      "East is the dealer's seat, then South, West, North. Little and Big Four Winds replace it.",
    source: ruleset('single'),
    detect: (input) => eachAlone(pungsOf(input, (t) => t === windIndex(input.win.seat))),
    examples: [
      ex('123m 456p 789s 5s [SSS] @5s', true, 1, {
        en: 'South holds a South triplet.',
        vi: 'Nhà Nam có một Phỗng Nam.',
        'zh-cn': '南家有一副南风刻子。',
      }),
      ex('123m 456p 789s 5s SS J6 @5s', true, 1, {
        en: 'The wind joker Hỉ (J6) completes the South triplet among the standing tiles.',
        vi: 'Khung gió Hỉ (J6) hoàn thành Phỗng Nam trong số quân trên tay.',
        'zh-cn': '风牌混儿Hỉ（J6）在手中的牌里补成南风刻子。',
      }),
      ex('123m 456p 789s 5s [NNN] @5s', false, 6, {
        en: "North is another seat's wind: no phán, a jokerless No-Jokers Mosquito Hand.",
        vi: 'Bắc là gió cửa của người khác: không có phán, bài không khung là Muỗi Không Khung.',
        'zh-cn': '北风是别家的门风：没有phán，是没有混儿的无混儿无番和。',
      }),
    ],
  },
  {
    id: 'little-three-dragons',
    name: 'Little Three Dragons',
    native: [{ text: 'Tiểu Tam Nguyên', language: 'Vietnamese' }],
    aliases: ['Small Three Dragons'],
    value: 6,
    category: 'honours',
    definition: 'Triplets of two dragons and a pair of the third: 1 mủn.',
    translations: {
      'zh-cn': {
        name: '小三元',
        definition: '两种箭牌的刻子或杠，以第三种箭牌作将：1 mủn。',
        explanation:
          '它替代其中两副箭刻各自的1 phán（指南：只计大的番种）；关闭桌上规则“小三元替代箭刻的phán”则照加，与riichi_advanced的算法相同。三种箭牌都成刻子时，这手牌改计大三元。',
      },
      vi: {
        definition: 'Phỗng hai rồng và một đôi rồng thứ ba: 1 mủn.',
        explanation:
          'Cách này thay cho 1 phán của mỗi Phỗng rồng trong đó (bản hướng dẫn: chỉ tính cách lớn); tắt luật bàn “Tiểu Tam Nguyên thay cho phán Phỗng Rồng” thì các phán đó được cộng thêm, như riichi_advanced tính. Nếu cả ba rồng đều là Phỗng thì bài là Đại Tam Nguyên.',
      },
    },
    explanation:
      'It replaces the 1 phán of each of its two dragon triplets (the guide: only the big version counts); the table rule “Little Three Dragons replaces its dragon-triplet phán” turned off adds them, as riichi_advanced does. With all three dragons as triplets the hand is Big Three Dragons instead.',
    excludes: [
      {
        id: 'dragon-pung',
        scope: 'sets',
        whenOption: 'littleDragonsAbsorbTriplets',
        why: 'Little Three Dragons is made of these dragon triplets and the guide counts only the big version; a table may add their phán (the table rule “Little Three Dragons replaces its dragon-triplet phán”, on by default)',
      },
    ],
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: (input) => little(input, isDragon, 2),
    examples: [
      ex('123m 456p WD [RDRDRD] [GDGDGD] @WD', true, 12, {
        en: 'Red and green triplets, a white pair: 1 mủn, +1 mủn with no joker = 2 mủn; the two dragon triplets add nothing.',
        vi: 'Phỗng Trung và Phỗng Phát, đôi Bạch: 1 mủn, +1 mủn vì không có khung = 2 mủn; hai Phỗng rồng không cộng thêm gì.',
        'zh-cn': '红中和发财的刻子，一对白板：1 mủn，没有混儿+1 mủn = 2 mủn；两副箭刻不另计。',
      }),
      ex(
        '123m 456p WD [RDRDRD] [GDGDGD] @WD',
        true,
        14,
        {
          en: 'With the table rule off, the two dragon triplets add 1 phán each: 2 mủn 2 phán.',
          vi: 'Khi tắt luật bàn, hai Phỗng rồng mỗi Phỗng thêm 1 phán: 2 mủn 2 phán.',
          'zh-cn': '关闭这条桌上规则时，两副箭刻各加1 phán：2 mủn 2 phán。',
        },
        ON_DISCARD,
        { littleDragonsAbsorbTriplets: false },
      ),
      ex('123m 456p 5s [RDRDRD] [GDGDGD] @5s', false, 2, {
        en: 'The pair is not a dragon: only the two dragon triplets.',
        vi: 'Đôi không phải rồng: chỉ có hai Phỗng rồng.',
        'zh-cn': '将不是箭牌：只计两副箭刻。',
      }),
    ],
  },
  {
    id: 'big-three-dragons',
    name: 'Big Three Dragons',
    native: [{ text: 'Đại Tam Nguyên', language: 'Vietnamese' }],
    aliases: ['Great Three Dragons'],
    value: 9,
    category: 'honours',
    definition: 'Triplets or quads of all three dragons: 9 phán (option: 2 mủn).',
    translations: {
      'zh-cn': {
        name: '大三元',
        definition: '三种箭牌都是刻子或杠：9 phán（桌上规则可改为2 mủn）。',
        explanation:
          '按riichi_advanced所编写的2026年手册计9 phán，旧规则计2 mủn（桌上规则“大三元的番值”）。它替代小三元和箭刻的phán。',
      },
      vi: {
        definition: 'Phỗng hoặc Coong cả ba rồng: 9 phán (tùy chọn: 2 mủn).',
        explanation:
          'Được 9 phán theo cuốn cẩm nang năm 2026 như riichi_advanced ghi lại, 2 mủn theo luật cũ (luật bàn “Giá trị Đại Tam Nguyên”). Cách này thay cho Tiểu Tam Nguyên và phán Phỗng rồng.',
      },
    },
    explanation:
      'Worth 9 phán in the 2026 manual as riichi_advanced encodes it, 2 mủn in the older rules (the table rule “Big Three Dragons value”). It replaces Little Three Dragons and the dragon-triplet phán.',
    excludes: [
      {
        id: 'dragon-pung',
        scope: 'sets',
        why: 'Big Three Dragons replaces the dragon-triplet phán',
      },
      {
        id: 'little-three-dragons',
        why: 'the bigger pattern replaces the smaller, as the guide says',
      },
    ],
    source: ruleset('single', 'the older rules give 2 mủn', ['riichi-advanced-vietnamese-older']),
    valueFor: ({ options }) => (options.bigThreeDragons === '2-mun' ? 12 : 9),
    detect: (input) => big(input, isDragon, 3),
    examples: [
      ex('123m 5s J7 RDRD [GDGDGD] [WDWDWD] @5s', true, 9, {
        en: 'All three dragons, the red one finished by the dragon joker: 9 phán, and no dragon-triplet phán.',
        vi: 'Đủ ba rồng, Phỗng Trung được hoàn thành nhờ khung rồng: 9 phán, không có phán Phỗng rồng.',
        'zh-cn': '三种箭牌齐全，红中刻子由箭牌混儿补成：9 phán，不计箭刻的phán。',
      }),
      ex('123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s', true, 15, {
        en: 'Without jokers the no-joker bonus adds 1 mủn: 2 mủn 3 phán.',
        vi: 'Không có khung thì thưởng không khung thêm 1 mủn: 2 mủn 3 phán.',
        'zh-cn': '没有混儿时，无混儿加分再加1 mủn：2 mủn 3 phán。',
      }),
      ex(
        '123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s',
        true,
        18,
        {
          en: 'Valued at 2 mủn by the table rule, plus the no-joker mủn: 3 mủn.',
          vi: 'Được 2 mủn theo luật bàn, cộng mủn không khung: 3 mủn.',
          'zh-cn': '按桌上规则计2 mủn，加上无混儿的mủn：3 mủn。',
        },
        ON_DISCARD,
        { bigThreeDragons: '2-mun' },
      ),
      ex('123m 456p WD [RDRDRD] [GDGDGD] @WD', false, 12, {
        en: 'Only a white pair: Little Three Dragons with its no-joker mủn.',
        vi: 'Chỉ có đôi Bạch: Tiểu Tam Nguyên cùng mủn không khung của nó.',
        'zh-cn': '白板只有一对：小三元加它的无混儿mủn。',
      }),
    ],
  },
  {
    id: 'little-four-winds',
    name: 'Little Four Winds',
    native: [{ text: 'Tiểu Tứ Hỉ', language: 'Vietnamese' }],
    aliases: ['Small Four Winds', 'Small Four Happiness'],
    value: 24,
    category: 'honours',
    definition:
      'Triplets of three winds and a pair of the fourth: 4 mủn (option: 5 mủn; +1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '小四喜',
        definition:
          '三种风牌的刻子或杠，以第四种风牌作将：4 mủn（桌上规则可改为5 mủn；没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation:
          'riichi_advanced计4 mủn，旧规则计5 mủn（桌上规则“小四喜的番值”）。它替代其中三副风刻的门风和圈风phán（指南：只计大的番种）。',
      },
      vi: {
        definition:
          'Phỗng ba gió và một đôi gió thứ tư: 4 mủn (tùy chọn: 5 mủn; thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation:
          'Được 4 mủn theo riichi_advanced, 5 mủn theo luật cũ (luật bàn “Giá trị Tiểu Tứ Hỉ”). Cách này thay cho phán gió cửa và phán gió vòng của ba Phỗng gió trong đó (bản hướng dẫn: chỉ tính cách lớn).',
      },
    },
    explanation:
      '4 mủn in riichi_advanced, 5 mủn in the older rules (the table rule “Little Four Winds value”). It replaces the seat-wind and prevalent-wind phán of its three triplets (the guide: only the big version counts).',
    excludes: windTriplets(
      'Little Four Winds is made of these wind triplets: the guide counts only the big version',
    ),
    source: ruleset('single', 'the older rules give 5 mủn', ['riichi-advanced-vietnamese-older']),
    valueFor: ({ options }) => (options.littleFourWinds === '5-mun' ? 30 : 24),
    detect: (input) => little(input, isWind, 3),
    examples: [
      ex('12mJ4 N [EEE] [WWW] [SSS] @N', true, 27, {
        en: 'East, West and South triplets with a North pair; the characters joker Màn (J4) stands for 3m: 4 mủn and Half Flush 3; the East (round) and South (seat) triplets add nothing.',
        vi: 'Phỗng Đông, Tây và Nam cùng một đôi Bắc; khung Vạn Màn (J4) thay 3m: 4 mủn và Lai Hàng 3; Phỗng Đông (gió vòng) và Phỗng Nam (gió cửa) không cộng thêm gì.',
        'zh-cn':
          '东、西、南风刻子加一对北风；万子混儿Màn（J4）代替3m：4 mủn，混一色3；东风（圈风）和南风（门风）刻子不另计。',
      }),
      ex('123m N [EEE] [WWW] [SSS] @N', true, 33, {
        en: 'Without jokers: 4 mủn + 1 mủn, Half Flush 3.',
        vi: 'Không có khung: 4 mủn + 1 mủn, Lai Hàng 3.',
        'zh-cn': '没有混儿：4 mủn + 1 mủn，混一色3。',
      }),
      ex('123m 5s [EEE] [WWW] [SSS] @5s', false, 2, {
        en: 'Three wind triplets but no wind pair: only the round and seat wind phán.',
        vi: 'Ba Phỗng gió nhưng không có đôi gió: chỉ có phán gió vòng và gió cửa.',
        'zh-cn': '三副风刻但将不是风牌：只计圈风和门风的phán。',
      }),
    ],
  },
  {
    id: 'big-four-winds',
    name: 'Big Four Winds',
    native: [{ text: 'Đại Tứ Hỉ', language: 'Vietnamese' }],
    aliases: ['Great Four Winds', 'Big Four Happiness'],
    value: 48,
    category: 'honours',
    definition:
      'Triplets or quads of all four winds: 8 mủn (+1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '大四喜',
        definition: '四种风牌都是刻子或杠：8 mủn（没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation: '它替代小四喜，以及其中各副风刻的门风和圈风phán（指南：只计大的番种）。',
      },
      vi: {
        definition:
          'Phỗng hoặc Coong cả bốn gió: 8 mủn (thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation:
          'Cách này thay cho Tiểu Tứ Hỉ và phán gió cửa, phán gió vòng của các Phỗng gió trong đó (bản hướng dẫn: chỉ tính cách lớn).',
      },
    },
    explanation:
      'It replaces Little Four Winds and the seat-wind and prevalent-wind phán of its triplets (the guide: only the big version counts).',
    excludes: [
      REPLACES_ALL_SETS,
      { id: 'little-four-winds', why: 'the bigger pattern replaces the smaller' },
      ...windTriplets(
        'Big Four Winds is made of these wind triplets: the guide counts only the big version',
      ),
    ],
    source: ruleset('agreed', undefined, ['riichi-advanced-vietnamese-older']),
    detect: (input) => big(input, isWind, 4),
    examples: [
      ex('5s J6 EE [SSS] [WWW] [NNN] @5s', true, 54, {
        en: 'Four wind triplets, East finished by the wind joker: 8 mủn, All Sets 3, Half Flush 3; the round and seat wind triplets add nothing.',
        vi: 'Bốn Phỗng gió, Phỗng Đông được hoàn thành nhờ khung gió: 8 mủn, Tui Tui 3, Lai Hàng 3; Phỗng gió vòng và gió cửa không cộng thêm gì.',
        'zh-cn':
          '四副风刻，东风刻子由风牌混儿补成：8 mủn，碰碰和3，混一色3；圈风和门风刻子不另计。',
      }),
      ex('123m N [EEE] [WWW] [SSS] @N', false, 33, {
        en: 'A North pair, not a triplet: Little Four Winds with its no-joker mủn, Half Flush 3.',
        vi: 'Bắc là đôi, không phải Phỗng: Tiểu Tứ Hỉ cùng mủn không khung của nó, Lai Hàng 3.',
        'zh-cn': '北风是将，不是刻子：小四喜加它的无混儿mủn，混一色3。',
      }),
    ],
  },
  {
    id: 'all-honours',
    name: 'All Honours',
    native: [
      { text: 'Toàn Chử', language: 'Vietnamese' },
      { text: 'Toàn Chữ', language: 'Vietnamese (tsumo.io)' },
    ],
    aliases: ['All Honors'],
    value: 24,
    category: 'honours',
    definition:
      'Only winds and dragons: 4 mủn (+1 mủn with no joker, +1 mủn when self-drawn on a single wait in a closed hand).',
    translations: {
      'zh-cn': {
        name: '字一色',
        definition: '只有风牌和箭牌：4 mủn（没有混儿再加1 mủn，门清独听自摸再加1 mủn）。',
        explanation:
          '碰碰和以及风牌和箭牌的phán照计。它替代混幺九，即它总是包含的较小番种（指南的“大的替代小的”；没有任何出处给这两者排序）。',
      },
      vi: {
        definition:
          'Chỉ có gió và rồng: 4 mủn (thêm 1 mủn nếu không có khung, thêm 1 mủn nếu tự ù chờ một quân với bài kín).',
        explanation:
          'Tui Tui và các phán gió, rồng vẫn được tính. Cách này thay cho Tui Tui Lai Nhất Cửu, cách nhỏ hơn mà nó luôn bao gồm (nguyên tắc “lớn thay nhỏ” của bản hướng dẫn; không nguồn nào xếp hạng cặp này).',
      },
    },
    explanation:
      'All Sets and the wind and dragon phán still count. It replaces All Terminals and Honours, the smaller pattern it always contains (the guide’s “bigger replaces smaller”; no source ranks this pair).',
    excludes: [
      REPLACES_ALL_SETS,
      {
        id: 'all-terminals-honours',
        why: 'every all-honours hand is also terminals-and-honours: the bigger pattern replaces the smaller, as the guide says',
      },
    ],
    source: ruleset('agreed', 'the older rules give 1 mủn', [
      'tsumo-vietnamese',
      'riichi-advanced-vietnamese-older',
    ]),
    detect: (input) => (heldTiles(input).every((t) => t >= 27) ? 1 : 0),
    examples: [
      ex('GD J7 RDRDRD SS [EEE] [NNN] @GD', true, 30, {
        en: 'Winds and dragons only, the green dragon triplet finished by the dragon joker: 4 mủn, All Sets 3, East round 1, two dragon triplets 2.',
        vi: 'Chỉ có gió và rồng, Phỗng Phát được hoàn thành nhờ khung rồng: 4 mủn, Tui Tui 3, vòng Đông 1, hai Phỗng rồng 2.',
        'zh-cn': '只有风牌和箭牌，发财刻子由箭牌混儿补成：4 mủn，碰碰和3，东风圈1，两副箭刻2。',
      }),
      ex('123m GD RDRDRD [EEE] [NNN] @GD', false, 5, {
        en: 'One run of characters: not all honours; Half Flush 3, East round 1, red dragon 1.',
        vi: 'Một sảnh Vạn: không phải toàn quân chữ; Lai Hàng 3, vòng Đông 1, Trung 1.',
        'zh-cn': '有一副万子顺子：不是全字牌；混一色3，东风圈1，红中1。',
      }),
    ],
  },
];
