/** The seed's 1-fan patterns (seed 001, "1 fan"). */
import {
  allChows,
  allSimples,
  dragonPungs,
  hasWindPung,
  identicalChows,
  mixedShiftedPungs,
  mixedStraight,
  tileKindsPresent,
} from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { footnote, RD_SHEET } from '../sources';
import { mandarin } from './names';

/** Two identical sequences score 1; the third adds 1 and the fourth 2 more (footnote 1). */
export const identicalSequenceFan = (copies: number): number =>
  copies >= 4 ? 4 : copies === 3 ? 2 : copies === 2 ? 1 : 0;

export const ONE_FAN: PatternDef[] = [
  {
    id: 'all-sequences',
    name: 'All Sequences',
    native: [mandarin('平和', 'píng hú')],
    aliases: ['All Chows', 'Common Hand', 'Pinfu', 'Ping Hu'],
    value: 1,
    category: 'fan-1',
    definition: 'Four sequences and a pair.',
    translations: {
      'zh-cn': {
        name: '平和',
        definition: '四副顺子加一对将牌。',
        explanation:
          '每副面子都是同一花色的三张连续牌，亮出或暗藏都可以。与香港麻将的平和不同，将可以是任何牌：俱乐部番种表自己的例子就用一对红中作将。',
      },
      vi: {
        name: 'Phình',
        definition: 'Bốn sảnh và một đôi.',
        explanation:
          'Mỗi bộ là một sảnh ba quân liên tiếp cùng một hàng, lộ hay kín đều được. Khác với Phình của Mạt chược Hồng Kông, đôi có thể là quân bất kỳ: chính ví dụ trong bảng luật của câu lạc bộ dùng một đôi Trung (rồng đỏ).',
      },
    },
    explanation:
      "Every set is a run of three in one suit, exposed or concealed. Unlike Hong Kong's All Chows, the pair may be anything: the club sheet’s own example pairs red dragons.",
    source: RD_SHEET,
    detect: ({ reading }) => (allChows(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 345p 678p 789s RD @RD',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s hand, a pair of red dragons included: All Sequences 1, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌，连同一对红中：平和1，门前清1。' },
          vi: { note: 'Bài trong bảng luật của câu lạc bộ, kể cả đôi Trung: Phình 1, Bài kín 1.' },
        },
      },
      {
        hand: '345p 678p 789s RD [123m] @RD',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'An exposed sequence still counts; only the Fully Concealed fan is lost.',
        translations: {
          'zh-cn': { note: '亮出的顺子照样算；只失去门前清的番。' },
          vi: { note: 'Sảnh đã lộ vẫn được tính; chỉ mất phán Bài kín.' },
        },
      },
      {
        hand: '123m 345p 666p 789s RD @RD',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'A triplet of 6 Dots in place of a sequence: Fully Concealed only.',
        translations: {
          'zh-cn': { note: '用一副6饼刻子代替顺子：只计门前清。' },
          vi: { note: 'Một Phỗng 6 Văn thay cho một sảnh: chỉ có Bài kín.' },
        },
      },
    ],
  },
  {
    id: 'all-simples',
    name: 'All Simples',
    native: [mandarin('斷么九', 'duàn yāo jiǔ')],
    aliases: ['No Orphans', 'Tanyao', 'Duan Yao'],
    value: 1,
    category: 'fan-1',
    definition: 'Only suited tiles numbered 2 to 8.',
    translations: {
      'zh-cn': {
        name: '断幺九',
        definition: '只有2到8的序数牌。',
        explanation:
          '整手牌，包括亮出的面子，都没有1、没有9，也没有任何风牌或箭牌。顺子和刻子可以混合。',
      },
      vi: {
        name: 'Toàn quân giữa',
        definition: 'Chỉ có quân số từ 2 đến 8.',
        explanation:
          'Cả bài, kể cả các bộ đã lộ, không có quân 1, quân 9, gió hay rồng nào. Sảnh và Phỗng có thể lẫn lộn.',
      },
    },
    explanation:
      'No 1, no 9 and no wind or dragon anywhere in the hand, melds included. Sequences and triplets may be mixed.',
    source: RD_SHEET,
    detect: ({ facts }) => (allSimples(facts) ? 1 : 0),
    examples: [
      {
        hand: '666m 345p 888p 234s 7s @7s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s hand: All Simples 1, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌：断幺九1，门前清1。' },
          vi: { note: 'Bài trong bảng luật của câu lạc bộ: Toàn quân giữa 1, Bài kín 1.' },
        },
      },
      {
        hand: '666m 345p 888p 234s 9s @9s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'A pair of 9 Bamboo: only Fully Concealed.',
        translations: {
          'zh-cn': { note: '一对9条：只计门前清。' },
          vi: { note: 'Một đôi 9 Sách: chỉ có Bài kín.' },
        },
      },
    ],
  },
  {
    id: 'valued-honors',
    name: 'Valued Honors',
    native: [
      mandarin('箭刻', 'jiàn kè'),
      mandarin('門風刻', 'mén fēng kè'),
      mandarin('圈風刻', 'quān fēng kè'),
    ],
    aliases: [
      'Valued Honours',
      'Dragon Triplet',
      'Seat Wind Triplet',
      'Round Wind Triplet',
      'Yakuhai',
    ],
    value: 1,
    category: 'fan-1',
    definition: 'A triplet (or quad) of a dragon, of your seat wind or of the round wind.',
    translations: {
      'zh-cn': {
        name: '番子',
        definition: '箭牌、自己门风或圈风的刻子（或杠）。',
        explanation:
          '默认每副番子刻计1番，既是自己门风又是圈风的风刻计2番；桌上规则可改为整手牌最多只计1番。小三元、大三元、小四喜、大四喜和字一色不再另计番子（脚注2）。',
      },
      vi: {
        name: 'Phỗng chữ có phán',
        definition: 'Phỗng (hoặc Coong) rồng, gió cửa của mình hoặc gió vòng.',
        explanation:
          'Mặc định mỗi Phỗng chữ có phán được 1 phán, và gió vừa là gió cửa của bạn vừa là gió vòng được 2 phán; một luật bàn khiến cả bài chỉ được tối đa 1 phán. Tiểu Tam Nguyên, Đại Tam Nguyên, Tiểu Tứ Hỉ, Đại Tứ Hỉ và Toàn Chử không tính thêm cách này (chú thích 2).',
      },
    },
    explanation:
      'By default each valued triplet scores 1, and a wind that is both your seat and the round wind scores 2; a table option makes it 1 for the hand. Three Little Dragons, Three Big Dragons, Four Little Winds, Four Big Winds and All Honors do not also count it (footnote 2).',
    source: RD_SHEET,
    detect: ({ reading, win, options }) => {
      const n =
        dragonPungs(reading) +
        (hasWindPung(reading, win.seat) ? 1 : 0) +
        (hasWindPung(reading, win.round) ? 1 : 0);
      return options.valuedHonorsPerTriplet ? n : Math.min(n, 1);
    },
    examples: [
      {
        hand: '456m 789p 555s 9s [RDRDRD] @9s',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'The club sheet’s red dragon triplet.',
        translations: {
          'zh-cn': { note: '俱乐部番种表里的红中刻子。' },
          vi: { note: 'Phỗng Trung trong bảng luật của câu lạc bộ.' },
        },
      },
      {
        hand: '456m 789p 9p [RDRDRD] [EEE] @9p',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Red dragons and East, the round wind: 1 each.',
        translations: {
          'zh-cn': { note: '红中和圈风东风：各1。' },
          vi: { note: 'Phỗng Trung và Phỗng Đông, gió vòng: mỗi Phỗng 1.' },
        },
      },
      {
        hand: '456m 789p 555s 9s [EEE] @9s',
        context: { seat: 'E', round: 'E', discarder: 'W' },
        scores: true,
        total: 2,
        note: "East is both the winner's seat and the round wind: 2.",
        translations: {
          'zh-cn': { note: '东风既是和牌者的门风又是圈风：2。' },
          vi: { note: 'Đông vừa là gió cửa của người ù vừa là gió vòng: 2.' },
        },
      },
      {
        hand: '456m 789p 9p [RDRDRD] [EEE] @9p',
        context: ON_DISCARD,
        options: { valuedHonorsPerTriplet: false },
        scores: true,
        total: 1,
        note: 'With the table option off, two valued triplets still make 1 fan.',
        translations: {
          'zh-cn': { note: '关闭桌上规则时，两副番子刻合计只计1番。' },
          vi: { note: 'Khi tắt luật bàn, hai Phỗng chữ có phán cộng lại chỉ được 1 phán.' },
        },
      },
      {
        hand: '456m 789p 9s [NNN] [234s] @9s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "North is neither South's seat wind nor the round wind (East).",
        translations: {
          'zh-cn': { note: '北风既不是南家的门风，也不是圈风（东风）。' },
          vi: { note: 'Bắc không phải gió cửa của nhà Nam, cũng không phải gió vòng (Đông).' },
        },
      },
    ],
  },
  {
    id: 'pure-double-sequence',
    name: 'Pure Double Sequence',
    native: [mandarin('一般高', 'yī bān gāo')],
    aliases: ['Identical Sequences', 'Iipeikou', 'Pure Double Chow'],
    value: 1,
    category: 'fan-1',
    definition: 'Two identical sequences: the same numbers in the same suit.',
    translations: {
      'zh-cn': {
        name: '一般高',
        definition: '两副相同的顺子：同一花色，数字相同。',
        explanation:
          '第三副相同的顺子再加1番，第四副再加2番（脚注1），所以三副值2番，四副值4番。两组不同的一般高计两次。',
      },
      vi: {
        name: 'Hai sảnh giống nhau',
        definition: 'Hai sảnh giống hệt nhau: cùng các số, cùng một hàng.',
        explanation:
          'Sảnh giống hệt thứ ba thêm 1 phán và sảnh thứ tư thêm 2 phán nữa (chú thích 1), nên ba sảnh được 2 phán và bốn sảnh được 4 phán. Hai cặp sảnh giống nhau khác nhau thì tính cách này hai lần.',
      },
    },
    explanation:
      'A third identical sequence adds 1 fan and a fourth 2 more (footnote 1), so three copies are worth 2 and four are worth 4. Two different doubled sequences score it twice.',
    source: footnote(1, 'the extras for a third and fourth copy'),
    detect: ({ reading }) =>
      identicalChows(reading).reduce((sum, k) => sum + identicalSequenceFan(k), 0),
    examples: [
      {
        hand: '123p 123p 678s 5s [456m] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s two 123 Dots: Pure Double Sequence 1, All Sequences 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的两副123饼：一般高1，平和1。' },
          vi: {
            note: 'Hai sảnh 123 Văn trong bảng luật của câu lạc bộ: Hai sảnh giống nhau 1, Phình 1.',
          },
        },
      },
      {
        hand: '123p 123p 123p 5s [456m] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'A third copy adds 1: 2 fan, with All Sequences 1.',
        translations: {
          'zh-cn': { note: '第三副再加1：2番，另有平和1。' },
          vi: { note: 'Sảnh thứ ba thêm 1: 2 phán, cùng Phình 1.' },
        },
      },
      {
        hand: '123p 123p 123p 5s [123p] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 5,
        note: 'All four copies: 1 + 1 + 2 = 4, with All Sequences 1.',
        translations: {
          'zh-cn': { note: '四副齐全：1 + 1 + 2 = 4，另有平和1。' },
          vi: { note: 'Đủ bốn sảnh: 1 + 1 + 2 = 4, cùng Phình 1.' },
        },
      },
      {
        hand: '123p 123p 456m 7s [456m] @7s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Two different doubled sequences: 1 each, with All Sequences 1.',
        translations: {
          'zh-cn': { note: '两组不同的一般高：各1，另有平和1。' },
          vi: { note: 'Hai cặp sảnh giống nhau khác nhau: mỗi cặp 1, cùng Phình 1.' },
        },
      },
      {
        hand: '123p 234p 678s 5s [456m] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: '123 and 234 Dots are not identical: All Sequences only.',
        translations: {
          'zh-cn': { note: '123饼和234饼不相同：只计平和。' },
          vi: { note: '123 và 234 Văn không giống hệt nhau: chỉ có Phình.' },
        },
      },
    ],
  },
  {
    id: 'mixed-sequential-triplets',
    name: 'Mixed Sequential Triplets',
    native: [mandarin('三色三節高', 'sān sè sān jié gāo')],
    aliases: ['Mixed Shifted Pungs', 'Mixed Shifted Triplets'],
    value: 1,
    category: 'fan-1',
    definition: 'Triplets of three consecutive numbers, one in each suit.',
    translations: {
      'zh-cn': {
        name: '三色三节高',
        definition: '三个连续数字的刻子，每种花色各一副。',
        explanation: '例如1万、2饼和3条的刻子。三个数字可以落在任何花色上。',
      },
      vi: {
        name: 'Ba Phỗng nối tiếp ba hàng',
        definition: 'Phỗng của ba số liên tiếp, mỗi hàng một Phỗng.',
        explanation:
          'Ví dụ 1 Vạn, 2 Văn và 3 Sách. Hàng nào cũng có thể mang bất kỳ số nào trong ba số.',
      },
    },
    explanation:
      'For example 1 Characters, 2 Dots and 3 Bamboo. Any suit may carry any of the three numbers.',
    source: RD_SHEET,
    detect: ({ reading }) => (mixedShiftedPungs(reading) ? 1 : 0),
    examples: [
      {
        hand: '111m 222p 333s 5m [789p] @5m',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'The club sheet’s 1 Characters, 2 Dots, 3 Bamboo.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的1万、2饼、3条。' },
          vi: { note: '1 Vạn, 2 Văn, 3 Sách trong bảng luật của câu lạc bộ.' },
        },
      },
      {
        hand: '333m 111p 222s 5m [789p] @5m',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'The numbers may fall in any order of suits.',
        translations: {
          'zh-cn': { note: '三个数字可以按任何顺序落在各花色上。' },
          vi: { note: 'Các số có thể rơi vào các hàng theo bất kỳ thứ tự nào.' },
        },
      },
      {
        hand: '111m 222p 444s 5m [789p] @5m',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: '1, 2 and 4: not consecutive.',
        translations: {
          'zh-cn': { note: '1、2和4：不连续。' },
          vi: { note: '1, 2 và 4: không liên tiếp.' },
        },
      },
    ],
  },
  {
    id: 'mixed-straight',
    name: 'Mixed Straight',
    native: [mandarin('花龍', 'huā lóng')],
    aliases: ['Mixed Dragon', 'Three-Suit Straight'],
    value: 1,
    category: 'fan-1',
    definition: 'The sequences 123, 456 and 789, each in a different suit.',
    translations: {
      'zh-cn': {
        name: '花龙',
        definition: '123、456、789三副顺子，各在不同的花色。',
        explanation: '三副合起来在三种花色之间从1连到9。在同一花色里则改计清龙。',
      },
      vi: {
        name: 'Sảnh 1 đến 9 ba hàng',
        definition: 'Ba sảnh 123, 456 và 789, mỗi sảnh ở một hàng khác nhau.',
        explanation:
          'Ba sảnh nối liền từ 1 đến 9 qua ba hàng. Nếu cùng một hàng thì là Sảnh 1 đến 9 một hàng.',
      },
    },
    explanation:
      'Together they run 1 to 9 across the three suits. In one suit they make a Pure Straight instead.',
    source: RD_SHEET,
    detect: ({ reading }) => (mixedStraight(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 456p 789s 5s [345s] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s 123 Characters, 456 Dots, 789 Bamboo: Mixed Straight 1, All Sequences 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的123万、456饼、789条：花龙1，平和1。' },
          vi: {
            note: '123 Vạn, 456 Văn, 789 Sách trong bảng luật của câu lạc bộ: Sảnh 1 đến 9 ba hàng 1, Phình 1.',
          },
        },
      },
      {
        hand: '123m 456p 789p 5s [345s] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: '456 and 789 are both Dots: All Sequences only.',
        translations: {
          'zh-cn': { note: '456和789都是饼：只计平和。' },
          vi: { note: '456 và 789 đều là Văn: chỉ có Phình.' },
        },
      },
    ],
  },
  {
    id: 'rainbow',
    name: 'Rainbow',
    native: [mandarin('五門齊', 'wǔ mén qí')],
    aliases: ['All Types', 'Five Gates', 'Wu Men Qi'],
    value: 1,
    category: 'fan-1',
    definition: 'Characters, dots, bamboo, winds and dragons all in the hand.',
    translations: {
      'zh-cn': {
        name: '五门齐',
        definition: '万、饼、条、风牌、箭牌五种牌都有。',
        explanation: '五种牌每种至少一张。七对和十三幺不能计：这两种牌型永远不计五门齐。',
      },
      vi: {
        name: 'Cầu Vồng',
        definition: 'Trong bài có đủ Vạn, Văn, Sách, gió và rồng.',
        explanation:
          'Mỗi loại trong năm loại có ít nhất một quân. Không thể là Pe Pe hay Xâp Xam Xíu: hai thế bài đó không bao giờ được tính cách này.',
      },
    },
    explanation:
      'At least one tile of each of the five kinds. It cannot be Seven Pairs or Thirteen Orphans: those shapes never score it.',
    source: RD_SHEET,
    detect: ({ facts, reading }) => {
      if (reading.shape !== 'standard') return 0;
      const k = tileKindsPresent(facts);
      return k.suits === 3 && k.winds && k.dragons ? 1 : 0;
    },
    examples: [
      {
        hand: '123m 444p 678s NNN RD @RD',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s hand: Rainbow 1, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌：五门齐1，门前清1。' },
          vi: { note: 'Bài trong bảng luật của câu lạc bộ: Cầu Vồng 1, Bài kín 1.' },
        },
      },
      {
        hand: '11m 22p 33s EE SS RDRD GD @GD',
        context: ON_DISCARD,
        scores: false,
        total: 5,
        note: 'All five kinds, but as Seven Pairs: Seven Pairs 4, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '五种牌都有，但是七对：七对4，门前清1。' },
          vi: { note: 'Đủ năm loại, nhưng là Pe Pe: Pe Pe 4, Bài kín 1.' },
        },
      },
      {
        hand: '123m 444p 678s NNN 5s @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'No dragon: Fully Concealed only.',
        translations: {
          'zh-cn': { note: '没有箭牌：只计门前清。' },
          vi: { note: 'Không có rồng: chỉ có Bài kín.' },
        },
      },
    ],
  },
];
