/** The seed's 2-fan patterns (seed 001, "2 fan"). */
import {
  allPungs,
  flush,
  mixedTripleChow,
  mixedTriplePung,
  pureShiftedPungs,
  pureStraight,
} from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { RD_SHEET } from '../sources';
import { mandarin } from './names';

export const TWO_FAN: PatternDef[] = [
  {
    id: 'all-triplets',
    name: 'All Triplets',
    native: [mandarin('碰碰和', 'pèng pèng hú'), mandarin('對對和', 'duì duì hú')],
    aliases: ['All Pungs', 'All Pongs', 'Toitoi'],
    value: 2,
    category: 'fan-2',
    definition: 'Four triplets (or quads) and a pair.',
    translations: {
      'zh-cn': {
        name: '碰碰和',
        definition: '四副刻子（或杠）加一对将牌。',
        explanation:
          '完全没有顺子。四暗刻、混幺九、大四喜和字一色不再另计碰碰和（脚注3）；全是刻子且没有亮出面子的牌是四暗刻。',
      },
      vi: {
        name: 'Tui Tui',
        definition: 'Bốn Phỗng (hoặc Coong) và một đôi.',
        explanation:
          'Không có sảnh nào. Khàn Khàn, Toàn quân đầu và chữ, Đại Tứ Hỉ và Toàn Chử không tính thêm cách này (chú thích 3); bài toàn Phỗng mà không có bộ nào lộ là Khàn Khàn.',
      },
    },
    explanation:
      'No sequence at all. Fully Concealed Triplets, All Orphans, Four Big Winds and All Honors do not also count it (footnote 3); a hand of triplets with no open meld is Fully Concealed Triplets.',
    source: RD_SHEET,
    detect: ({ reading }) => (allPungs(reading) ? 1 : 0),
    examples: [
      {
        hand: '333m 555p 888s E [NNN] @E',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s triplets, with North exposed.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的刻子，北风刻子亮出。' },
          vi: { note: 'Các Phỗng trong bảng luật của câu lạc bộ, Phỗng Bắc đã lộ.' },
        },
      },
      {
        hand: '333m 555p 888s NNN E @E',
        context: ON_DISCARD,
        scores: false,
        total: 7,
        note: 'The club sheet’s hand kept fully concealed is Fully Concealed Triplets 6, which replaces All Triplets, and Fully Concealed 1.',
        translations: {
          'zh-cn': {
            note: '俱乐部番种表的例牌完全门前清，就是四暗刻6，它替代碰碰和，另有门前清1。',
          },
          vi: {
            note: 'Bài trong bảng luật của câu lạc bộ giữ kín hoàn toàn là Khàn Khàn 6, thay cho Tui Tui, và Bài kín 1.',
          },
        },
      },
      {
        hand: '333m 555p 678s E [NNN] @E',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'A sequence of 678 Bamboo.',
        translations: {
          'zh-cn': { note: '有一副678条的顺子。' },
          vi: { note: 'Có một sảnh 678 Sách.' },
        },
      },
    ],
  },
  {
    id: 'half-flush',
    name: 'Half Flush',
    native: [mandarin('混一色', 'hùn yī sè')],
    aliases: ['Mixed One Suit', 'Honitsu', 'Hun Yi Se'],
    value: 2,
    category: 'fan-2',
    definition: 'Tiles of one suit, with winds or dragons.',
    translations: {
      'zh-cn': {
        name: '混一色',
        definition: '一种花色的牌，另有风牌或箭牌。',
        explanation: '所有数牌都是同一花色，并且至少有一张字牌；没有字牌时就是清一色。',
      },
      vi: {
        name: 'Lai Hàng',
        definition: 'Quân của một hàng, cùng với gió hoặc rồng.',
        explanation:
          'Mọi quân số đều cùng một hàng và có ít nhất một quân chữ; không có quân chữ thì bài là Toàn Hàng.',
      },
    },
    explanation:
      'Every suited tile is of one suit and there is at least one honour; with no honour the hand is a Full Flush.',
    source: RD_SHEET,
    detect: ({ facts }) => (flush(facts) === 'half' ? 1 : 0),
    examples: [
      {
        hand: '123p 555p 678p NNN RD @RD',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'The club sheet’s hand: Half Flush 2, Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌：混一色2，门前清1。' },
          vi: { note: 'Bài trong bảng luật của câu lạc bộ: Lai Hàng 2, Bài kín 1.' },
        },
      },
      {
        hand: '123p 555s 678p NNN RD @RD',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'The 5s are bamboo, a second suit: Fully Concealed only.',
        translations: {
          'zh-cn': { note: '5s是条子，第二种花色：只计门前清。' },
          vi: { note: 'Các quân 5s là Sách, một hàng thứ hai: chỉ có Bài kín.' },
        },
      },
    ],
  },
  {
    id: 'mixed-triple-sequence',
    name: 'Mixed Triple Sequence',
    native: [mandarin('三色三同順', 'sān sè sān tóng shùn')],
    aliases: ['Three-Colour Straight', 'Sanshoku Doujun', 'Mixed Triple Chow'],
    value: 2,
    category: 'fan-2',
    definition: 'The same sequence in all three suits.',
    translations: {
      'zh-cn': {
        name: '三色三同顺',
        definition: '三种花色各有一副相同的顺子。',
        explanation: '例如万、饼、条各有一副123。',
      },
      vi: {
        name: 'Sảnh giống nhau ba hàng',
        definition: 'Cùng một sảnh ở cả ba hàng.',
        explanation: 'Ví dụ 123 ở Vạn, Văn và Sách.',
      },
    },
    explanation: 'For example 123 in characters, dots and bamboo.',
    source: RD_SHEET,
    detect: ({ reading }) => (mixedTripleChow(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 123p 123s 5s [789m] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'The club sheet’s 123 in each suit: Mixed Triple Sequence 2, All Sequences 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表里每种花色各一副123：三色三同顺2，平和1。' },
          vi: {
            note: '123 ở mỗi hàng trong bảng luật của câu lạc bộ: Sảnh giống nhau ba hàng 2, Phình 1.',
          },
        },
      },
      {
        hand: '123m 123p 234s 5s [789m] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: '234 Bamboo breaks it: All Sequences only.',
        translations: {
          'zh-cn': { note: '234条破坏了它：只计平和。' },
          vi: { note: '234 Sách làm hỏng cách này: chỉ có Phình.' },
        },
      },
    ],
  },
  {
    id: 'mixed-triple-triplets',
    name: 'Mixed Triple Triplets',
    native: [mandarin('三同刻', 'sān tóng kè')],
    aliases: ['Triple Pung', 'Sanshoku Doukou'],
    value: 2,
    category: 'fan-2',
    definition: 'A triplet of the same number in all three suits.',
    translations: {
      'zh-cn': {
        name: '三同刻',
        definition: '三种花色各有一副数字相同的刻子。',
        explanation: '例如1万、1饼和1条，各为一副刻子或杠。',
      },
      vi: {
        name: 'Phỗng cùng số ba hàng',
        definition: 'Phỗng của cùng một số ở cả ba hàng.',
        explanation: 'Ví dụ 1 Vạn, 1 Văn và 1 Sách, mỗi loại là một Phỗng hoặc Coong.',
      },
    },
    explanation: 'For example 1 Characters, 1 Dots and 1 Bamboo, each as a triplet or quad.',
    source: RD_SHEET,
    detect: ({ reading }) => (mixedTriplePung(reading) ? 1 : 0),
    examples: [
      {
        hand: '111m 111p 111s 5s [789m] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The club sheet’s triplets of 1 in each suit.',
        translations: {
          'zh-cn': { note: '俱乐部番种表里每种花色各一副1的刻子。' },
          vi: { note: 'Phỗng 1 ở mỗi hàng trong bảng luật của câu lạc bộ.' },
        },
      },
      {
        hand: '111m 111p 222s 5s [789m] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The bamboo triplet is of 2s.',
        translations: { 'zh-cn': { note: '条子的刻子是2s。' }, vi: { note: 'Phỗng Sách là 2s.' } },
      },
    ],
  },
  {
    id: 'pure-sequential-triplets',
    name: 'Pure Sequential Triplets',
    native: [mandarin('一色三節高', 'yī sè sān jié gāo')],
    aliases: ['Pure Shifted Pungs', 'Pure Shifted Triplets'],
    value: 2,
    category: 'fan-2',
    definition: 'Triplets of three consecutive numbers in one suit.',
    translations: {
      'zh-cn': {
        name: '一色三节高',
        definition: '同一花色三个连续数字的刻子。',
        explanation:
          '这九张牌也可以读成三副相同的顺子（111 222 333就是三次123），作为带第三副的一般高值2番；算番器取整手牌得分较高的那种组法。',
      },
      vi: {
        name: 'Ba Phỗng nối tiếp một hàng',
        definition: 'Phỗng của ba số liên tiếp trong cùng một hàng.',
        explanation:
          'Chín quân đó cũng đọc được thành ba sảnh giống hệt nhau (111 222 333 là ba lần 123), được 2 phán như Hai sảnh giống nhau cùng sảnh thứ ba; máy tính điểm giữ cách xếp cả bài được nhiều điểm hơn.',
      },
    },
    explanation:
      'The same nine tiles also read as three identical sequences (111 222 333 is 123 three times), worth 2 as a Pure Double Sequence with its third copy; the engine keeps whichever reading of the whole hand scores more.',
    source: RD_SHEET,
    detect: ({ reading }) => (pureShiftedPungs(reading) ? 1 : 0),
    examples: [
      {
        hand: '111p 222p 333p 5s [NNN] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 4,
        note: 'The club sheet’s 1, 2, 3 Dots, with an exposed North: Pure Sequential Triplets 2, All Triplets 2.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的1、2、3饼，北风刻子亮出：一色三节高2，碰碰和2。' },
          vi: {
            note: '1, 2, 3 Văn trong bảng luật của câu lạc bộ, cùng Phỗng Bắc đã lộ: Ba Phỗng nối tiếp một hàng 2, Tui Tui 2.',
          },
        },
      },
      {
        hand: '111p 222p 333p 5s [789m] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 3,
        note: 'With a sequence beside them, the tiles score more as three 123 Dots: Pure Double Sequence 2, All Sequences 1.',
        translations: {
          'zh-cn': { note: '旁边有一副顺子时，这些牌读成三副123饼得分更高：一般高2，平和1。' },
          vi: {
            note: 'Khi bên cạnh có một sảnh, các quân này được nhiều hơn nếu đọc thành ba sảnh 123 Văn: Hai sảnh giống nhau 2, Phình 1.',
          },
        },
      },
      {
        hand: '111p 222p 444p 5s [NNN] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: '1, 2 and 4: All Triplets only.',
        translations: {
          'zh-cn': { note: '1、2和4：只计碰碰和。' },
          vi: { note: '1, 2 và 4: chỉ có Tui Tui.' },
        },
      },
    ],
  },
  {
    id: 'pure-straight',
    name: 'Pure Straight',
    native: [mandarin('清龍', 'qīng lóng')],
    aliases: ['Full Straight', 'Ittsu', 'Pure Dragon'],
    value: 2,
    category: 'fan-2',
    definition: 'The sequences 123, 456 and 789 in one suit.',
    translations: {
      'zh-cn': {
        name: '清龙',
        definition: '同一花色的123、456、789三副顺子。',
        explanation: '同一花色从1连到9。分在三种花色里则改计花龙。',
      },
      vi: {
        name: 'Sảnh 1 đến 9 một hàng',
        definition: 'Ba sảnh 123, 456 và 789 cùng một hàng.',
        explanation:
          'Sảnh từ 1 đến 9 trong một hàng duy nhất. Nếu trải qua ba hàng thì là Sảnh 1 đến 9 ba hàng.',
      },
    },
    explanation:
      'A run of 1 to 9 in a single suit. Across three suits it is a Mixed Straight instead.',
    source: RD_SHEET,
    detect: ({ reading }) => (pureStraight(reading) ? 1 : 0),
    examples: [
      {
        hand: '123p 456p 789p 5s [789m] @5s',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'The club sheet’s 1 to 9 in Dots: Pure Straight 2, All Sequences 1.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的1到9饼：清龙2，平和1。' },
          vi: {
            note: '1 đến 9 Văn trong bảng luật của câu lạc bộ: Sảnh 1 đến 9 một hàng 2, Phình 1.',
          },
        },
      },
      {
        hand: '123p 456p 789s 5s [789m] @5s',
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: 'The 789 is in bamboo: All Sequences only.',
        translations: {
          'zh-cn': { note: '789是条子：只计平和。' },
          vi: { note: '789 là Sách: chỉ có Phình.' },
        },
      },
    ],
  },
];
