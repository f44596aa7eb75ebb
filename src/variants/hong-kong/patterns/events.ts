import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD, SELF_DRAWN } from '../context';
import { HK_SUMMARY } from '../sources';

const KONG_HAND = '456m 789p 9s [5555s] [123m] @9s +F1';
const HAND = '456m 789p 555s 9s [123m] @9s +F1';

export const EVENT_PATTERNS: PatternDef[] = [
  {
    id: 'kong-replacement',
    name: 'Win on a Kong Replacement',
    native: [{ text: '槓上開花', language: 'Cantonese', romanisation: 'gong3 soeng6 hoi1 faa1' }],
    aliases: ['Blossom on the Kong', 'Out on a Replacement Tile', 'Rinshan'],
    value: 1,
    category: 'events',
    definition: 'The winning tile was the replacement drawn after declaring a kong.',
    translations: {
      'zh-cn': {
        name: '杠上开花',
        definition: '和的是开杠后补摸的那张牌。',
        explanation: '补牌是从牌墙摸来的，所以这也是自摸，同时计自摸。',
      },
      vi: {
        name: 'Coong Xừng Phá',
        definition: 'Quân ù là quân bốc bù sau khi Coong.',
        explanation:
          'Quân bù được bốc từ tường, nên lần ù này cũng là tự ù và được tính thêm Tự ù.',
      },
    },
    explanation:
      'The replacement is drawn from the wall, so the win is also self-drawn and scores Self-Drawn as well.',
    source: HK_SUMMARY,
    detect: ({ win }) => (win.kongReplacement ? 1 : 0),
    examples: [
      {
        hand: KONG_HAND,
        context: { ...SELF_DRAWN, kongReplacement: true },
        scores: true,
        total: 2,
        note: 'Self-drawn 1 + kong replacement 1.',
        translations: {
          'zh-cn': { note: '自摸1 + 杠上开花1。' },
          vi: { note: 'Tự ù 1 + Coong Xừng Phá 1.' },
        },
      },
      {
        hand: KONG_HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 1,
        note: 'An ordinary draw: only Self-Drawn.',
        translations: {
          'zh-cn': { note: '普通摸牌：只计自摸。' },
          vi: { note: 'Một lần bốc thường: chỉ có Tự ù.' },
        },
      },
    ],
  },
  {
    id: 'robbing-kong',
    name: 'Robbing the Kong',
    native: [{ text: '搶槓', language: 'Cantonese', romanisation: 'coeng2 gong3' }],
    aliases: ['Robbing a Kong', 'Chankan', 'Qiang Gang'],
    value: 1,
    category: 'events',
    definition: 'Won on the tile another player added to an exposed pung to make a kong.',
    translations: {
      'zh-cn': {
        name: '抢杠',
        definition: '和别人加杠的那张牌：他把这张牌加到自己亮出的刻子上成杠。',
        explanation: '只有加杠可以抢，暗杠永远不能抢。加杠的那家按点炮者付钱。',
      },
      vi: {
        name: 'Bắt Coong',
        definition: 'Ù quân mà người khác thêm vào Phỗng đã lộ của họ để thành Coong.',
        explanation:
          'Chỉ Coong thêm vào Phỗng đã lộ mới bị cướp được, Coong kín thì không bao giờ. Người thêm quân thành Coong trả như người đánh ra.',
      },
    },
    explanation:
      'Only an added kong can be robbed, never a concealed one. The player who added the kong pays as the discarder.',
    source: HK_SUMMARY,
    detect: ({ win }) => (win.robbingKong ? 1 : 0),
    examples: [
      {
        hand: '789p 555s 34s 99s [123m] @2s +F1',
        context: { ...ON_DISCARD, robbingKong: true },
        scores: true,
        total: 1,
        note: 'West adds a 2 Bamboo to his pung and South robs it.',
        translations: {
          'zh-cn': { note: '西家把一张2条加到自己的刻子上，南家抢杠和牌。' },
          vi: { note: 'Nhà Tây thêm một quân 2 Sách vào Phỗng của mình và nhà Nam cướp nó.' },
        },
      },
      {
        hand: '789p 555s 34s 99s [123m] @2s +F1',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The same tile as an ordinary discard.',
        translations: {
          'zh-cn': { note: '同一张牌作为普通打出的牌。' },
          vi: { note: 'Cùng quân đó nhưng là quân đánh ra thường.' },
        },
      },
    ],
  },
  {
    id: 'last-wall-draw',
    name: 'Last Tile from the Wall',
    native: [{ text: '海底撈月', language: 'Cantonese', romanisation: 'hoi2 dai2 laau4 jyut6' }],
    aliases: ['Moon from the Bottom of the Sea', 'Haitei', 'Under the Sea'],
    value: 1,
    category: 'events',
    definition: 'Self-drawn on the very last tile of the wall.',
    translations: {
      'zh-cn': {
        name: '海底捞月',
        definition: '自摸牌墙的最后一张牌和牌。',
        explanation: '和自摸同计。和最后一张牌摸出后打出的那张牌，改算河底捞鱼。',
      },
      vi: {
        name: 'Tự ù quân cuối cùng',
        definition: 'Tự ù bằng đúng quân cuối cùng của tường.',
        explanation:
          'Được tính cùng Tự ù. Ù quân đánh ra sau lần bốc cuối cùng thì là Ù quân đánh cuối cùng.',
      },
    },
    explanation:
      'Scores with Self-Drawn. Winning on the discard that follows the last draw is Last Discard instead.',
    source: HK_SUMMARY,
    detect: ({ win }) => (win.lastTile && win.selfDrawn ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: { ...SELF_DRAWN, lastTile: true },
        scores: true,
        total: 2,
        note: 'Self-drawn 1 + last tile 1.',
        translations: {
          'zh-cn': { note: '自摸1 + 海底捞月1。' },
          vi: { note: 'Tự ù 1 + quân cuối cùng 1.' },
        },
      },
      {
        hand: HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 1,
        note: 'An ordinary self-draw.',
        translations: { 'zh-cn': { note: '普通自摸。' }, vi: { note: 'Một lần tự ù thường.' } },
      },
    ],
  },
  {
    id: 'last-discard',
    name: 'Win on the Last Discard',
    native: [{ text: '河底撈魚', language: 'Cantonese', romanisation: 'ho4 dai2 laau4 jyu4' }],
    aliases: ['Fish from the Bottom of the River', 'Houtei', 'Under the River'],
    value: 1,
    category: 'events',
    definition: "Won on the discard made after the wall's last tile was drawn.",
    translations: {
      'zh-cn': {
        name: '河底捞鱼',
        definition: '牌墙的最后一张牌摸出后，和别人打出的那张牌。',
        explanation: '这是这一局最后打出的一张牌；打出后再没有人能摸牌。',
      },
      vi: {
        name: 'Ù quân đánh cuối cùng',
        definition: 'Ù quân đánh ra sau khi quân cuối cùng của tường đã được bốc.',
        explanation: 'Quân đánh ra cuối cùng của ván; sau đó không ai được bốc nữa.',
      },
    },
    explanation: 'The final discard of the hand; nobody can draw again after it.',
    source: HK_SUMMARY,
    detect: ({ win }) => (win.lastTile && !win.selfDrawn ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: { ...ON_DISCARD, lastTile: true },
        scores: true,
        total: 1,
        note: 'The last discard of the hand.',
        translations: {
          'zh-cn': { note: '这一局最后打出的那张牌。' },
          vi: { note: 'Quân đánh ra cuối cùng của ván.' },
        },
      },
      {
        hand: HAND,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'An ordinary discard.',
        translations: {
          'zh-cn': { note: '普通打出的牌。' },
          vi: { note: 'Một quân đánh ra thường.' },
        },
      },
    ],
  },
];
