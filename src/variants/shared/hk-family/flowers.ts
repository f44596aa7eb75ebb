/**
 * The flower and season faan of the Hong Kong family: no bonus tiles 1, the seat's own flower or
 * season 1 each, a complete set of four 2 in place of that group's own-tile point. Hong Kong
 * (the game site's rules summary) and the Victoria Mahjong Club (its scoring description) state
 * the same rules, so both build their entries here, each citing its own source.
 */
import {
  flowersHeld,
  hasAllFlowers,
  hasAllSeasons,
  ownBonus,
  seasonsHeld,
} from '../../../engine/detectors';
import type { PatternDef, SourceRef } from '../../../engine/variant';
import { ON_DISCARD } from './contexts';

const HAND = '456m 789p 555s 9s [123m] @9s';

export const flowerPatterns = (source: SourceRef): PatternDef[] => [
  {
    id: 'no-flowers',
    name: 'No Flowers',
    native: [{ text: '無花', language: 'Cantonese', romanisation: 'mou4 faa1' }],
    aliases: ['No Bonus Tiles', 'No Flowers or Seasons', 'Mo Fa'],
    value: 1,
    category: 'bonus',
    definition: 'The winner holds no flower and no season.',
    translations: {
      'zh-cn': {
        name: '无花',
        definition: '和牌者没有任何花，也没有任何季。',
        explanation: '手里只要有一张花牌，不管是谁的花，都不计这一番。',
      },
      vi: {
        name: 'Không hoa',
        definition: 'Người ù không có quân hoa nào, cũng không có quân mùa nào.',
        explanation:
          'Bài có dù chỉ một quân thưởng, của cửa nào cũng vậy, thì không được tính cách này.',
      },
    },
    explanation: "A hand with even one bonus tile, whoever's it is, does not score this.",
    source,
    detect: ({ facts }) => (facts.hand.bonus.length === 0 ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'No bonus tile.',
        translations: {
          'zh-cn': { note: '没有花牌。' },
          vi: { note: 'Không có quân thưởng nào.' },
        },
      },
      {
        hand: `${HAND} +S3`,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "One season, and it is West's, not South's.",
        translations: {
          'zh-cn': { note: '一张季，而且是西家的，不是南家的。' },
          vi: { note: 'Một quân mùa, và đó là của nhà Tây, không phải của nhà Nam.' },
        },
      },
    ],
  },
  {
    id: 'own-flower',
    name: 'Own Flower',
    native: [{ text: '正花', language: 'Cantonese', romanisation: 'zing3 faa1' }],
    aliases: ['Seat Flower', 'Matching Flower', 'Zheng Hua'],
    value: 1,
    category: 'bonus',
    definition: 'The flower numbered for your seat: 1 East, 2 South, 3 West, 4 North.',
    translations: {
      'zh-cn': {
        name: '正花',
        definition: '与自己座位号相同的花：东1、南2、西3、北4。',
        explanation: '只有号码与自己座位相同的那张花计番；其他花不计番。集齐四张花改计2番。',
      },
      vi: {
        name: 'Hoa Cửa',
        definition: 'Quân hoa mang số cửa của mình: 1 Đông, 2 Nam, 3 Tây, 4 Bắc.',
        explanation:
          'Chỉ quân hoa có số trùng với cửa của mình được tính; các quân hoa khác không được gì. Có đủ bốn quân hoa thì được 2 phán thay vào.',
      },
    },
    explanation:
      'Only the flower whose number matches your seat scores; the other flowers score nothing. Holding all four flowers scores 2 instead.',
    source,
    detect: ({ facts, win }) => (ownBonus(flowersHeld(facts.hand), win.seat) ? 1 : 0),
    examples: [
      {
        hand: `${HAND} +F2`,
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Flower 2 for South.',
        translations: { 'zh-cn': { note: '南家的花2。' }, vi: { note: 'Hoa số 2 cho nhà Nam.' } },
      },
      {
        hand: `${HAND} +F2 S2`,
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: "South's flower and South's season: 1 in each group.",
        translations: {
          'zh-cn': { note: '南家的花和南家的季：每组各1番。' },
          vi: { note: 'Hoa của nhà Nam và mùa của nhà Nam: mỗi nhóm 1 phán.' },
        },
      },
      {
        hand: `${HAND} +F3`,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'Flower 3 belongs to West.',
        translations: {
          'zh-cn': { note: '花3属于西家。' },
          vi: { note: 'Hoa số 3 thuộc về nhà Tây.' },
        },
      },
    ],
  },
  {
    id: 'own-season',
    name: 'Own Season',
    native: [{ text: '正季', language: 'Cantonese', romanisation: 'zing3 gwai3' }],
    aliases: ['Seat Season', 'Matching Season'],
    value: 1,
    category: 'bonus',
    definition: 'The season numbered for your seat: 1 East, 2 South, 3 West, 4 North.',
    translations: {
      'zh-cn': {
        name: '正季',
        definition: '与自己座位号相同的季：东1、南2、西3、北4。',
        explanation: '季是第二组花牌，和花完全一样，单独计番。集齐四张季改计2番。',
      },
      vi: {
        name: 'Mùa Cửa',
        definition: 'Quân mùa mang số cửa của mình: 1 Đông, 2 Nam, 3 Tây, 4 Bắc.',
        explanation:
          'Quân mùa là nhóm quân thưởng thứ hai và được tính riêng, y như quân hoa. Đủ bốn quân mùa thì được 2 phán thay vào.',
      },
    },
    explanation:
      'Seasons are the second group of bonus tiles and score on their own, exactly like flowers. All four seasons score 2 instead.',
    source,
    detect: ({ facts, win }) => (ownBonus(seasonsHeld(facts.hand), win.seat) ? 1 : 0),
    examples: [
      {
        hand: `${HAND} +S2`,
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'Season 2 (summer) for South.',
        translations: {
          'zh-cn': { note: '南家的季2（夏）。' },
          vi: { note: 'Mùa số 2 (mùa hạ) cho nhà Nam.' },
        },
      },
      {
        hand: `${HAND} +S1`,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'Season 1 belongs to East.',
        translations: {
          'zh-cn': { note: '季1属于东家。' },
          vi: { note: 'Mùa số 1 thuộc về nhà Đông.' },
        },
      },
    ],
  },
  {
    id: 'all-flowers',
    name: 'All Four Flowers',
    native: [{ text: '一台花', language: 'Cantonese', romanisation: 'jat1 toi4 faa1' }],
    aliases: ['Complete Flowers', 'Full Set of Flowers'],
    value: 2,
    category: 'bonus',
    definition: 'All four flowers, plum, orchid, chrysanthemum and bamboo.',
    translations: {
      'zh-cn': {
        name: '一台花',
        definition: '集齐四张花：梅、兰、菊、竹。',
        explanation: '计2番，代替正花的那1番，所以这一套值2番，不是3番。',
      },
      vi: {
        name: 'Đủ bốn hoa',
        definition: 'Đủ cả bốn quân hoa: Mai, Lan, Cúc, Trúc.',
        explanation: 'Được 2 phán thay cho phán Hoa Cửa, nên cả bộ đáng 2 chứ không phải 3.',
      },
    },
    explanation: 'Scores 2 in place of the own-flower point, so the set is worth 2, not 3.',
    excludes: [
      { id: 'own-flower', why: `the full set replaces that group's matching-flower point` },
    ],
    source,
    detect: ({ facts }) => (hasAllFlowers(facts.hand) ? 1 : 0),
    examples: [
      {
        hand: `${HAND} +F1 F2 F3 F4`,
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The four flowers: 2, and the own flower is not added.',
        translations: {
          'zh-cn': { note: '四张花：2番，不再另计正花。' },
          vi: { note: 'Bốn quân hoa: 2, và không cộng Hoa Cửa.' },
        },
      },
      {
        hand: `${HAND} +F1 F2 F3`,
        context: ON_DISCARD,
        scores: false,
        total: 1,
        note: "Three flowers: only South's own flower scores.",
        translations: {
          'zh-cn': { note: '三张花：只计南家的正花。' },
          vi: { note: 'Ba quân hoa: chỉ có hoa cửa của nhà Nam được tính.' },
        },
      },
    ],
  },
  {
    id: 'all-seasons',
    name: 'All Four Seasons',
    native: [{ text: '一台季', language: 'Cantonese', romanisation: 'jat1 toi4 gwai3' }],
    aliases: ['Complete Seasons', 'Full Set of Seasons'],
    value: 2,
    category: 'bonus',
    definition: 'All four seasons, spring, summer, autumn and winter.',
    translations: {
      'zh-cn': {
        name: '一台季',
        definition: '集齐四张季：春、夏、秋、冬。',
        explanation: '计2番，代替正季的那1番。四张花和四张季都集齐的牌计2 + 2番。',
      },
      vi: {
        name: 'Đủ bốn mùa',
        definition: 'Đủ cả bốn quân mùa: Xuân, Hạ, Thu, Đông.',
        explanation:
          'Được 2 phán thay cho phán Mùa Cửa. Bài có đủ bốn quân hoa và đủ bốn quân mùa được 2 + 2.',
      },
    },
    explanation:
      'Scores 2 in place of the own-season point. A hand with all four flowers and all four seasons scores 2 + 2.',
    excludes: [
      { id: 'own-season', why: `the full set replaces that group's matching-season point` },
    ],
    source,
    detect: ({ facts }) => (hasAllSeasons(facts.hand) ? 1 : 0),
    examples: [
      {
        hand: `${HAND} +S1 S2 S3 S4`,
        context: ON_DISCARD,
        scores: true,
        total: 2,
        note: 'The four seasons.',
        translations: { 'zh-cn': { note: '四张季。' }, vi: { note: 'Bốn quân mùa.' } },
      },
      {
        hand: `${HAND} +F1 F2 F3 F4 S1 S2 S3 S4`,
        context: ON_DISCARD,
        scores: true,
        total: 4,
        note: 'Both complete groups: 2 + 2.',
        translations: {
          'zh-cn': { note: '两组都集齐：2 + 2。' },
          vi: { note: 'Cả hai nhóm đều đủ: 2 + 2.' },
        },
      },
      {
        hand: `${HAND} +S1 S3 S4`,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: "Three seasons, and South's is missing.",
        translations: {
          'zh-cn': { note: '三张季，缺了南家的那张。' },
          vi: { note: 'Ba quân mùa, và thiếu quân của nhà Nam.' },
        },
      },
    ],
  },
];
