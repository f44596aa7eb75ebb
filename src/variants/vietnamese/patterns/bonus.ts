/** Flowers and jokers set aside (fact sheet §6.2, §6.5; seed 000 for the Bouquet). */
import type { Hand } from '../../../engine/hand';
import type { Wind } from '../../../engine/tiles';
import type { DetectInput, Options, PatternDef } from '../../../engine/variant';
import { extraOf } from '../context';
import { setOptionsOf } from '../options';
import { optionalVariation, ruleset, tableOption, VN_GUIDE } from '../sources';
import { EMPERORS, EMPRESSES, isJokerCode, type JokerCode, jokersInSet } from '../tiles';
import { bankedJokers, ex, SELF_DRAWN, seatNumber } from './helpers';

const QUARTETS: Record<string, readonly string[]> = {
  F: ['F1', 'F2', 'F3', 'F4'],
  S: ['S1', 'S2', 'S3', 'S4'],
  K: EMPERORS,
  Q: EMPRESSES,
};
const complete = (hand: Hand, q: string) =>
  QUARTETS[q]?.every((t) => hand.bonus.includes(t)) ?? false;
/** Quartets whose full set scores on its own (and so replaces its seat phán). */
const setScores = (q: string, o: Options) => q === 'K' || q === 'Q' || o.flowerSets === true;

/** The banked value of one joker (fact sheet §6.5, RA-cur): 1 phán, 2 for Tổng, Hợp and Đại Hoa, +1 on its seat. */
export function bankedValue(j: JokerCode, seat: Wind, initial: boolean, o: Options): number {
  const s = seatNumber(seat);
  switch (j) {
    case 'J1':
      return 2 + (s === 1 || initial ? 1 : 0);
    case 'J5':
      return 2;
    case 'J8':
      return (o.hopValue === '1-2' ? 1 : 2) + (s === 4 || initial ? 1 : 0);
    case 'J9':
      return 1; // Nhị Khẩu: no source gives its value (fact sheet §9 item 5); 1 phán, no seat.
    default: {
      const seatOf: Record<string, number> = { J2: 2, J3: 3, J4: 4, J6: 2, J7: 3 };
      return 1 + (seatOf[j] === s ? 1 : 0);
    }
  }
}

function bankedTotal({ facts, win, options }: DetectInput): number {
  const declared = extraOf(win).initialDeclared;
  let total = 0;
  const fromBonus = facts.hand.bonus.filter(isJokerCode);
  for (const j of fromBonus)
    total += bankedValue(j, win.seat, declared !== 'none' && declared.includes(j), options);
  for (const m of facts.hand.melds)
    for (const j of m.bounced ?? [])
      if (isJokerCode(j)) total += bankedValue(j, win.seat, false, options);
  return total;
}

/** Every joker the hand holds: played, banked or bounced. */
const allJokers = (hand: Hand): string[] =>
  [
    ...hand.concealed,
    ...hand.melds.flatMap((m) => m.tiles),
    ...(hand.winningTile ? [hand.winningTile] : []),
    ...bankedJokers(hand),
  ].filter(isJokerCode);

function jokerSets({ facts, options }: DetectInput): number {
  const inSet = jokersInSet(setOptionsOf(options));
  const blue: string[] = ['J1', 'J2', 'J3', 'J4'];
  const red: string[] = ['J5', 'J6', 'J7', 'J8', 'J9'].filter((j) =>
    inSet.includes(j as JokerCode),
  );
  const held = allJokers(facts.hand);
  const times = (group: string[]) =>
    Math.min(...group.map((j) => held.filter((h) => h === j).length));
  return times(blue) + times(red);
}

export const BONUS_PATTERNS: PatternDef[] = [
  {
    id: 'seat-flower',
    name: 'Seat Flower',
    native: [
      {
        text: 'Hoa Cửa / Mùa Cửa',
        language: 'Vietnamese',
        romanisation: 'seat flower / seat season',
      },
      {
        text: 'Hoàng Cửa / Hậu Cửa',
        language: 'Vietnamese',
        romanisation: 'seat emperor / seat empress',
      },
    ],
    aliases: ['Own flower', 'Seat season', 'Seat emperor', 'Seat empress'],
    value: 1,
    category: 'bonus',
    definition:
      'Each flower, season, emperor or empress numbered for your seat (1 East … 4 North): 1 phán.',
    translations: {
      'zh-cn': {
        name: '本位花',
        definition: '每张与自己座位号相同的花、季、皇帝或皇后（1东……4北）：1 phán。',
        explanation:
          '号码属于其他座位的牌不计分。一整套四张（帝后成套，或四张花、四张季齐全的一台花）替代其中的本位花phán。',
      },
      vi: {
        definition:
          'Mỗi quân hoa, mùa, hoàng hoặc hậu mang số cửa của mình (1 Đông … 4 Bắc): 1 phán.',
        explanation:
          'Quân mang số của cửa khác không được gì. Một bộ bốn đủ (đủ bốn Hoàng hoặc bốn Hậu, hoặc đủ bốn Hoa hay bốn Mùa) thay cho phán hoa cửa trong bộ đó.',
      },
    },
    explanation:
      'A tile numbered for another seat scores nothing. A complete quartet (Bouquet, or a full Flowers or Seasons set) replaces its seat phán.',
    source: ruleset('agreed', undefined, [
      'riichi-advanced-vietnamese-older',
      'tsumo-vietnamese',
      'canhnongminhduc-vietnamese',
    ]),
    detect: ({ facts, win, options }) => {
      const n = String(seatNumber(win.seat));
      return Object.keys(QUARTETS).filter(
        (q) =>
          !(complete(facts.hand, q) && setScores(q, options)) &&
          facts.hand.bonus.includes(`${q}${n}`),
      ).length;
    },
    examples: [
      ex('123m 456p 78sJ3 5s [NNN] @5s +F2 K2', true, 2, {
        en: 'South holds the orchid (F2) and the second emperor (K2): 2 phán.',
        vi: 'Nhà Nam có hoa Lan (F2) và Hoàng thứ hai (K2): 2 phán.',
        'zh-cn': '南家有兰花（F2）和二号皇帝（K2）：2 phán。',
      }),
      ex('123m 456p 78sJ3 5s [NNN] @5s +F1 K3', false, 0, {
        en: 'Flowers of other seats score nothing.',
        vi: 'Hoa của các cửa khác không được gì.',
        'zh-cn': '其他座位的花牌不计分。',
      }),
    ],
  },
  {
    id: 'bouquet',
    name: 'Bouquet',
    native: [{ text: 'Bộ Hoa', language: 'Vietnamese' }],
    aliases: ['All Kings', 'All Queens', 'Four Emperors', 'Four Empresses'],
    value: 6,
    category: 'bonus',
    definition:
      "All four Emperors, or all four Empresses: 1 mủn each, replacing that quartet's seat phán.",
    translations: {
      'zh-cn': {
        name: '帝后成套',
        definition: '四张皇帝齐全，或四张皇后齐全：每套1 mủn，替代这一套的本位花phán。',
        explanation:
          '这是指南里的帝后成套（四张皇帝或四张皇后）。riichi_advanced也用Bộ Hoa这个名称称呼四张花或四张季齐全的一台花（见该番种）。',
      },
      vi: {
        definition: 'Đủ bốn Hoàng hoặc đủ bốn Hậu: mỗi bộ 1 mủn, thay cho phán hoa cửa của bộ đó.',
        explanation:
          'Bộ Hoa của bản hướng dẫn. riichi_advanced cũng dùng tên Bộ Hoa cho bộ đủ bốn Hoa hoặc đủ bốn Mùa (xem cách đó).',
      },
    },
    explanation:
      'The guide’s Bouquet. riichi_advanced also uses the name Bộ Hoa for a full Flowers or Seasons set (see Full Flower Set).',
    source: {
      ...VN_GUIDE,
      also: ['riichi-advanced-vietnamese'],
      note: 'the value, 1 mủn, from the guide; riichi_advanced uses the same name for the flower and season sets',
    },
    detect: ({ facts }) => ['K', 'Q'].filter((q) => complete(facts.hand, q)).length,
    examples: [
      ex('123m 456p 78sJ3 5s [NNN] @5s +K1 K2 K3 K4', true, 6, {
        en: 'All four Emperors: 1 mủn; the seat emperor K2 adds nothing more.',
        vi: 'Đủ bốn Hoàng: 1 mủn; Hoàng cửa K2 không cộng thêm gì.',
        'zh-cn': '四张皇帝齐全：1 mủn；本位的皇帝K2不再另计。',
      }),
      ex('123m 456p 78sJ3 5s [NNN] @5s +K1 K2 K3 Q4', false, 1, {
        en: 'Three Emperors: only the seat emperor K2, 1 phán.',
        vi: 'Ba Hoàng: chỉ có Hoàng cửa K2, 1 phán.',
        'zh-cn': '三张皇帝：只计本位的皇帝K2，1 phán。',
      }),
    ],
  },
  {
    id: 'flower-set',
    name: 'Full Flower Set',
    native: [{ text: 'Bộ Hoa', language: 'Vietnamese (riichi_advanced)' }],
    aliases: ['All Flowers', 'All Seasons'],
    value: 6,
    category: 'bonus',
    definition:
      "All four Flowers, or all four Seasons: 1 mủn each, replacing that quartet's seat phán (a table option, on by default).",
    translations: {
      'zh-cn': {
        name: '一台花',
        definition:
          '四张花齐全，或四张季齐全：每套1 mủn，替代这一套的本位花phán（桌上规则，默认开启）。',
        explanation:
          '指南只提到皇帝和皇后这两套；riichi_advanced和tsumo.io也让四张花齐全或四张季齐全各计1 mủn；一个越南语的规则网页则只给加1 phán。',
      },
      vi: {
        definition:
          'Đủ bốn Hoa hoặc đủ bốn Mùa: mỗi bộ 1 mủn, thay cho phán hoa cửa của bộ đó (luật bàn, mặc định bật).',
        explanation:
          'Bản hướng dẫn chỉ nêu các bộ Hoàng và Hậu; riichi_advanced và tsumo.io cũng cho bộ Hoa và bộ Mùa 1 mủn; một trang luật viết bằng tiếng Việt chỉ cho thêm 1 phán.',
      },
    },
    explanation:
      'The guide names only the royal sets; riichi_advanced and tsumo.io give the flower and season sets 1 mủn too; a Vietnamese-language rules page gives only +1 phán.',
    source: tableOption(
      'riichi-advanced-vietnamese',
      'on by default; the guide our rules follow is silent, and the table rule “Full Flowers or Seasons set scores 1 mủn” turns it off',
      { also: ['tsumo-vietnamese', 'canhnongminhduc-vietnamese'], confidence: 'disputed' },
    ),
    detect: ({ facts, options }) =>
      options.flowerSets === true ? ['F', 'S'].filter((q) => complete(facts.hand, q)).length : 0,
    examples: [
      ex('123m 456p 78sJ3 5s [NNN] @5s +F1 F2 F3 F4', true, 6, {
        en: 'All four flowers: 1 mủn.',
        vi: 'Đủ bốn Hoa: 1 mủn.',
        'zh-cn': '四张花齐全：1 mủn。',
      }),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1 F2 F3 F4',
        false,
        1,
        {
          en: 'With the table rule turned off: only the seat flower F2.',
          vi: 'Khi tắt luật bàn: chỉ có hoa cửa F2.',
          'zh-cn': '关闭这条桌上规则时：只计本位花F2。',
        },
        undefined,
        { flowerSets: false },
      ),
    ],
  },
  {
    id: 'banked-jokers',
    name: 'Banked Jokers',
    native: [{ text: 'Khung (declared)', language: 'Vietnamese' }],
    aliases: ['Declared jokers', 'Joker set aside', 'Bounced joker'],
    value: 1,
    category: 'bonus',
    definition:
      'A joker set aside like a flower scores phán: 1 (Tổng, Hợp and Đại Hoa 2), +1 on its seat; Tổng and Hợp +1 when banked in the opening round.',
    translations: {
      'zh-cn': {
        name: '存起的混儿',
        definition:
          '像花牌一样放在一边的混儿计phán：每张1 phán（Tổng、Hợp和Đại Hoa各2 phán），与自己座位相符再加1；Tổng和Hợp在第一轮补花时存起再加1。',
        explanation:
          '以phán计（张数 × 1）。各混儿的座位：Tổng属东，Thùng和Hỉ属南，Sọc和Nguyên属西，Màn和Hợp属北；Đại Hoa总是2 phán。从刻子里弹出的混儿计法相同。按手册的文字，Hợp计2/3（桌上规则“存起的Hợp混儿”可改为1/2）。第九种混儿Nhị Khẩu的番值不明：这里计1 phán。',
      },
      vi: {
        name: 'Khung để riêng',
        definition:
          'Khung để riêng như hoa được tính phán: 1 phán (Tổng, Hợp và Đại Hoa 2 phán), thêm 1 nếu đúng cửa; Tổng và Hợp thêm 1 nếu để riêng ngay vòng hạ hoa đầu.',
        explanation:
          'Tính bằng phán (số lượng × 1). Cửa của từng khung: Tổng Đông, Thùng và Hỉ Nam, Sọc và Nguyên Tây, Màn và Hợp Bắc; Đại Hoa luôn được 2. Khung bị nẩy ra khỏi Phỗng được tính như vậy. Theo lời văn của cuốn cẩm nang, Hợp được 2/3 (luật bàn “Joker Hợp để riêng” đổi thành 1/2). Khung thứ chín Nhị Khẩu chưa rõ giá trị: ở đây tính 1 phán.',
      },
    },
    explanation:
      'Counted in phán (count × 1). Seats: Tổng East, Thùng and Hỉ South, Sọc and Nguyên West, Màn and Hợp North; Đại Hoa is always 2. A joker bounced out of a pung scores the same. Hợp is 2/3 by the manual’s text (the table rule “Banked Hợp joker” makes it 1/2). The ninth joker Nhị Khẩu has no known value: 1 phán here.',
    source: ruleset(
      undefined,
      'several sources agree on all but Hợp, where riichi_advanced’s text and code differ',
      ['canhnongminhduc-vietnamese', 'riichi-advanced-vietnamese-older'],
    ),
    detect: bankedTotal,
    examples: [
      ex('123m 456p 78sJ3 5s [NNN] @5s +J2 J5', true, 4, {
        en: 'South banks Thùng (its seat: 2) and Đại Hoa (2): 4 phán.',
        vi: 'Nhà Nam để riêng Thùng (đúng cửa: 2) và Đại Hoa (2): 4 phán.',
        'zh-cn': '南家存起Thùng混儿（与座位相符：2）和Đại Hoa混儿（2）：4 phán。',
      }),
      ex('123m 456p 789s 5s [NNN^J6] @5s', true, 2, {
        en: "Hỉ bounced out of the North triplet scores as banked, 2 on South's seat; the hand lost its no-joker bonus.",
        vi: 'Hỉ bị nẩy ra khỏi Phỗng Bắc được tính như để riêng, 2 ở cửa Nam; bài mất thưởng không khung.',
        'zh-cn': '从北风刻子弹出的Hỉ混儿按存起计，在南家的座位计2；这手牌失去了无混儿加分。',
      }),
      ex('123m 456p 78sJ3 5s [NNN] @5s', false, 0, {
        en: 'The joker was played in the run, not banked.',
        vi: 'Khung đã được đánh vào sảnh, không để riêng.',
        'zh-cn': '混儿用在了顺子里，没有存起。',
      }),
    ],
  },
  {
    id: 'joker-set',
    name: 'Joker Set',
    native: [{ text: 'Bộ Khung', language: 'Vietnamese' }],
    aliases: ['Blue joker set', 'Red joker set'],
    value: 6,
    category: 'bonus',
    definition:
      'All four jokers of one colour, held or banked: blue (Tổng Thùng Sọc Màn) or red (Đại Hoa Hỉ Nguyên Hợp): 1 mủn each.',
    translations: {
      'zh-cn': {
        name: '混儿成套',
        definition:
          '同一颜色的四张混儿齐全，无论在手中还是已存起：蓝色（Tổng、Thùng、Sọc、Màn）或红色（Đại Hoa、Hỉ、Nguyên、Hợp）：每套1 mủn。',
        explanation:
          '每种混儿有多张时，每凑齐一组四张都计（不记录哪张属于哪一副）。使用Nhị Khẩu时，它在红色一套中代替Hỉ或Nguyên。',
      },
      vi: {
        definition:
          'Đủ bốn khung cùng màu, cầm trên tay hay đã để riêng: màu xanh (Tổng, Thùng, Sọc, Màn) hoặc màu đỏ (Đại Hoa, Hỉ, Nguyên, Hợp): mỗi bộ 1 mủn.',
        explanation:
          'Khi mỗi loại khung có nhiều bản, mỗi nhóm bốn đủ đều được tính (không ghi lại quân nào thuộc bản nào). Khi chơi với Nhị Khẩu, nó thay cho Hỉ hoặc Nguyên trong bộ đỏ.',
      },
    },
    explanation:
      'With several copies of each joker, each complete group of four counts (the frames are not recorded). With Nhị Khẩu it replaces Hỉ or Nguyên in the red set.',
    source: ruleset('single'),
    detect: jokerSets,
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +J1 J2 J4',
        true,
        11,
        {
          en: 'Sọc played in the run, Tổng, Thùng and Màn banked: the blue set 1 mủn, banked 2 + 2 + 1.',
          vi: 'Sọc đánh vào sảnh, Tổng, Thùng và Màn để riêng: bộ xanh 1 mủn, để riêng 2 + 2 + 1.',
          'zh-cn': 'Sọc混儿用在顺子里，Tổng、Thùng和Màn混儿存起：蓝色一套1 mủn，存起的2 + 2 + 1。',
        },
        SELF_DRAWN,
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +J1 J2 J8',
        false,
        6,
        {
          en: 'Hợp is red: no set. Banked Tổng 2, Thùng 2 (South), Hợp 2.',
          vi: 'Hợp màu đỏ: không đủ bộ. Để riêng Tổng 2, Thùng 2 (nhà Nam), Hợp 2.',
          'zh-cn': 'Hợp混儿是红色的：不成套。存起的Tổng 2，Thùng 2（南家），Hợp 2。',
        },
        SELF_DRAWN,
      ),
    ],
  },
  {
    id: 'tong-hop-initial',
    name: 'Tổng and Hợp from the Start',
    native: [{ text: 'Tổng và Hợp từ Đầu', language: 'Vietnamese' }],
    aliases: ['Both wild jokers declared at the start'],
    value: 9,
    category: 'bonus',
    definition:
      'Tổng and Hợp both banked in the opening flower round: 9 phán; 2 mủn when they share a frame (sets with several copies).',
    translations: {
      'zh-cn': {
        name: '第一轮存起总与合',
        definition:
          '第一轮补花时Tổng（总）和Hợp（合）都存起：9 phán；两张属于同一套混儿时计2 mủn（每种混儿有多张的牌套）。',
        explanation:
          '在每张混儿自身存起的phán之外另计，这时它们各为3 phán（riichi_advanced把它们分开列出）。',
      },
      vi: {
        definition:
          'Cả Tổng và Hợp đều được để riêng ngay vòng hạ hoa đầu: 9 phán; 2 mủn nếu cả hai cùng một bản (với bộ bài có nhiều bản).',
        explanation:
          'Được tính thêm vào phán để riêng của từng khung, khi đó mỗi khung được 3 phán (riichi_advanced liệt kê riêng từng khoản).',
      },
    },
    explanation:
      "Counted on top of each joker's own banked phán, which are then 3 each (riichi_advanced lists them separately).",
    source: ruleset('single', undefined, ['riichi-advanced-vietnamese-older']),
    valueFor: ({ win }) => (extraOf(win).initialDeclared === 'J1+J8-same-frame' ? 12 : 9),
    detect: ({ win }) => (extraOf(win).initialDeclared.startsWith('J1+J8') ? 1 : 0),
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +J1 J8',
        true,
        15,
        {
          en: 'Both banked at the start: 9 phán, Tổng 3, Hợp 3 = 2 mủn 3 phán.',
          vi: 'Cả hai được để riêng ngay từ đầu: 9 phán, Tổng 3, Hợp 3 = 2 mủn 3 phán.',
          'zh-cn': '两张都在开局时存起：9 phán，Tổng 3，Hợp 3 = 2 mủn 3 phán。',
        },
        { seat: 'S', round: 'E', discarder: 'W', initialDeclared: 'J1+J8' },
      ),
      ex('123m 456p 78sJ3 5s [NNN] @5s +J1 J8', false, 4, {
        en: 'Banked later: 2 + 2 phán.',
        vi: 'Để riêng muộn hơn: 2 + 2 phán.',
        'zh-cn': '较晚才存起：2 + 2 phán。',
      }),
    ],
  },
  {
    id: 'all-four-seat-flowers',
    name: 'All Four Seat Flowers',
    native: [
      {
        text: 'Hoa Cửa, Mùa Cửa, Hoàng Cửa, Hậu Cửa',
        language: 'Vietnamese (the four seat tiles; no source names the set)',
      },
    ],
    aliases: ['Four seat flowers', 'Seat flower set'],
    value: 12,
    category: 'optional',
    definition:
      "Table option: your seat's flower, season, emperor and empress, all four: 2 mủn, replacing their four seat-flower phán.",
    translations: {
      'zh-cn': {
        name: '四张本位花',
        definition:
          '可选规则：自己座位的花、季、皇帝和皇后四张齐全：2 mủn，替代这四张本位花的phán。',
        explanation:
          '默认关闭：指南没有这一条，只有一个出处列出（tsumo.io），也没有说它替代什么；这里理解为替代组成它的四个本位花phán（指南说大的替代小的）。包含这四张之一的帝后成套或一台花仍与它同时计：没有任何出处给它们排序。',
      },
      vi: {
        definition:
          'Luật tùy chọn: đủ hoa, mùa, hoàng và hậu của cửa mình: 2 mủn, thay cho bốn phán hoa cửa.',
        explanation:
          'Mặc định tắt: bản hướng dẫn không có, và chỉ một nguồn liệt kê nó (tsumo.io), không nói nó thay cho gì; ở đây hiểu là nó thay cho bốn phán hoa cửa làm nên nó (lớn thay nhỏ, như bản hướng dẫn nói). Bộ đủ bốn Hoàng hoặc bốn Hậu, hay đủ bốn Hoa hoặc bốn Mùa, có chứa một trong bốn quân đó vẫn được tính cùng nó: không nguồn nào xếp hạng chúng.',
      },
    },
    explanation:
      'Off by default: the guide does not have it and one source lists it (tsumo.io), without saying what it replaces; read here as the four seat-flower phán it is made of (the bigger replaces the smaller, as the guide says). A Bouquet or a full Flowers or Seasons set that includes one of the four still counts beside it: no source ranks them.',
    excludes: [
      {
        id: 'seat-flower',
        why: 'All Four Seat Flowers is made of the four seat tiles and replaces their phán (the guide: the bigger replaces the smaller)',
      },
    ],
    source: tableOption(
      'tsumo-vietnamese',
      'off by default because the guide our rules follow does not have it; the table rule “All Four Seat Flowers scores 2 mủn” turns it on',
      { confidence: 'single' },
    ),
    detect: ({ facts, win, options }) => {
      const n = seatNumber(win.seat);
      return options.allFourSeatFlowers === true &&
        Object.keys(QUARTETS).every((q) => facts.hand.bonus.includes(`${q}${n}`))
        ? 1
        : 0;
    },
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F2 S2 K2 Q2',
        true,
        12,
        {
          en: 'South holds the orchid, summer, the second emperor and the second empress: 2 mủn instead of 4 seat phán.',
          vi: 'Nhà Nam có hoa Lan, mùa Hạ, Hoàng thứ hai và Hậu thứ hai: 2 mủn thay cho 4 phán hoa cửa.',
          'zh-cn': '南家有兰花、夏、二号皇帝和二号皇后：2 mủn，替代4个本位花phán。',
        },
        undefined,
        { allFourSeatFlowers: true },
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F2 S2 K2 Q3',
        false,
        3,
        {
          en: "The third empress is West's: three seat phán only.",
          vi: 'Hậu thứ ba là của nhà Tây: chỉ có ba phán hoa cửa.',
          'zh-cn': '三号皇后属于西家：只计三个本位花phán。',
        },
        undefined,
        { allFourSeatFlowers: true },
      ),
      ex('123m 456p 78sJ3 5s [NNN] @5s +F2 S2 K2 Q2', false, 4, {
        en: 'The option is off (the default): four seat phán.',
        vi: 'Tùy chọn đang tắt (mặc định): bốn phán hoa cửa.',
        'zh-cn': '这一选项关闭（默认）：四个本位花phán。',
      }),
    ],
  },
  {
    id: 'eight-flowers',
    name: 'Eight Flowers',
    native: [{ text: 'Bát Hoa', language: 'Vietnamese' }],
    aliases: [],
    value: 6,
    category: 'optional',
    definition: 'Table option: 8 of the 16 flower tiles: 1 mủn.',
    translations: {
      'zh-cn': {
        name: '八花',
        definition: '可选规则：有十六张花牌中的八张：1 mủn。',
        explanation: '默认关闭（可选变体）。十花替代它。',
      },
      vi: {
        definition: 'Luật tùy chọn: có 8 trong 16 quân hoa: 1 mủn.',
        explanation: 'Mặc định tắt (một biến thể tùy chọn). Thập Hoa thay cho nó.',
      },
    },
    explanation: 'Off by default (an optional variation). Ten Flowers replaces it.',
    source: optionalVariation('Eight Flowers and Ten Flowers'),
    detect: ({ facts, options }) =>
      options.eightTenFlowers === true &&
      facts.hand.bonus.filter((t) => !isJokerCode(t)).length >= 8
        ? 1
        : 0,
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1 F3 S1 S3 K1 K3 Q1 Q3',
        true,
        6,
        {
          en: "Eight flower tiles, none of South's: 1 mủn.",
          vi: 'Tám quân hoa, không quân nào của nhà Nam: 1 mủn.',
          'zh-cn': '八张花牌，没有一张是南家的：1 mủn。',
        },
        undefined,
        { eightTenFlowers: true },
      ),
      ex('123m 456p 78sJ3 5s [NNN] @5s +F1 F3 S1 S3 K1 K3 Q1 Q3', false, 0, {
        en: 'The option is off by default.',
        vi: 'Tùy chọn này mặc định tắt.',
        'zh-cn': '这一选项默认关闭。',
      }),
    ],
  },
  {
    id: 'ten-flowers',
    name: 'Ten Flowers',
    native: [{ text: 'Thập Hoa', language: 'Vietnamese' }],
    aliases: [],
    value: 6,
    category: 'optional',
    definition: 'Table option: 10 of the 16 flower tiles: 1 mủn, replacing Eight Flowers.',
    translations: {
      'zh-cn': {
        name: '十花',
        definition: '可选规则：有十六张花牌中的十张：1 mủn，替代八花。',
        explanation:
          '默认关闭。（riichi_advanced的程序代码检查的是8张，看来是笔误；本计分器检查10张。）',
      },
      vi: {
        definition: 'Luật tùy chọn: có 10 trong 16 quân hoa: 1 mủn, thay cho Bát Hoa.',
        explanation:
          'Mặc định tắt. (Mã của riichi_advanced cho cách này kiểm tra 8, có vẻ là nhầm; máy tính điểm này kiểm tra 10.)',
      },
    },
    explanation:
      'Off by default. (riichi_advanced’s code for it checks 8, which looks like a slip; this scorer checks 10.)',
    excludes: [
      { id: 'eight-flowers', why: 'the bigger pattern replaces the smaller, as the guide says' },
    ],
    source: optionalVariation('Eight Flowers and Ten Flowers'),
    detect: ({ facts, options }) =>
      options.eightTenFlowers === true &&
      facts.hand.bonus.filter((t) => !isJokerCode(t)).length >= 10
        ? 1
        : 0,
    examples: [
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1 F3 S1 S3 K1 K3 Q1 Q3 F4 S4',
        true,
        6,
        {
          en: "Ten flower tiles, none of South's: 1 mủn.",
          vi: 'Mười quân hoa, không quân nào của nhà Nam: 1 mủn.',
          'zh-cn': '十张花牌，没有一张是南家的：1 mủn。',
        },
        undefined,
        { eightTenFlowers: true },
      ),
      ex(
        '123m 456p 78sJ3 5s [NNN] @5s +F1 F3 S1 S3 K1 K3 Q1 Q3 F4',
        false,
        6,
        {
          en: 'Nine: Eight Flowers only.',
          vi: 'Chín quân: chỉ có Bát Hoa.',
          'zh-cn': '九张：只计八花。',
        },
        undefined,
        { eightTenFlowers: true },
      ),
    ],
  },
  {
    id: 'two-same-jokers',
    name: 'Two Anything / Two Number Jokers',
    native: [{ text: 'Nhị Tổng / Nhị Hợp', language: 'Vietnamese' }],
    aliases: ['Two Tổng', 'Two Hợp'],
    value: 6,
    category: 'optional',
    definition:
      'Table option for multi-copy sets: two Tổng, or two Hợp, held anywhere: 1 mủn; 3 phán when both are banked.',
    translations: {
      'zh-cn': {
        name: '两总／两合',
        definition:
          '可选规则（每种混儿有多张的牌套）：两张Tổng，或两张Hợp，不论放在哪里：1 mủn；两张都已存起时计3 phán。',
        explanation: '默认关闭（可选变体）；每种混儿只计一次。',
      },
      vi: {
        definition:
          'Luật tùy chọn cho bộ bài nhiều bản: hai Tổng hoặc hai Hợp, ở bất kỳ đâu: 1 mủn; 3 phán nếu cả hai đều đã để riêng.',
        explanation: 'Mặc định tắt (một biến thể tùy chọn); mỗi loại khung chỉ tính một lần.',
      },
    },
    explanation: 'Off by default (an optional variation); counted once per joker kind.',
    source: optionalVariation('Two Anything / Two Number Jokers'),
    valueFor: (input) => {
      const banked = bankedJokers(input.facts.hand);
      return ['J1', 'J8'].some(
        (j) =>
          allJokers(input.facts.hand).filter((h) => h === j).length >= 2 &&
          banked.filter((h) => h === j).length < 2,
      )
        ? 6
        : 3;
    },
    detect: ({ facts, options }) =>
      options.twoSameJokers === true
        ? ['J1', 'J8'].filter((j) => allJokers(facts.hand).filter((h) => h === j).length >= 2)
            .length
        : 0,
    examples: [
      ex(
        '123m 456p 78sJ1 5s [NNN] @5s +J1',
        true,
        8,
        {
          en: 'Two Tổng, one played: 1 mủn and the banked Tổng 2.',
          vi: 'Hai Tổng, một quân đã đánh vào bài: 1 mủn và Tổng để riêng 2.',
          'zh-cn': '两张Tổng混儿，一张用在牌里：1 mủn，存起的Tổng 2。',
        },
        undefined,
        { twoSameJokers: true, jokerCopies: '2' },
      ),
      ex(
        '123m 456p 78sJ1 5s [NNN] @5s +J1',
        false,
        2,
        {
          en: 'The option is off: the banked Tổng only.',
          vi: 'Tùy chọn đang tắt: chỉ có Tổng để riêng.',
          'zh-cn': '这一选项关闭：只计存起的Tổng。',
        },
        undefined,
        { jokerCopies: '2' },
      ),
    ],
  },
];
