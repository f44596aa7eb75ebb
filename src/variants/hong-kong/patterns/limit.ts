import {
  allHonours,
  allPungs,
  allTerminals,
  bigFourWinds,
  bigThreeDragons,
  concealedPungs,
  kongs,
  nineGates,
} from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD, SELF_DRAWN } from '../context';
import { HK_SUMMARY } from '../sources';

const LIMIT = 13;
const limitNote = 'A limit hand: worth the cap (13 faan by default) and no other pattern is added.';

export const LIMIT_PATTERNS: PatternDef[] = [
  {
    id: 'thirteen-orphans',
    shapes: ['thirteen-orphans'],
    name: 'Thirteen Orphans',
    native: [{ text: '十三么', language: 'Cantonese', romanisation: 'sap6 saam1 jiu1' }],
    aliases: ['Thirteen Terminals', 'Kokushi Musou', 'Shi San Yao', 'Thirteen Wonders'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition:
      'One of each 1 and 9 of every suit, each wind and each dragon, plus a second copy of any of them.',
    translations: {
      'zh-cn': {
        name: '十三幺',
        definition: '每种花色的1和9、每种风牌、每种箭牌各一张，再加其中任何一张的第二张。',
        explanation:
          '特殊牌型：十三张各不相同的1、9和字牌，再加一张重复的。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Xâp Xam Xíu',
        definition:
          'Quân 1 và quân 9 của mỗi hàng, mỗi gió và mỗi rồng một quân, thêm một quân thứ hai của bất kỳ quân nào trong số đó.',
        explanation:
          'Một thế bài đặc biệt: mười ba quân 1, 9 và quân chữ khác nhau, thêm một quân trùng. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `A special shape: thirteen different terminals and honours and one duplicate. ${limitNote}`,
    source: HK_SUMMARY,
    detect: ({ reading }) => (reading.shape === 'thirteen-orphans' ? 1 : 0),
    examples: [
      {
        hand: '19m 19p 19s E S W N RD GD WD @WD',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'The thirteen orphans with a second white dragon.',
        translations: {
          'zh-cn': { note: '十三幺，第二张是白板。' },
          vi: { note: 'Xâp Xam Xíu, với quân Bạch thứ hai.' },
        },
      },
      {
        hand: '19m 19p 18s E S W N RD GD WD @WD',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'An 8 Bamboo in place of the 9: not a winning hand.',
        translations: {
          'zh-cn': { note: '用一张8条代替了9条：不是和牌。' },
          vi: { note: 'Một quân 8 Sách thay cho quân 9: không phải bài ù.' },
        },
      },
    ],
  },
  {
    id: 'all-honours',
    name: 'All Honours',
    native: [{ text: '字一色', language: 'Cantonese', romanisation: 'zi6 jat1 sik1' }],
    aliases: ['All Honors', 'All Winds and Dragons', 'Tsuiisou', 'Zi Yi Se'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Every tile is a wind or a dragon.',
    translations: {
      'zh-cn': {
        name: '字一色',
        definition: '每张牌都是风牌或箭牌。',
        explanation:
          '四副字牌刻子加一对字牌作将牌，或者七种字牌各一对的七对子。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Toàn Chử',
        definition: 'Mọi quân đều là gió hoặc rồng.',
        explanation:
          'Bốn Phỗng quân chữ và một đôi quân chữ, hoặc bảy đôi của bảy loại quân chữ. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `Four pungs of honours and an honour pair, or seven pairs of the seven honours. ${limitNote}`,
    source: HK_SUMMARY,
    detect: ({ facts }) => (allHonours(facts) ? 1 : 0),
    examples: [
      {
        hand: 'EEE SSS WWW RDRDRD GD @GD +F1',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'Only winds and dragons.',
        translations: {
          'zh-cn': { note: '只有风牌和箭牌。' },
          vi: { note: 'Chỉ có gió và rồng.' },
        },
      },
      {
        hand: 'EE SS WW NN RDRD GDGD WD @WD',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'Seven pairs of the seven honours.',
        translations: {
          'zh-cn': { note: '七种字牌各一对。' },
          vi: { note: 'Bảy đôi của bảy loại quân chữ.' },
        },
      },
      {
        hand: '111m EEE SSS WWW GD @GD +F1',
        context: ON_DISCARD,
        scores: false,
        total: 9,
        note: 'One pung of 1 Characters: all pungs 3, half flush 3, seat wind 1, round wind 1, concealed 1.',
        translations: {
          'zh-cn': { note: '一副1万刻子：对对糊3、混一色3、门风1、圈风1、门前清1。' },
          vi: { note: 'Một Phỗng 1 Vạn: Tui Tui 3, Lai Hàng 3, gió cửa 1, gió vòng 1, Bài kín 1.' },
        },
      },
    ],
  },
  {
    id: 'all-terminals',
    name: 'All Terminals',
    native: [{ text: '清么九', language: 'Cantonese', romanisation: 'cing1 jiu1 gau2' }],
    aliases: ['Pure Terminals', 'Chinroutou', 'Qing Yao Jiu'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Every tile is a 1 or a 9 of a suit; no honours.',
    translations: {
      'zh-cn': {
        name: '清幺九',
        definition: '每张牌都是序数牌的1或9，没有字牌。',
        explanation:
          '必然是四副1或9的刻子加一对1或9的将牌。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Tui Tui Toàn Nhất Cửu',
        definition: 'Mọi quân đều là quân 1 hoặc quân 9 của một hàng; không có quân chữ.',
        explanation:
          'Chắc chắn là bốn Phỗng quân 1 hoặc 9 và một đôi quân 1 hoặc 9. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `Necessarily four pungs of terminals and a terminal pair. ${limitNote}`,
    source: HK_SUMMARY,
    detect: ({ facts }) => (allTerminals(facts) ? 1 : 0),
    examples: [
      {
        hand: '111m 999m 111p 999s 9p @9p +F1',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'Only 1s and 9s.',
        translations: { 'zh-cn': { note: '只有1和9。' }, vi: { note: 'Chỉ có quân 1 và quân 9.' } },
      },
      {
        hand: '111m 999m 111p 999s E @E +F1',
        context: ON_DISCARD,
        scores: false,
        total: 4,
        note: 'A pair of East: all pungs 3 and concealed 1 only.',
        translations: {
          'zh-cn': { note: '东风作将牌：只有对对糊3和门前清1。' },
          vi: { note: 'Đôi gió Đông: chỉ có Tui Tui 3 và Bài kín 1.' },
        },
      },
    ],
  },
  {
    id: 'big-three-dragons',
    name: 'Big Three Dragons',
    native: [{ text: '大三元', language: 'Cantonese', romanisation: 'daai6 saam1 jyun4' }],
    aliases: ['Great Three Dragons', 'Daisangen', 'Da San Yuan'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Pungs or kongs of all three dragons.',
    translations: {
      'zh-cn': {
        name: '大三元',
        definition: '三种箭牌都成刻子或杠。',
        explanation:
          '香港有些牌桌计8番；本站规则摘要把它算作封顶牌。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Đại Tam Nguyên',
        definition: 'Phỗng hoặc Coong cả ba rồng.',
        explanation:
          'Một số bàn ở Hồng Kông tính 8 phán; tóm tắt luật của trang coi nó là ván mủn. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `Some Hong Kong tables value it at 8; our rules summary makes it a limit. ${limitNote}`,
    source: {
      ...HK_SUMMARY,
      also: ['hk-mahjong-references'],
      note: 'some Hong Kong references give 8 faan',
    },
    detect: ({ reading }) => (bigThreeDragons(reading) ? 1 : 0),
    examples: [
      {
        hand: '123m 5p WDWDWD [RDRDRD] [GDGDGD] @5p +F1',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'All three dragons as pungs.',
        translations: {
          'zh-cn': { note: '三种箭牌都成刻子。' },
          vi: { note: 'Cả ba rồng đều là Phỗng.' },
        },
      },
      {
        hand: '789p 555s WD [RDRDRD] [GDGDGD] @WD +F1',
        context: ON_DISCARD,
        scores: false,
        total: 5,
        note: 'White is only a pair: Little Three Dragons.',
        translations: {
          'zh-cn': { note: '白板只是一对：小三元。' },
          vi: { note: 'Bạch chỉ là một đôi: Tiểu Tam Nguyên.' },
        },
      },
    ],
  },
  {
    id: 'big-four-winds',
    name: 'Big Four Winds',
    native: [{ text: '大四喜', language: 'Cantonese', romanisation: 'daai6 sei3 hei2' }],
    aliases: ['Great Four Winds', 'Daisuushii', 'Da Si Xi', 'Four Big Blessings'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Pungs or kongs of all four winds.',
    translations: {
      'zh-cn': {
        name: '大四喜',
        definition: '四种风牌都成刻子或杠。',
        explanation: '封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Đại Tứ Hỉ',
        definition: 'Phỗng hoặc Coong cả bốn gió.',
        explanation:
          'Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: limitNote,
    source: HK_SUMMARY,
    detect: ({ reading }) => (bigFourWinds(reading) ? 1 : 0),
    examples: [
      {
        hand: 'WWW NNN 5p [EEE] [SSS] @5p +F1',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'Four wind pungs.',
        translations: { 'zh-cn': { note: '四副风牌刻子。' }, vi: { note: 'Bốn Phỗng gió.' } },
      },
      {
        hand: 'WWW N 123p [EEE] [SSS] @N +F1',
        context: ON_DISCARD,
        scores: false,
        total: 5,
        note: 'North only as the pair: seat wind 1, round wind 1, half flush 3.',
        translations: {
          'zh-cn': { note: '北风只作将牌：门风1、圈风1、混一色3。' },
          vi: { note: 'Bắc chỉ là đôi: gió cửa 1, gió vòng 1, Lai Hàng 3.' },
        },
      },
    ],
  },
  {
    id: 'four-kongs',
    name: 'Four Kongs',
    native: [{ text: '十八羅漢', language: 'Cantonese', romanisation: 'sap6 baat3 lo4 hon3' }],
    aliases: ['All Kongs', 'Eighteen Arhats', 'Suukantsu', 'Si Gang'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Four kongs, exposed or concealed, and a pair: eighteen tiles.',
    translations: {
      'zh-cn': {
        name: '十八罗汉',
        definition: '四副杠（明杠或暗杠）加一对将牌，共十八张牌。',
        explanation: '封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Coong Coong',
        definition: 'Bốn Coong, lộ hoặc kín, và một đôi: mười tám quân.',
        explanation:
          'Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: limitNote,
    source: HK_SUMMARY,
    detect: ({ reading }) => (kongs(reading) === 4 ? 1 : 0),
    examples: [
      {
        hand: '9s [2222m] [3333p] {4444s} [EEEE] @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 13,
        note: 'Four kongs and a pair.',
        translations: {
          'zh-cn': { note: '四副杠加一对将牌。' },
          vi: { note: 'Bốn Coong và một đôi.' },
        },
      },
      {
        hand: 'EEE 9s [2222m] [3333p] {4444s} @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 4,
        note: 'East is only a pung: all pungs 3 and round wind 1.',
        translations: {
          'zh-cn': { note: '东风只是刻子：对对糊3和圈风1。' },
          vi: { note: 'Đông chỉ là một Phỗng: Tui Tui 3 và gió vòng 1.' },
        },
      },
    ],
  },
  {
    id: 'nine-gates',
    name: 'Nine Gates',
    native: [
      { text: '九子連環', language: 'Cantonese', romanisation: 'gau2 zi2 lin4 waan4' },
      { text: '九蓮寶燈', language: 'Cantonese', romanisation: 'gau2 lin4 bou2 dang1' },
    ],
    aliases: ['Nine Lanterns', 'Chuuren Poutou', 'Jiu Lian Bao Deng'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'A concealed hand of one suit: 1112345678999 plus any other tile of that suit.',
    translations: {
      'zh-cn': {
        name: '九子连环',
        definition: '门清的同一花色牌：1112345678999，再加该花色的任何一张牌。',
        explanation:
          '手里有1112345678999时，和该花色的任何一张牌都可以。默认这十四张牌无论怎样组成都算；有一个桌规选项要求和牌前的十三张正好是1112345678999。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Cửu Tử Liên Hoàn',
        definition: 'Bài kín một hàng: 1112345678999, thêm một quân bất kỳ khác của hàng đó.',
        explanation:
          'Có 1112345678999 trên tay thì quân nào của hàng đó cũng ù được. Mặc định, mười bốn quân đó sắp xếp thế nào cũng được tính; một tùy chọn của bàn đòi hỏi mười ba quân trước khi ù phải đúng là 1112345678999. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `With 1112345678999 in hand, any tile of the suit wins. By default any arrangement of those fourteen tiles counts; a table option requires the 13 tiles before the win to be exactly 1112345678999. ${limitNote}`,
    source: HK_SUMMARY,
    detect: ({ facts, options }) => (nineGates(facts, options.nineGatesPureWait === true) ? 1 : 0),
    examples: [
      {
        hand: '1112345678999m @5m +F1',
        context: SELF_DRAWN,
        scores: true,
        total: 13,
        note: 'The nine gates, won on 5 Characters.',
        translations: {
          'zh-cn': { note: '九子连环，和5万。' },
          vi: { note: 'Cửu Tử Liên Hoàn, ù quân 5 Vạn.' },
        },
      },
      {
        hand: '1123455678999m @1m +F1',
        context: SELF_DRAWN,
        scores: true,
        total: 13,
        note: 'The same fourteen tiles reached by winning on a 1.',
        translations: {
          'zh-cn': { note: '和一张1万，得到同样的十四张牌。' },
          vi: { note: 'Cùng mười bốn quân đó, có được khi ù một quân 1.' },
        },
      },
      {
        hand: '1123455678999m @1m +F1',
        context: SELF_DRAWN,
        options: { nineGatesPureWait: true },
        scores: false,
        total: 9,
        note: 'With the pure-wait option the 13 tiles before the win were not 1112345678999: full flush 7, concealed 1, self-drawn 1.',
        translations: {
          'zh-cn': {
            note: '开启要求纯九面听的桌规选项时，和牌前的13张牌不是1112345678999：清一色7、门前清1、自摸1。',
          },
          vi: {
            note: 'Khi bật tùy chọn đòi chờ chín cửa thuần, 13 quân trước khi ù không phải là 1112345678999: Toàn Hàng 7, Bài kín 1, Tự ù 1.',
          },
        },
      },
      {
        hand: '1112345678889m @9m +F1',
        context: SELF_DRAWN,
        scores: false,
        total: 9,
        note: 'Only two 9s: full flush 7, concealed 1, self-drawn 1.',
        translations: {
          'zh-cn': { note: '只有两张9万：清一色7、门前清1、自摸1。' },
          vi: { note: 'Chỉ có hai quân 9: Toàn Hàng 7, Bài kín 1, Tự ù 1.' },
        },
      },
    ],
  },
  {
    id: 'self-drawn-concealed-pungs',
    name: 'Self-Drawn Four Concealed Pungs',
    native: [{ text: '坎坎糊', language: 'Cantonese', romanisation: 'ham2 ham2 wu4' }],
    aliases: ['Four Concealed Pungs', 'Four Concealed Triplets', 'Suuankou', 'Hidden Treasure'],
    value: LIMIT,
    limit: true,
    category: 'limit',
    definition: 'Four pungs or kongs made from drawn tiles, and the winning tile self-drawn.',
    translations: {
      'zh-cn': {
        name: '坎坎糊',
        definition: '四副由自己摸来的牌组成的刻子或杠，而且和牌的那张牌是自摸的。',
        explanation:
          '暗杠也算；亮出的刻子或杠不算，而且必须自摸和牌。封顶牌：计封顶番数（默认13番），不再加任何其他番。',
      },
      vi: {
        name: 'Khàn Khàn',
        definition: 'Bốn Phỗng hoặc Coong làm từ quân tự bốc, và quân ù là quân tự bốc.',
        explanation:
          'Coong kín được tính; Phỗng hoặc Coong đã lộ thì không, và phải tự ù. Ván mủn: được tính bằng mức trần (mặc định 13 phán) và không cộng thêm cách ù nào khác.',
      },
    },
    explanation: `Concealed kongs count; an exposed pung or kong does not, and the win must be self-drawn. ${limitNote}`,
    source: HK_SUMMARY,
    detect: ({ reading, win }) =>
      win.selfDrawn && allPungs(reading) && concealedPungs(reading) === 4 ? 1 : 0,
    examples: [
      {
        hand: '222m 444p 666s 888s 9m @9m +F1',
        context: SELF_DRAWN,
        scores: true,
        total: 13,
        note: 'Four concealed pungs, self-drawn.',
        translations: {
          'zh-cn': { note: '四副暗刻，自摸。' },
          vi: { note: 'Bốn Phỗng kín, tự ù.' },
        },
      },
      {
        hand: '222m 444p 666s 888s 9m @9m +F1',
        context: ON_DISCARD,
        scores: false,
        total: 4,
        note: 'Won on a discard: all pungs 3 and concealed 1.',
        translations: {
          'zh-cn': { note: '和别人打出的牌：对对糊3和门前清1。' },
          vi: { note: 'Ù quân người khác đánh ra: Tui Tui 3 và Bài kín 1.' },
        },
      },
    ],
  },
];
