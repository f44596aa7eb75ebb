import { allChows, allPungs, pairOf } from '../../../engine/detectors';
import { isSuited } from '../../../engine/tiles';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD } from '../context';
import { HK_SUMMARY } from '../sources';

export const SHAPE_PATTERNS: PatternDef[] = [
  {
    id: 'all-chows',
    name: 'All Chows',
    native: [{ text: '平糊', language: 'Cantonese', romanisation: 'ping4 wu4' }],
    aliases: ['Common Hand', 'All Sequences', 'Ping Wu', 'Pihu'],
    value: 1,
    category: 'shape',
    definition: 'Four chows and a pair of suited tiles.',
    translations: {
      'zh-cn': {
        name: '平糊',
        definition: '四副顺子，加一对序数牌作将牌。',
        explanation:
          '每副面子都是顺子（同一花色三张相连的牌），将牌是序数牌，不是风牌或箭牌。可以有亮出的顺子。只要有一副刻子或杠，或者将牌是字牌，就不算平糊。',
      },
      vi: {
        name: 'Phình',
        definition: 'Bốn sảnh và một đôi quân số.',
        explanation:
          'Mọi bộ đều là sảnh (ba quân liên tiếp cùng một hàng) và đôi là quân số, không phải gió hay rồng. Được phép có sảnh đã hạ. Chỉ cần một Phỗng hoặc Coong, hoặc một đôi quân chữ, là mất cách này.',
      },
    },
    explanation:
      'Every set is a chow (a run of three in one suit) and the pair is a suited tile, not a wind or dragon. Exposed chows are allowed. One pung or kong, or a pair of honours, loses it.',
    source: HK_SUMMARY,
    detect: ({ reading }) => {
      const pair = pairOf(reading);
      return allChows(reading) && pair && isSuited(pair.tile) ? 1 : 0;
    },
    examples: [
      {
        hand: '234m 456p 678s 345s 2p @2p',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Four chows and a pair of 2 Dots; concealed, no flowers: 1 + 1 + 1.',
        translations: {
          'zh-cn': { note: '四副顺子加一对2饼；门前清，无花：1 + 1 + 1。' },
          vi: { note: 'Bốn sảnh và một đôi 2 Văn; bài kín, không hoa: 1 + 1 + 1.' },
        },
      },
      {
        hand: '234m 456p 678s 345s E @E',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'The pair is East Wind, an honour: only concealed and no flowers score.',
        translations: {
          'zh-cn': { note: '将牌是东风，是字牌：只计门前清和无花。' },
          vi: { note: 'Đôi là gió Đông, một quân chữ: chỉ được Bài kín và Không hoa.' },
        },
      },
      {
        hand: '234m 456p 678s 555s 2p @2p',
        context: ON_DISCARD,
        scores: false,
        total: 2,
        note: 'One pung of 5 Bamboo instead of a chow.',
        translations: {
          'zh-cn': { note: '一副5条刻子代替了顺子。' },
          vi: { note: 'Một Phỗng 5 Sách thay cho một sảnh.' },
        },
      },
    ],
  },
  {
    id: 'all-pungs',
    name: 'All Pungs',
    native: [{ text: '對對糊', language: 'Cantonese', romanisation: 'deoi3 deoi3 wu4' }],
    aliases: ['All Triplets', 'All Pongs', 'Dui Dui Wu'],
    value: 3,
    category: 'shape',
    definition: 'Four pungs or kongs and a pair; no chow.',
    translations: {
      'zh-cn': {
        name: '对对糊',
        definition: '四副刻子或杠加一对将牌，没有顺子。',
        explanation:
          '每副面子都是三张（或四张）相同的牌，亮出的或暗的都可以；只要有一副顺子就不算。',
      },
      vi: {
        name: 'Tui Tui',
        definition: 'Bốn Phỗng hoặc Coong và một đôi; không có sảnh.',
        explanation:
          'Mọi bộ đều là ba (hoặc bốn) quân giống nhau. Chúng có thể lộ hoặc kín; chỉ một sảnh là mất cách này.',
      },
    },
    explanation:
      'Every set is three (or four) identical tiles. They may be exposed or concealed; a single chow loses the pattern.',
    source: HK_SUMMARY,
    detect: ({ reading }) => (allPungs(reading) ? 1 : 0),
    examples: [
      {
        hand: '[222m] [444p] 666s 888s 9m @9m +F1',
        context: ON_DISCARD,
        scores: true,
        total: 3,
        note: 'Four pungs and a pair of 9 Characters.',
        translations: {
          'zh-cn': { note: '四副刻子加一对9万。' },
          vi: { note: 'Bốn Phỗng và một đôi 9 Vạn.' },
        },
      },
      {
        hand: '[222m] [444p] 666s 678s 9m @9m +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'One set is the chow 678s.',
        translations: {
          'zh-cn': { note: '其中一副是顺子678s。' },
          vi: { note: 'Một bộ là sảnh 678s.' },
        },
      },
    ],
  },
  {
    id: 'seven-pairs',
    shapes: ['seven-pairs'],
    name: 'Seven Pairs',
    native: [{ text: '七對子', language: 'Cantonese', romanisation: 'cat1 deoi3 zi2' }],
    aliases: ['Seven Twins', 'Chiitoitsu', 'Qi Dui'],
    value: 4,
    category: 'shape',
    definition: 'Seven different pairs, all concealed.',
    translations: {
      'zh-cn': {
        name: '七对子',
        definition: '七个不同的对子，全部门清。',
        explanation:
          '四副面子加一对将牌之外的特殊牌型。七个对子必须是七种不同的牌：在这种牌桌上，四张相同的牌不算两个对子。七对子总是门清，所以也计门前清。',
      },
      vi: {
        name: 'Pe Pe',
        definition: 'Bảy đôi khác nhau, tất cả đều kín.',
        explanation:
          'Một thế bài đặc biệt, nằm ngoài quy tắc bốn bộ và một đôi. Các đôi phải là của bảy loại quân khác nhau: ở bàn này, bốn quân giống nhau không phải là hai đôi. Bài luôn kín, nên cũng được tính Bài kín.',
      },
    },
    explanation:
      'A special shape outside the four-sets-and-a-pair rule. The pairs must be of seven different tiles: four identical tiles are not two pairs at this table. It is always concealed, so it also scores the concealed hand.',
    source: {
      ...HK_SUMMARY,
      also: ['mahjong-rules-guide'],
      note: '“any seven different pairs”, as the general rules guide says',
    },
    detect: ({ reading }) => (reading.shape === 'seven-pairs' ? 1 : 0),
    examples: [
      {
        hand: '11m 33m 55p 77p 99s EE N @N',
        context: ON_DISCARD,
        scores: true,
        total: 6,
        note: 'Seven different pairs: 4, concealed 1, no flowers 1.',
        translations: {
          'zh-cn': { note: '七个不同的对子：4，门前清1，无花1。' },
          vi: { note: 'Bảy đôi khác nhau: 4, Bài kín 1, Không hoa 1.' },
        },
      },
      {
        hand: '1111m 55p 77p 99s EE N @N',
        context: ON_DISCARD,
        scores: false,
        total: null,
        note: 'Four 1 Characters are not two pairs here, so the hand is not a win.',
        translations: {
          'zh-cn': { note: '在这里四张1万不算两个对子，所以这手牌不能和。' },
          vi: { note: 'Ở bàn này bốn quân 1 Vạn không phải là hai đôi, nên bài không ù được.' },
        },
      },
    ],
  },
];
