/**
 * Bonuses on top of big patterns (fact sheet §6.1, §6.2, Family A): "+1 if no jokers" (the seed's
 * strict zero), "+1 single wait and closed", Four Quads "+1 if all concealed". Each counts only
 * while its pattern counts, so a pattern replaced by a bigger one takes its bonus with it.
 */
import {
  type DetectInput,
  detectionCount,
  type Exclusion,
  type PatternDef,
} from '../../../engine/variant';
import { ruleset } from '../sources';
import { closed, ex, type Note, noJokers, SELF_DRAWN, waitCount } from './helpers';

type Hit = [
  hand: string,
  total: number,
  note: Note,
  context?: Record<string, unknown>,
  options?: Record<string, string | boolean>,
];

type Kind = 'no-jokers' | 'single-wait' | 'concealed';

const CLOSED_BONUS_WHY =
  'the table rule “The single-wait-and-closed mủn replaces Single Wait and Fully Closed Hand” counts only the bonus';
/** Off by default: the bonus needs both phán and comes on top of them, as riichi_advanced counts it. */
const CLOSED_BONUS_REPLACES: Exclusion[] = [
  { id: 'single-wait', whenOption: 'closedBonusReplacesPhan', why: CLOSED_BONUS_WHY },
  { id: 'fully-closed', whenOption: 'closedBonusReplacesPhan', why: CLOSED_BONUS_WHY },
];

/** Each bonus in Vietnamese: what it asks, after the pattern's name, and why (the explanation's start). */
const TOP_UP_VI: Record<Kind, { asks: string; why: string }> = {
  'no-jokers': {
    asks: 'không có khung nào',
    why: 'Theo nghĩa chặt nhất của bản hướng dẫn, không được dùng khung nào: không có khung trong bài, không khung nào bị nẩy ra khỏi một bộ, và khung hay hoa đánh ra được lấy làm quân ù cũng tính là một khung. Khung để riêng mà chưa từng đánh vào bài thì không tính (luật bàn “Joker để riêng và thưởng không Joker”).',
  },
  'single-wait': {
    asks: 'tự ù chờ một quân với bài kín',
    why: 'Mười ba quân trước khi ù chỉ chờ đúng một quân, bài không có bộ nào lộ, và quân ù là quân tự bốc: cần có Xuyên và Kín, mà ù quân đánh ra thì không có cách nào trong hai cách đó.',
  },
  concealed: { asks: 'với cả bốn Coong đều kín', why: 'Cả bốn Coong đều được khai kín.' },
};

/** The bonus's Vietnamese explanation: why, then that it lives and goes with its pattern. */
const explainVi = (kind: Kind, parent: string) =>
  `${TOP_UP_VI[kind].why} Cách này chỉ được tính khi ${parent} được tính, và mất theo khi một cách lớn hơn thay cho ${parent}.`;

/**
 * Each bonus in simplified Chinese: the name after the pattern's, what it asks of the pattern, and
 * why (the explanation's start).
 */
const TOP_UP_ZH: Record<Kind, { name: string; asks: string; why: string }> = {
  'no-jokers': {
    name: '无混儿',
    asks: '没有混儿的',
    why: '按指南最严格的标准，一张混儿都不能用：手中没有混儿，没有混儿从面子里弹出，而把别人打出的混儿或花牌当作和张也算用了一张混儿。存起而从未打进牌里的混儿不算（桌上规则“存起的混儿与无混儿加分”）。',
  },
  'single-wait': {
    name: '门清独听自摸',
    asks: '门清、独听且自摸和牌的',
    why: '和牌前的十三张只听一种牌，没有明的面子，和张是自摸的：它需要独听和不求人，而和别人打出的牌这两项都没有。',
  },
  concealed: { name: '全暗', asks: '四个杠都是暗杠的', why: '四个杠都是暗杠。' },
};

/** The bonus's simplified Chinese explanation: why, then that it lives and goes with its pattern. */
const explainZh = (kind: Kind, parent: string) =>
  `${TOP_UP_ZH[kind].why}只有${parent}计分时它才计，较大的番种替代${parent}时它也随之不计。`;

/** The pattern's simplified Chinese name, which every bonus on it is named after. */
function chineseName(parent: PatternDef): string {
  const name = parent.translations?.['zh-cn']?.name;
  if (!name) throw new Error(`the Vietnamese pattern ${parent.id} has no Chinese name`);
  return name;
}

function topUp(
  parent: PatternDef,
  kind: Kind,
  value: number,
  hit: Hit,
  ...misses: Hit[]
): PatternDef {
  const unit = value === 6 ? '1 mủn' : `${value} phán`;
  const vietnameseName = parent.native[0]?.text ?? parent.name;
  const what = {
    'no-jokers': {
      id: 'no-jokers',
      name: 'no jokers',
      vn: 'Không Khung',
      test: (i: DetectInput) => noJokers(i),
      def: 'without any joker',
    },
    'single-wait': {
      id: 'single-wait-closed',
      name: 'single wait, closed',
      vn: 'Xuyên Kín',
      test: (i: DetectInput) => i.win.selfDrawn && closed(i) && waitCount(i) === 1,
      def: 'self-drawn on a single wait in a closed hand',
    },
    concealed: {
      id: 'concealed',
      name: 'all concealed',
      vn: 'Kín',
      test: (i: DetectInput) => closed(i),
      def: 'with every quad concealed',
    },
  }[kind];
  return {
    id: `${parent.id}-${what.id}`,
    name: `${parent.name}: ${what.name}`,
    native: [
      {
        text: `${vietnameseName} ${what.vn}`,
        language: 'Vietnamese (descriptive)',
      },
    ],
    aliases: [],
    value,
    category: kind === 'no-jokers' ? 'no-jokers' : 'closed',
    definition: `${parent.name} ${what.def}: +${unit}.`,
    translations: {
      'zh-cn': {
        name: `${chineseName(parent)}（${TOP_UP_ZH[kind].name}）`,
        definition: `${TOP_UP_ZH[kind].asks}${chineseName(parent)}：加${unit}。`,
        explanation: explainZh(kind, chineseName(parent)),
      },
      vi: {
        definition: `${vietnameseName} ${TOP_UP_VI[kind].asks}: +${unit}.`,
        explanation: explainVi(kind, vietnameseName),
      },
    },
    explanation: `${
      kind === 'no-jokers'
        ? 'The guide’s strict zero: no joker in the hand, none bounced out of a meld, and a discarded joker or flower taken as the winning tile counts as one. A joker banked without being played does not count (the table rule “Banked jokers and the no-joker bonuses”).'
        : kind === 'single-wait'
          ? 'The 13 tiles before the win waited on one tile only, the hand has no called meld, and the winning tile was self-drawn: it needs the Single Wait and the Fully Closed Hand, neither of which a discard gives.'
          : 'All four quads were declared concealed.'
    } It counts only while ${parent.name} counts, and goes with it when a bigger pattern replaces ${parent.name}.`,
    bonusOf: parent.id,
    ...(kind === 'single-wait' ? { excludes: CLOSED_BONUS_REPLACES } : {}),
    source: ruleset(),
    detect: (input) => (detectionCount(parent.detect!(input)) > 0 && what.test(input) ? 1 : 0),
    examples: [hit, ...misses].map((h, k) => ex(h[0], k === 0, h[1], h[2], h[3], h[4])),
  };
}

/** A pattern's single-wait-and-closed bonus: `hand` self-drawn scores it; on a discard it does not. */
function singleWait(
  parent: PatternDef,
  hand: string,
  selfDrawn: number,
  onDiscard: number,
  what: Note,
): PatternDef {
  const drawn: Note = {
    en: `Closed, self-drawn on a single wait: the bonus mủn, Fully Closed 1, Single Wait 1; ${what.en}.`,
    vi: `Bài kín, tự ù chờ một quân: mủn thưởng, Kín 1, Xuyên 1; ${what.vi}.`,
    'zh-cn': `门前清、独听、自摸：加分的mủn，不求人1，独听1；${what['zh-cn']}。`,
  };
  const discard: Note = {
    en: `The same hand won on a discard: no bonus, no Fully Closed, no Single Wait; ${what.en}.`,
    vi: `Cùng bài đó ù quân đánh ra: không có mủn thưởng, không Kín, không Xuyên; ${what.vi}.`,
    'zh-cn': `同一手牌和别人打出的牌：没有加分，没有不求人，没有独听；${what['zh-cn']}。`,
  };
  return topUp(
    parent,
    'single-wait',
    6,
    [hand, selfDrawn, drawn, SELF_DRAWN],
    [hand, onDiscard, discard],
  );
}

/** The bonus entries for the catalogue, given the patterns they top up (by id). */
export function topUpPatterns(byId: (id: string) => PatternDef): PatternDef[] {
  const p = byId;
  return [
    topUp(
      p('all-sets'),
      'no-jokers',
      1,
      [
        '111m 555p 999s 5s [NNN] @5s',
        4,
        {
          en: 'All Sets with no joker: 3 + 1.',
          vi: 'Tui Tui không có khung: 3 + 1.',
          'zh-cn': '没有混儿的碰碰和：3 + 1。',
        },
      ],
      [
        '111m 555p 99sJ3 5s [NNN] @5s',
        3,
        {
          en: 'A joker in a triplet: 3.',
          vi: 'Có khung trong một Phỗng: 3.',
          'zh-cn': '刻子里有混儿：3。',
        },
      ],
    ),
    topUp(
      p('all-called'),
      'no-jokers',
      1,
      [
        '5s [123m] [456p] [789s] [NNN] @5s',
        4,
        { en: 'No joker: 3 + 1.', vi: 'Không có khung: 3 + 1.', 'zh-cn': '没有混儿：3 + 1。' },
      ],
      [
        '5s [123m] [456p] [78sJ3] [NNN] @5s',
        3,
        {
          en: 'A joker in a called run: 3.',
          vi: 'Có khung trong một sảnh lộ: 3.',
          'zh-cn': '吃出的顺子里有混儿：3。',
        },
      ],
    ),
    topUp(
      p('little-three-dragons'),
      'no-jokers',
      6,
      [
        '123m 456p WD [RDRDRD] [GDGDGD] @WD',
        12,
        {
          en: '1 mủn + 1 mủn; the dragon triplets are part of it.',
          vi: '1 mủn + 1 mủn; các Phỗng rồng nằm trong cách này.',
          'zh-cn': '1 mủn + 1 mủn；箭刻包含在其中。',
        },
      ],
      [
        '12mJ4 456p WD [RDRDRD] [GDGDGD] @WD',
        6,
        {
          en: 'A joker in the run: no bonus.',
          vi: 'Có khung trong sảnh: không có thưởng.',
          'zh-cn': '顺子里有混儿：没有加分。',
        },
      ],
    ),
    topUp(
      p('big-three-dragons'),
      'no-jokers',
      6,
      [
        '123m 5s [RDRDRD] [GDGDGD] [WDWDWD] @5s',
        15,
        {
          en: '9 phán + 1 mủn.',
          vi: 'Đại Tam Nguyên 9 phán + 1 mủn không khung.',
          'zh-cn': '大三元9 phán + 1 mủn（没有混儿）。',
        },
      ],
      [
        '123m 5s J7 RDRD [GDGDGD] [WDWDWD] @5s',
        9,
        {
          en: 'The red triplet holds a joker.',
          vi: 'Phỗng Trung có khung.',
          'zh-cn': '红中刻子里有混儿。',
        },
      ],
    ),
    topUp(
      p('thirteen-orphans'),
      'no-jokers',
      6,
      [
        '19m19p19s ESWN RD GD WD @WD',
        19,
        {
          en: '13 phán + 1 mủn.',
          vi: '13 phán + 1 mủn vì không có khung.',
          'zh-cn': '13 phán + 1 mủn（没有混儿）。',
        },
      ],
      [
        '19m19p19s ESW J6 RD GD WD @WD',
        13,
        {
          en: 'A joker (allowed by a table rule) stands for North.',
          vi: 'Một khung (được luật bàn cho phép) thay quân Bắc.',
          'zh-cn': '一张混儿（桌上规则允许）代替北风。',
        },
        undefined,
        { jokersInSpecialShapes: true },
      ],
    ),
    topUp(
      p('full-flush'),
      'no-jokers',
      6,
      [
        '123p 456p 789p 5p [789p] @5p',
        13,
        {
          en: '1 mủn + 1 mủn, All Runs 1.',
          vi: '1 mủn + 1 mủn, Phình 1.',
          'zh-cn': '1 mủn + 1 mủn，平和1。',
        },
      ],
      [
        '123p 456p 78pJ2 5p [789p] @5p',
        7,
        {
          en: 'The dots joker plays: 1 mủn, All Runs 1.',
          vi: 'Khung Thùng được đánh vào bài: 1 mủn, Phình 1.',
          'zh-cn': '饼子混儿用在牌里：1 mủn，平和1。',
        },
      ],
    ),
    topUp(
      p('all-terminals'),
      'no-jokers',
      6,
      [
        '111m 999p 111s 9s [999m] @9s',
        34,
        {
          en: '4 mủn + 1 mủn, All Sets 3 + 1 = 5 mủn 4 phán.',
          vi: '4 mủn + 1 mủn, Tui Tui 3 + 1 = 5 mủn 4 phán.',
          'zh-cn': '4 mủn + 1 mủn，碰碰和3 + 1 = 5 mủn 4 phán。',
        },
      ],
      [
        '111m 99pJ2 111s 9s [999m] @9s',
        27,
        {
          en: 'A joker in the 9p triplet.',
          vi: 'Có khung trong Phỗng 9p.',
          'zh-cn': '9p的刻子里有混儿。',
        },
      ],
    ),
    topUp(
      p('all-honours'),
      'no-jokers',
      6,
      [
        'GDGD RDRDRD SS [EEE] [NNN] @GD',
        37,
        {
          en: 'No joker: 4 mủn + 1 mủn, All Sets 3 + 1, East round 1, two dragon triplets 2.',
          vi: 'Không có khung: 4 mủn + 1 mủn, Tui Tui 3 + 1, vòng Đông 1, hai Phỗng rồng 2.',
          'zh-cn': '没有混儿：4 mủn + 1 mủn，碰碰和3 + 1，东风圈1，两副箭刻2。',
        },
      ],
      [
        'GD J7 RDRDRD SS [EEE] [NNN] @GD',
        30,
        {
          en: 'The dragon joker plays: 4 mủn, All Sets 3, East 1, dragons 2.',
          vi: 'Khung rồng được đánh vào bài: 4 mủn, Tui Tui 3, Đông 1, rồng 2.',
          'zh-cn': '箭牌混儿用在牌里：4 mủn，碰碰和3，东风1，箭刻2。',
        },
      ],
    ),
    topUp(
      p('four-closed-sets'),
      'no-jokers',
      6,
      [
        '111m 555p 999s NNN 5s @5s',
        36,
        {
          en: 'Four concealed triplets, no joker, self-drawn on a single wait: 3 + 1 + 1 mủn, All Sets 3 + 1, Fully Closed 1, Single Wait 1.',
          vi: 'Bốn Phỗng kín, không có khung, tự ù chờ một quân: 3 + 1 + 1 mủn, Tui Tui 3 + 1, Kín 1, Xuyên 1.',
          'zh-cn': '四副暗刻，没有混儿，独听自摸：3 + 1 + 1 mủn，碰碰和3 + 1，不求人1，独听1。',
        },
        SELF_DRAWN,
      ],
      [
        '111m 555p 99sJ3 NNN 5s @5s',
        22,
        {
          en: 'A joker in the 9s triplet (and the wait is no longer single).',
          vi: 'Có khung trong Phỗng 9s (và bài không còn chờ một quân).',
          'zh-cn': '9s的刻子里有混儿（也不再是独听）。',
        },
        SELF_DRAWN,
      ],
    ),
    topUp(
      p('four-closed-sets'),
      'single-wait',
      6,
      [
        '111m 555p 999s NNN 5s @5s',
        36,
        {
          en: 'Single wait on the 5s pair, closed, self-drawn.',
          vi: 'Chờ một quân 5s để thành đôi, bài kín, tự bốc.',
          'zh-cn': '单钓5s作将，门前清，自摸。',
        },
        SELF_DRAWN,
      ],
      [
        '111m 555p 999s NN 5s5s @5s',
        29,
        {
          en: 'Two pairs waiting (5s or N): not a single wait, and no Single Wait phán.',
          vi: 'Hai đôi đang chờ (5s hoặc N): không phải chờ một quân, và không có phán Xuyên.',
          'zh-cn': '听两对（5s或N）：不是独听，也没有独听的phán。',
        },
        SELF_DRAWN,
      ],
      [
        '111m 555p 999s NNN 5s @5s',
        28,
        {
          en: 'The same single wait won on a discard: no bonus (3 + 1 mủn, All Sets 3 + 1).',
          vi: 'Cùng kiểu chờ một quân đó nhưng ù quân đánh ra: không có thưởng (3 + 1 mủn, Tui Tui 3 + 1).',
          'zh-cn': '同样的独听和别人打出的牌：没有加分（3 + 1 mủn，碰碰和3 + 1）。',
        },
      ],
    ),
    topUp(
      p('nine-gates'),
      'no-jokers',
      6,
      [
        '1112345678999m @5m',
        24,
        {
          en: 'No joker, on a discard: 3 + 1 mủn; Full Flush and its bonus are part of Nine Gates.',
          vi: 'Không có khung, ù quân đánh ra: 3 + 1 mủn; Toàn Hàng và thưởng của nó nằm trong Cửu Tử Liên Hoàn.',
          'zh-cn': '没有混儿，和别人打出的牌：3 + 1 mủn；清一色及其加分包含在九莲宝灯里。',
        },
      ],
      [
        '11123456789mJ4 9m @5m',
        18,
        {
          en: 'Jokers allowed in special shapes: Màn stands for the third 9m; 3 mủn, no bonus.',
          vi: 'Khung được phép trong thế bài đặc biệt: Màn thay quân 9m thứ ba; 3 mủn, không có thưởng.',
          'zh-cn': '允许混儿用于特殊牌型：Màn混儿代替第三张9m；3 mủn，没有加分。',
        },
        undefined,
        { jokersInSpecialShapes: true },
      ],
    ),
    topUp(
      p('little-four-winds'),
      'no-jokers',
      6,
      [
        '123m N [EEE] [WWW] [SSS] @N',
        33,
        {
          en: '4 mủn + 1 mủn, Half Flush 3.',
          vi: '4 mủn + 1 mủn, Lai Hàng 3.',
          'zh-cn': '4 mủn + 1 mủn，混一色3。',
        },
      ],
      [
        '12mJ4 N [EEE] [WWW] [SSS] @N',
        27,
        {
          en: 'The characters joker plays.',
          vi: 'Khung Vạn (Màn) được đánh vào bài.',
          'zh-cn': '万子混儿用在牌里。',
        },
      ],
    ),
    topUp(
      p('big-four-winds'),
      'no-jokers',
      6,
      [
        '5s EEE [SSS] [WWW] [NNN] @5s',
        61,
        {
          en: '8 + 1 mủn, All Sets 3 + 1, Half Flush 3.',
          vi: '8 + 1 mủn, Tui Tui 3 + 1, Lai Hàng 3.',
          'zh-cn': '8 + 1 mủn，碰碰和3 + 1，混一色3。',
        },
      ],
      [
        '5s J6 EE [SSS] [WWW] [NNN] @5s',
        54,
        {
          en: 'The wind joker plays.',
          vi: 'Khung gió được đánh vào bài.',
          'zh-cn': '风牌混儿用在牌里。',
        },
      ],
    ),
    // The single-wait-and-closed mủn on every other pattern that offers it (fact sheet §6.2); each
    // hand self-drawn scores it, the same hand on a discard does not.
    singleWait(p('all-terminals'), '111m 999p 111s 999m 9s @9s', 72, 58, {
      en: 'with Four Closed Sets and its bonuses, All Sets 3 + 1',
      vi: 'cùng Khàn Khàn và các thưởng của nó, Tui Tui 3 + 1',
      'zh-cn': '另有四暗刻及其加分，碰碰和3 + 1',
    }),
    singleWait(p('all-honours'), 'EEE SSS WWW RDRDRD GD @GD', 75, 61, {
      en: 'with Four Closed Sets and its bonuses, All Sets 3 + 1, the red dragon, East and South',
      vi: 'cùng Khàn Khàn và các thưởng của nó, Tui Tui 3 + 1, Trung, Đông và Nam',
      'zh-cn': '另有四暗刻及其加分，碰碰和3 + 1，红中、东风和南风',
    }),
    singleWait(p('nine-gates'), '1112345679999m @8m', 32, 24, {
      en: 'the 13 tiles waited on 8m alone; Nine Gates 3 + 1 mủn',
      vi: '13 quân chỉ chờ 8m; Cửu Tử Liên Hoàn 3 + 1 mủn',
      'zh-cn': '13张只听8m；九莲宝灯3 + 1 mủn',
    }),
    singleWait(p('little-four-winds'), 'EEE SSS WWW 123m N @N', 41, 33, {
      en: 'Little Four Winds 4 + 1 mủn, Half Flush 3',
      vi: 'Tiểu Tứ Hỉ 4 + 1 mủn, Lai Hàng 3',
      'zh-cn': '小四喜4 + 1 mủn，混一色3',
    }),
    singleWait(p('big-four-winds'), 'EEE SSS WWW NNN 5s @5s', 99, 85, {
      en: 'with Four Closed Sets and its bonuses, All Sets 3 + 1, Half Flush 3',
      vi: 'cùng Khàn Khàn và các thưởng của nó, Tui Tui 3 + 1, Lai Hàng 3',
      'zh-cn': '另有四暗刻及其加分，碰碰和3 + 1，混一色3',
    }),
    topUp(
      p('four-quads'),
      'concealed',
      6,
      [
        '5s {1111m} {2222p} {3333s} {NNNN} @5s',
        36,
        {
          en: 'Four concealed quads, self-drawn on the single 5s: 4 + 1 mủn, All Sets 3 + 1, Fully Closed 1, Single Wait 1.',
          vi: 'Bốn Coong kín, tự bốc quân 5s duy nhất đang chờ: 4 + 1 mủn, Tui Tui 3 + 1, Kín 1, Xuyên 1.',
          'zh-cn': '四个暗杠，独听5s自摸：4 + 1 mủn，碰碰和3 + 1，不求人1，独听1。',
        },
        SELF_DRAWN,
      ],
      [
        '5s [1111m] {2222p} {3333s} {NNNN} @5s',
        29,
        {
          en: 'One quad was called: 4 mủn, All Sets 3 + 1, Single Wait 1.',
          vi: 'Một Coong là Coong lộ: 4 mủn, Tui Tui 3 + 1, Xuyên 1.',
          'zh-cn': '有一个明杠：4 mủn，碰碰和3 + 1，独听1。',
        },
        SELF_DRAWN,
      ],
    ),
  ];
}
