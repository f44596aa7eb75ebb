import { dragonPungs, hasWindPung, littleThreeDragons } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../context';
import { HK_SUMMARY } from '../sources';

export const HONOUR_PATTERNS: PatternDef[] = [
  {
    id: 'dragon-pung',
    name: 'Dragon Pung',
    native: [{ text: '箭刻', language: 'Cantonese', romanisation: 'zin3 hak1' }],
    aliases: ['Dragon Triplet', 'Dragon Pong', 'Three Dragon Tiles', 'Sam Yuen Pai'],
    value: 1,
    category: 'honours',
    definition: 'A pung or kong of any dragon; 1 faan for each one.',
    translations: {
      'zh-cn': {
        name: '箭刻',
        definition: '任何一种箭牌的刻子或杠；每副计1番。',
        explanation: '红中、发财或白板都可以，亮出的或暗的都算。一对箭牌不计番。小三元代替这几番。',
      },
      vi: {
        name: 'Phỗng rồng',
        definition: 'Phỗng hoặc Coong của bất kỳ rồng nào; mỗi bộ 1 phán.',
        explanation:
          'Trung, Phát hay Bạch, lộ hay kín đều được. Một đôi rồng không được gì. Tiểu Tam Nguyên thay cho các phán này.',
      },
    },
    explanation:
      'Red, green or white, exposed or concealed. A pair of dragons scores nothing. Little Three Dragons replaces these points.',
    source: HK_SUMMARY,
    detect: ({ reading }) => dragonPungs(reading),
    examples: [
      {
        hand: '456m 789p 555s 9s [RDRDRD] @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'One pung of red dragons.',
        translations: { 'zh-cn': { note: '一副红中刻子。' }, vi: { note: 'Một Phỗng Trung.' } },
      },
      {
        hand: '789p 555s 9s [RDRDRD] [GDGDGD] @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'Two dragon pungs: 1 faan each.',
        translations: {
          'zh-cn': { note: '两副箭刻：每副1番。' },
          vi: { note: 'Hai Phỗng rồng: mỗi bộ 1 phán.' },
        },
      },
      {
        hand: '456m 789p 555s RD [123m] @RD +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'Only a pair of red dragons.',
        translations: {
          'zh-cn': { note: '红中只是一对。' },
          vi: { note: 'Chỉ có một đôi Trung.' },
        },
      },
    ],
  },
  {
    id: 'seat-wind-pung',
    name: 'Seat Wind Pung',
    native: [{ text: '門風', language: 'Cantonese', romanisation: 'mun4 fung1' }],
    aliases: ['Seat Wind', 'Own Wind', 'Men Feng'],
    value: 1,
    category: 'honours',
    definition: "A pung or kong of your own seat's wind.",
    translations: {
      'zh-cn': {
        name: '门风',
        definition: '自己门风的刻子或杠。',
        explanation:
          '东是庄家的座位，然后是南、西、北。自己的门风同时也是圈风时，这副刻子两样都计。',
      },
      vi: {
        name: 'Tài Phao Cửa',
        definition: 'Phỗng hoặc Coong gió cửa của mình.',
        explanation:
          'Đông là cửa của nhà cái, rồi đến Nam, Tây và Bắc. Khi gió cửa của mình cũng là gió vòng, Phỗng đó được tính cả hai.',
      },
    },
    explanation:
      "East is the dealer's seat, then South, West and North. When your seat wind is also the round wind, the pung scores both.",
    source: HK_SUMMARY,
    detect: ({ reading, win }) => (hasWindPung(reading, win.seat) ? 1 : 0),
    examples: [
      {
        hand: '456m 789p 555s 9s [SSS] @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'South wins holding a pung of South.',
        translations: {
          'zh-cn': { note: '南家和牌，手里有一副南风刻子。' },
          vi: { note: 'Nhà Nam ù với một Phỗng gió Nam.' },
        },
      },
      {
        hand: '456m 789p 555s 9s [WWW] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "West is another seat's wind and not the round wind.",
        translations: {
          'zh-cn': { note: '西风是别家的门风，也不是圈风。' },
          vi: { note: 'Tây là gió cửa của nhà khác và không phải gió vòng.' },
        },
      },
    ],
  },
  {
    id: 'round-wind-pung',
    name: 'Round Wind Pung',
    native: [{ text: '圈風', language: 'Cantonese', romanisation: 'hyun1 fung1' }],
    aliases: ['Prevailing Wind', 'Round Wind', 'Quan Feng'],
    value: 1,
    category: 'honours',
    definition: "A pung or kong of the round's (prevailing) wind.",
    translations: {
      'zh-cn': {
        name: '圈风',
        definition: '本圈风牌（圈风）的刻子或杠。',
        explanation:
          '本站规则摘要的牌局在东圈进行；之后各圈的圈风随之改变。东家在东圈同时计门风和圈风。',
      },
      vi: {
        name: 'Tài Phao Gió',
        definition: 'Phỗng hoặc Coong gió của vòng đang chơi (gió vòng).',
        explanation:
          'Ván chơi theo tóm tắt luật của trang diễn ra ở vòng Đông; ở các vòng sau, gió vòng thay đổi. Đông ở vòng Đông được tính cả gió cửa lẫn gió vòng.',
      },
    },
    explanation:
      'Our rules summary’s game is played in the East round; in later rounds the round wind changes. East in the East round scores seat and round wind together.',
    source: HK_SUMMARY,
    detect: ({ reading, win }) => (hasWindPung(reading, win.round) ? 1 : 0),
    examples: [
      {
        hand: '456m 789p 555s 9s [EEE] @9s +F1',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'A pung of East in the East round.',
        translations: {
          'zh-cn': { note: '东圈里的一副东风刻子。' },
          vi: { note: 'Một Phỗng gió Đông ở vòng Đông.' },
        },
      },
      {
        hand: '456m 789p 555s 9s [EEE] @9s +F2',
        context: { seat: 'E', round: 'E', discarder: 'W' },
        scores: true,
        total: 2,
        note: 'East seat in the East round: seat wind and round wind, 1 each.',
        translations: {
          'zh-cn': { note: '东家在东圈：门风和圈风，各1番。' },
          vi: { note: 'Nhà Đông ở vòng Đông: gió cửa và gió vòng, mỗi thứ 1 phán.' },
        },
      },
      {
        hand: '456m 789p 555s 9s [NNN] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "North is neither South's seat wind nor the round wind.",
        translations: {
          'zh-cn': { note: '北风既不是南家的门风，也不是圈风。' },
          vi: { note: 'Bắc không phải gió cửa của nhà Nam, cũng không phải gió vòng.' },
        },
      },
    ],
  },
  {
    id: 'little-three-dragons',
    name: 'Little Three Dragons',
    native: [{ text: '小三元', language: 'Cantonese', romanisation: 'siu2 saam1 jyun4' }],
    aliases: ['Small Three Dragons', 'Xiao San Yuan', 'Siu Sam Yuen'],
    value: 5,
    category: 'honours',
    definition: 'Pungs or kongs of two dragons and a pair of the third.',
    translations: {
      'zh-cn': {
        name: '小三元',
        definition: '两种箭牌的刻子或杠，加第三种箭牌的一对将牌。',
        explanation:
          '这5番已经包含两副箭刻，不再另计。三种箭牌都成刻子时，这手牌是大三元，一种封顶牌。',
      },
      vi: {
        name: 'Tiểu Tam Nguyên',
        definition: 'Phỗng hoặc Coong hai rồng và một đôi rồng thứ ba.',
        explanation:
          '5 phán này đã gồm hai Phỗng rồng, không tính lại. Khi cả ba rồng đều là Phỗng thì bài là Đại Tam Nguyên, một ván mủn.',
      },
    },
    explanation:
      'The 5 faan include the two dragon pungs, which are not counted again. With all three dragons as pungs the hand is Big Three Dragons, a limit hand.',
    excludes: [
      {
        id: 'dragon-pung',
        why: 'Little Three Dragons already counts its two dragon pungs (“replacing dragon-triplet points”, as our rules summary puts it)',
      },
    ],
    source: HK_SUMMARY,
    detect: ({ reading }) => (littleThreeDragons(reading) ? 1 : 0),
    examples: [
      {
        hand: '789p 555s WD [RDRDRD] [GDGDGD] @WD +F1',
        context: ON_DISCARD,
        scores: true,
        total: 5,
        note: 'Red and green pungs, a white pair: 5, and the dragon pungs are not added.',
        translations: {
          'zh-cn': { note: '红中和发财成刻子，白板作将牌：5番，不再另计箭刻。' },
          vi: { note: 'Phỗng Trung và Phát, đôi Bạch: 5, và không cộng các Phỗng rồng.' },
        },
      },
      {
        hand: '789p 555s 9s [RDRDRD] [GDGDGD] @9s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'The pair is not a dragon: two dragon pungs, 1 each.',
        translations: {
          'zh-cn': { note: '将牌不是箭牌：两副箭刻，各1番。' },
          vi: { note: 'Đôi không phải rồng: hai Phỗng rồng, mỗi bộ 1 phán.' },
        },
      },
    ],
  },
];
