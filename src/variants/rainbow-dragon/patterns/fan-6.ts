/** The seed's 6-fan hands (seed 001). */
import { allPungs, bigThreeDragons, littleFourWinds } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { footnote } from '../sources';
import { NO_TRIPLETS, NO_VALUED } from './footnotes';
import { mandarin } from './names';

export const SIX_FAN: PatternDef[] = [
  {
    id: 'four-little-winds',
    name: 'Four Little Winds',
    native: [mandarin('小四喜', 'xiǎo sì xǐ')],
    aliases: ['Little Four Winds', 'Small Four Winds', 'Shousuushii'],
    value: 6,
    category: 'fan-6',
    definition: 'Triplets of three winds and a pair of the fourth.',
    translations: {
      'zh-cn': {
        name: '小四喜',
        definition: '三种风牌的刻子，加第四种风牌的一对将牌。',
        explanation: '其中任何一副刻子都不再另计番子（脚注2）。',
      },
      vi: {
        name: 'Tiểu Tứ Hỉ',
        definition: 'Phỗng ba gió và một đôi gió thứ tư.',
        explanation:
          'Không tính thêm Phỗng chữ có phán cho bất kỳ Phỗng nào trong đó (chú thích 2).',
      },
    },
    explanation: 'Does not also count Valued Honors, for any of its triplets (footnote 2).',
    excludes: [NO_VALUED],
    source: footnote(2),
    detect: ({ reading }) => (littleFourWinds(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m N [EEE] [SSS] [WWW] @N',
        context: ON_DISCARD,
        scores: true,
        total: 8,
        note: 'The club sheet’s winds with a sequence of characters: Four Little Winds 6, Half Flush 2.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的风牌加一副万子顺子：小四喜6，混一色2。' },
          vi: {
            note: 'Các Phỗng gió trong bảng luật của câu lạc bộ cùng một sảnh Vạn: Tiểu Tứ Hỉ 6, Lai Hàng 2.',
          },
        },
      },
      {
        hand: '123m 456p N [EEE] [SSS] @N',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'Only two wind triplets: South (seat) and East (round) as Valued Honors.',
        translations: {
          'zh-cn': { note: '只有两副风刻：南风（门风）和东风（圈风）计为番子。' },
          vi: {
            note: 'Chỉ có hai Phỗng gió: Nam (gió cửa) và Đông (gió vòng) tính là Phỗng chữ có phán.',
          },
        },
      },
    ],
  },
  {
    id: 'three-big-dragons',
    name: 'Three Big Dragons',
    native: [mandarin('大三元', 'dà sān yuán')],
    aliases: ['Big Three Dragons', 'Great Dragons', 'Daisangen'],
    value: 6,
    category: 'fan-6',
    definition: 'Triplets of all three dragons.',
    translations: {
      'zh-cn': {
        name: '大三元',
        definition: '三种箭牌都成刻子。',
        explanation: '三副箭刻不再另计番子（脚注2）。',
      },
      vi: {
        name: 'Đại Tam Nguyên',
        definition: 'Phỗng cả ba rồng.',
        explanation: 'Ba Phỗng rồng không tính thêm Phỗng chữ có phán (chú thích 2).',
      },
    },
    explanation: 'The three dragon triplets do not also score Valued Honors (footnote 2).',
    excludes: [NO_VALUED],
    source: footnote(2),
    detect: ({ reading }) => (bigThreeDragons(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 5p [GDGDGD] [RDRDRD] [WDWDWD] @5p',
        context: ON_DISCARD,
        scores: true,
        total: 6,
        note: 'The club sheet’s three dragon triplets: 6, with no Valued Honors.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的三副箭刻：6，不计番子。' },
          vi: {
            note: 'Ba Phỗng rồng trong bảng luật của câu lạc bộ: 6, không có Phỗng chữ có phán.',
          },
        },
      },
      {
        hand: '123m 456p WD [GDGDGD] [RDRDRD] @WD',
        context: ON_DISCARD,
        scores: false,
        total: 4,
        note: 'White only as the pair: Three Little Dragons.',
        translations: {
          'zh-cn': { note: '白板只作将：小三元。' },
          vi: { note: 'Bạch chỉ là đôi: Tiểu Tam Nguyên.' },
        },
      },
    ],
  },
  {
    id: 'fully-concealed-triplets',
    name: 'Fully Concealed Triplets',
    native: [mandarin('四暗刻', 'sì àn kè')],
    aliases: ['Four Concealed Triplets', 'Four Concealed Pungs', 'Suuankou'],
    value: 6,
    category: 'fan-6',
    definition: 'All triplets and a pair, and Fully Concealed: no open meld.',
    translations: {
      'zh-cn': {
        name: '四暗刻',
        definition: '全是刻子加一对将牌，并且门前清：没有亮出的面子。',
        explanation:
          '俱乐部番种表要求门前清，并把门前清定义为没有亮出的面子，所以可以和别人打出的牌，有暗杠也仍算门前清。它不再另计碰碰和（脚注3）。番种表没有给出这种牌的牌例，这里的例子是我们自己的。',
      },
      vi: {
        name: 'Khàn Khàn',
        definition: 'Toàn Phỗng và một đôi, và bài kín: không có bộ nào lộ.',
        explanation:
          'Bảng luật của câu lạc bộ đòi bài kín, và định nghĩa bài kín là không có bộ nào lộ, nên có thể ù quân đánh ra và Coong kín vẫn giữ bài kín. Không tính thêm Tui Tui (chú thích 3). Bảng luật không đưa quân bài ví dụ cho cách này; các ví dụ ở đây là của chúng tôi.',
      },
    },
    explanation:
      'The club sheet asks for a Fully Concealed hand, which it defines as no open melds, so the hand may be won on a discard and a concealed quad keeps it concealed. It does not also count All Triplets (footnote 3). The club sheet shows no tiles for it; these examples are ours.',
    excludes: [NO_TRIPLETS],
    source: footnote(3),
    detect: ({ facts, reading }) => (allPungs(reading) && facts.concealedHand ? 1 : 0),
    examples: [
      {
        hand: '222m 444p 666s 888s 9m @9m',
        context: ON_DISCARD,
        scores: true,
        total: 7,
        note: 'Four concealed triplets won on a discard: 6, with Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '四副暗刻，和别人打出的牌：6，另有门前清1。' },
          vi: { note: 'Bốn Phỗng kín, ù quân đánh ra: 6, cùng Bài kín 1.' },
        },
      },
      {
        hand: '222m 444p 666s 888s 9m @9m',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 6,
        note: 'With the table option off, it replaces Fully Concealed.',
        translations: {
          'zh-cn': { note: '关闭桌上规则时，它替代门前清。' },
          vi: { note: 'Khi tắt luật bàn, cách này thay cho Bài kín.' },
        },
      },
      {
        hand: '222m 444p 666s 9m [888s] @9m',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'One exposed triplet: All Triplets only.',
        translations: {
          'zh-cn': { note: '有一副亮出的刻子：只计碰碰和。' },
          vi: { note: 'Một Phỗng đã lộ: chỉ có Tui Tui.' },
        },
      },
    ],
  },
];
