/** The seed's 8-fan hands (seed 001). */
import { allHonours, bigFourWinds } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../../shared/hk-family/contexts';
import { footnote, RD_SHEET } from '../sources';
import { NO_TRIPLETS, NO_VALUED } from './footnotes';
import { mandarin } from './names';

export const EIGHT_FAN: PatternDef[] = [
  {
    id: 'four-big-winds',
    name: 'Four Big Winds',
    native: [mandarin('大四喜', 'dà sì xǐ')],
    aliases: ['Big Four Winds', 'Great Winds', 'Daisuushii'],
    value: 8,
    category: 'fan-8',
    definition: 'Triplets of all four winds.',
    translations: {
      'zh-cn': {
        name: '大四喜',
        definition: '四种风牌都成刻子。',
        explanation: '不再另计番子（脚注2）或碰碰和（脚注3）。',
      },
      vi: {
        name: 'Đại Tứ Hỉ',
        definition: 'Phỗng cả bốn gió.',
        explanation: 'Không tính thêm Phỗng chữ có phán (chú thích 2) hay Tui Tui (chú thích 3).',
      },
    },
    explanation: 'Does not also count Valued Honors (footnote 2) or All Triplets (footnote 3).',
    excludes: [NO_VALUED, NO_TRIPLETS],
    source: footnote([2, 3]),
    detect: ({ reading }) => (bigFourWinds(reading) ? 1 : 0),
    examples: [
      {
        hand: '5p [EEE] [SSS] [WWW] [NNN] @5p',
        context: ON_DISCARD,
        scores: true,
        total: 10,
        note: 'The club sheet’s four wind triplets and a pair of 5 Dots: Four Big Winds 8, Half Flush 2.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的四副风刻加一对5饼：大四喜8，混一色2。' },
          vi: {
            note: 'Bốn Phỗng gió và một đôi 5 Văn trong bảng luật của câu lạc bộ: Đại Tứ Hỉ 8, Lai Hàng 2.',
          },
        },
      },
      {
        hand: '555p N [EEE] [SSS] [WWW] @N',
        context: ON_DISCARD,
        scores: false,
        total: 10,
        note: 'North only as the pair: Four Little Winds 6, All Triplets 2, Half Flush 2.',
        translations: {
          'zh-cn': { note: '北风只作将：小四喜6，碰碰和2，混一色2。' },
          vi: { note: 'Bắc chỉ là đôi: Tiểu Tứ Hỉ 6, Tui Tui 2, Lai Hàng 2.' },
        },
      },
    ],
  },
  {
    id: 'all-honors',
    name: 'All Honors',
    native: [mandarin('字一色', 'zì yī sè')],
    aliases: ['All Honours', 'All Winds and Dragons', 'Tsuuiisou'],
    value: 8,
    category: 'fan-8',
    definition: 'Only winds and dragons.',
    translations: {
      'zh-cn': {
        name: '字一色',
        definition: '只有风牌和箭牌。',
        explanation:
          '不再另计番子（脚注2）或碰碰和（脚注3）。由字牌组成的七对也算。它的牌全是字牌，所以按字面理解也计混幺九（4番），俱乐部番种表并没有排除这一点；桌上规则可以取消这一点。',
      },
      vi: {
        name: 'Toàn Chử',
        definition: 'Chỉ có gió và rồng.',
        explanation:
          'Không tính thêm Phỗng chữ có phán (chú thích 2) hay Tui Tui (chú thích 3). Pe Pe toàn quân chữ cũng được. Các quân của nó đều là quân chữ, nên hiểu theo đúng câu chữ nó cũng được tính Toàn quân đầu và chữ (4 phán), điều mà bảng luật của câu lạc bộ không loại trừ; một luật bàn ngăn điều đó.',
      },
    },
    explanation:
      'Does not also count Valued Honors (footnote 2) or All Triplets (footnote 3). Seven pairs of honours also qualify. Its tiles are all honours, so read as written it also scores All Orphans (4), which the club sheet does not exclude; a table option stops that.',
    excludes: [NO_VALUED, NO_TRIPLETS],
    source: footnote([2, 3]),
    detect: ({ facts }) => (allHonours(facts) ? 1 : 0),
    examples: [
      {
        hand: 'N [EEE] [SSS] [RDRDRD] [WDWDWD] @N',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s honours, the triplets exposed: 8, and All Orphans 4 as the club sheet is written.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的字牌，刻子都亮出：8，按番种表的字面另计混幺九4。' },
          vi: {
            note: 'Các quân chữ trong bảng luật của câu lạc bộ, các Phỗng đã lộ: 8, và Toàn quân đầu và chữ 4 theo đúng câu chữ của bảng luật.',
          },
        },
      },
      {
        hand: 'N [EEE] [SSS] [RDRDRD] [WDWDWD] @N',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 8,
        note: 'With the table option off, All Orphans is not added: 8 alone.',
        translations: {
          'zh-cn': { note: '关闭桌上规则时，不加混幺九：只有8。' },
          vi: { note: 'Khi tắt luật bàn, không cộng Toàn quân đầu và chữ: chỉ 8.' },
        },
      },
      {
        hand: 'EEE SSS RDRDRD WDWDWD N @N',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s hand fully concealed: 8, All Orphans 4, Fully Concealed Triplets 6 and Fully Concealed 1 make 19, capped at 12.',
        translations: {
          'zh-cn': {
            note: '俱乐部番种表的例牌完全门前清：8、混幺九4、四暗刻6和门前清1共19，封顶12。',
          },
          vi: {
            note: 'Bài trong bảng luật của câu lạc bộ, giữ kín hoàn toàn: 8, Toàn quân đầu và chữ 4, Khàn Khàn 6 và Bài kín 1 thành 19, tính trần 12.',
          },
        },
      },
      {
        hand: '5p [EEE] [SSS] [RDRDRD] [WDWDWD] @5p',
        context: ON_DISCARD,
        scores: false,
        total: 8,
        note: 'A pair of 5 Dots: Half Flush 2, All Triplets 2 and four Valued Honors.',
        translations: {
          'zh-cn': { note: '一对5饼：混一色2，碰碰和2，另有四副番子。' },
          vi: { note: 'Một đôi 5 Văn: Lai Hàng 2, Tui Tui 2 và bốn Phỗng chữ có phán.' },
        },
      },
    ],
  },
  {
    id: 'thirteen-orphans',
    shapes: ['thirteen-orphans'],
    name: 'Thirteen Orphans',
    native: [mandarin('十三么', 'shí sān yāo')],
    aliases: ['Thirteen Terminals', 'Kokushi Musou', 'Shi San Yao'],
    value: 8,
    category: 'fan-8',
    definition: 'One of every 1, 9, wind and dragon, with one of them paired.',
    translations: {
      'zh-cn': {
        name: '十三幺',
        definition: '每种1、9、风牌和箭牌各一张，其中一张成对。',
        explanation:
          '其他番种照样加在它上面，直到12番封顶，与这张表上的每个番种一样（在香港麻将里它直接值封顶番数）。它永远不计五门齐。它的牌全是1、9和字牌，所以默认也计混幺九；桌上规则可以取消这一点。',
      },
      vi: {
        name: 'Xâp Xam Xíu',
        definition: 'Mỗi quân 1, quân 9, gió và rồng một quân, trong đó một quân thành đôi.',
        explanation:
          'Các cách khác được cộng vào nó cho đến mức trần 12 phán, như mọi cách trong bảng này (ở Hồng Kông nó được ngay mức trần). Nó không bao giờ được tính Cầu Vồng. Các quân của nó đều là quân 1, quân 9 và quân chữ, nên mặc định nó cũng được tính Toàn quân đầu và chữ; một luật bàn ngăn điều đó.',
      },
    },
    explanation:
      'Other fan add to it up to the 12-fan cap, as to every pattern on this list (in Hong Kong it is worth the cap outright). It never scores Rainbow. Its tiles are all 1s, 9s and honours, so by default it also scores All Orphans; a table option stops that.',
    source: RD_SHEET,
    detect: ({ reading }) => (reading.shape === 'thirteen-orphans' ? 1 : 0),
    examples: [
      {
        hand: '19m 19p 19s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        scores: true,
        total: 12,
        note: 'The club sheet’s hand: 8, All Orphans 4 and Fully Concealed 1 make 13, capped at 12.',
        translations: {
          'zh-cn': { note: '俱乐部番种表的例牌：8、混幺九4和门前清1共13，封顶12。' },
          vi: {
            note: 'Bài trong bảng luật của câu lạc bộ: 8, Toàn quân đầu và chữ 4 và Bài kín 1 thành 13, tính trần 12.',
          },
        },
      },
      {
        hand: '19m 19p 19s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        options: { nestedPatternsCount: false },
        scores: true,
        total: 9,
        note: 'With the table option off, All Orphans is not added: 8 and Fully Concealed 1.',
        translations: {
          'zh-cn': { note: '关闭桌上规则时，不加混幺九：8和门前清1。' },
          vi: { note: 'Khi tắt luật bàn, không cộng Toàn quân đầu và chữ: 8 và Bài kín 1.' },
        },
      },
      {
        hand: '19m 19p 18s E S W N GD RD WD @WD',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'An 8 Bamboo in place of the 9: not a winning hand.',
        translations: {
          'zh-cn': { note: '用一张8条代替9：不是和牌。' },
          vi: { note: 'Một quân 8 Sách thay cho quân 9: không phải bài ù.' },
        },
      },
    ],
  },
];
