/** The seed's 1-fan bonuses (seed 001). */
import type { WinContext } from '../../../engine/context';
import { allPungs } from '../../../engine/detectors';
import type { PatternDef } from '../../../engine/variant';
import { ON_DISCARD, SELF_DRAWN } from '../../shared/hk-family/contexts';
import { RD_SHEET } from '../sources';
import { mandarin } from './names';

/** The hand the bonus and flower examples add to. */
export const HAND = '456m 789p 555s 9s [123m] @9s';
const KONG_HAND = '456m 789p 9s [5555s] [123m] @9s';
/** Won on the tile drawn to replace a flower or season (context the club's Mountaintop reads). */
const AFTER_FLOWER = { ...SELF_DRAWN, flowerReplacement: true } as Partial<WinContext>;

export const BONUSES: PatternDef[] = [
  {
    id: 'fully-concealed',
    name: 'Fully Concealed',
    native: [mandarin('門前清', 'mén qián qīng')],
    aliases: ['Concealed Hand', 'Closed Hand', 'Menzen'],
    value: 1,
    category: 'bonus',
    definition: 'No open meld.',
    translations: {
      'zh-cn': {
        name: '门前清',
        definition: '没有亮出的面子。',
        explanation:
          '俱乐部番种表唯一的条件是没有亮出的面子，所以和别人打出的牌也算，有暗杠也仍算门前清。自己摸到和张并没有另外的番。',
      },
      vi: {
        name: 'Bài kín',
        definition: 'Không có bộ nào lộ.',
        explanation:
          'Điều kiện duy nhất của bảng luật là không có bộ nào lộ, nên ù quân đánh ra cũng được, và Coong kín vẫn giữ bài kín. Không có phán riêng cho việc tự bốc quân ù.',
      },
    },
    explanation:
      'The club sheet’s only test is that no meld is open, so a hand won on a discard qualifies, and a concealed quad keeps the hand concealed. There is no separate fan for drawing the winning tile yourself.',
    source: RD_SHEET,
    detect: ({ facts, reading, options }) => {
      if (!facts.concealedHand) return 0;
      // With nested patterns off, Fully Concealed Triplets (which requires this) replaces it.
      if (!options.nestedPatternsCount && allPungs(reading)) return 0;
      return 1;
    },
    examples: [
      {
        hand: '123m 456m 789p 555s 9s @9s',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: "Nothing open; won on West's discard.",
        translations: {
          'zh-cn': { note: '没有亮出的面子；和西家打出的牌。' },
          vi: { note: 'Không có bộ nào lộ; ù quân nhà Tây đánh ra.' },
        },
      },
      {
        hand: '123m 456m 789p 9s {5555s} @9s',
        context: ON_DISCARD,
        scores: true,
        total: 1,
        note: 'A concealed quad keeps the hand concealed.',
        translations: {
          'zh-cn': { note: '暗杠仍算门前清。' },
          vi: { note: 'Coong kín vẫn giữ bài kín.' },
        },
      },
      {
        hand: HAND,
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'One open sequence.',
        translations: { 'zh-cn': { note: '有一副亮出的顺子。' }, vi: { note: 'Có một sảnh lộ.' } },
      },
    ],
  },
  {
    id: 'mountaintop',
    name: 'Mountaintop',
    native: [mandarin('槓上開花', 'gàng shàng kāi huā')],
    aliases: ['Win on a Replacement Tile', 'Blossom on the Kong', 'Rinshan Kaihou'],
    value: 1,
    category: 'bonus',
    definition: 'Won with the tile drawn after a kong, a flower or a season.',
    translations: {
      'zh-cn': {
        name: '杠上开花',
        definition: '和的是开杠、补花或补季后摸到的牌。',
        explanation:
          '每张补牌都从牌墙摸取，所以这是自摸。计分请求（命令行计分器）把补花或补季后的和牌与杠后补牌分开标明；本站的算番器只能标明杠后补牌。',
      },
      vi: {
        name: 'Coong Xừng Phá',
        definition: 'Ù bằng quân bốc bù sau khi Coong, sau khi hạ hoa hoặc hạ mùa.',
        explanation:
          'Mọi quân bù đều bốc từ tường, nên ván ù là tự ù. Yêu cầu tính điểm (công cụ dòng lệnh) ghi riêng ván ù bằng quân bù sau khi hạ hoa hoặc mùa với quân bù sau Coong; công cụ tính điểm trên trang này chỉ ghi được quân bù sau Coong.',
      },
    },
    explanation:
      'Every replacement is drawn from the wall, so the win is self-drawn. A scoring request (the command-line scorer) marks a win on a flower or season replacement apart from a kong replacement; the hand scorer on this site marks the kong replacement only.',
    source: RD_SHEET,
    detect: ({ win }) => (win.kongReplacement || win.extra.flowerReplacement === true ? 1 : 0),
    examples: [
      {
        hand: KONG_HAND,
        context: { ...SELF_DRAWN, kongReplacement: true },
        scores: true,
        total: 1,
        note: 'The replacement after the 5 Bamboo kong.',
        translations: {
          'zh-cn': { note: '开5条杠后补摸的牌。' },
          vi: { note: 'Quân bốc bù sau khi Coong 5 Sách.' },
        },
      },
      {
        hand: `${HAND} +F3`,
        context: AFTER_FLOWER,
        scores: true,
        total: 1,
        note: 'The replacement after drawing flower 3.',
        translations: {
          'zh-cn': { note: '摸到3号花后补摸的牌。' },
          vi: { note: 'Quân bốc bù sau khi bốc được hoa số 3.' },
        },
      },
      {
        hand: KONG_HAND,
        context: SELF_DRAWN,
        scores: false,
        total: 0,
        note: 'An ordinary draw.',
        translations: {
          'zh-cn': { note: '普通的摸牌。' },
          vi: { note: 'Một lần bốc bình thường.' },
        },
      },
    ],
  },
  {
    id: 'robbing-a-kong',
    name: 'Robbing a Kong',
    native: [mandarin('搶槓', 'qiāng gàng')],
    aliases: ['Robbing the Kong', 'Chankan', 'Qiang Gang'],
    value: 1,
    category: 'bonus',
    definition: 'Won with the tile another player added to an open triplet to make a kong.',
    translations: {
      'zh-cn': {
        name: '抢杠',
        definition: '和别人加杠的那张牌：他把这张牌加到自己亮出的刻子上成杠。',
        explanation: '加杠的人按点炮者处理。',
      },
      vi: {
        name: 'Bắt Coong',
        definition: 'Ù quân mà người khác thêm vào Phỗng đã lộ của họ để thành Coong.',
        explanation: 'Người thêm quân được coi là người đánh ra.',
      },
    },
    explanation: 'The player who added the tile is treated as the discarder.',
    source: RD_SHEET,
    detect: ({ win }) => (win.robbingKong ? 1 : 0),
    examples: [
      {
        hand: '789p 555s 34s 99s [123m] @2s',
        context: { ...ON_DISCARD, robbingKong: true },
        scores: true,
        total: 1,
        note: 'West adds a 2 Bamboo to his triplet and South takes it.',
        translations: {
          'zh-cn': { note: '西家把一张2条加到自己的刻子上，南家抢来和牌。' },
          vi: { note: 'Nhà Tây thêm một quân 2 Sách vào Phỗng của mình và nhà Nam ù quân đó.' },
        },
      },
      {
        hand: '789p 555s 34s 99s [123m] @2s',
        context: ON_DISCARD,
        scores: false,
        total: 0,
        note: 'The same tile as an ordinary discard.',
        translations: {
          'zh-cn': { note: '同一张牌，但只是普通的打出。' },
          vi: { note: 'Cùng quân đó, nhưng là quân đánh ra bình thường.' },
        },
      },
    ],
  },
  {
    id: 'under-the-sea',
    name: 'Under the Sea/River',
    native: [mandarin('海底撈月', 'hǎi dǐ lāo yuè'), mandarin('河底撈魚', 'hé dǐ lāo yú')],
    aliases: ['Under the Sea', 'Under the River', 'Last Tile', 'Haitei', 'Houtei'],
    value: 1,
    category: 'bonus',
    definition: 'Won with the final draw of the wall, or the discard after it.',
    translations: {
      'zh-cn': {
        name: '海底捞月／河底捞鱼',
        definition: '和牌墙的最后一张牌，或者和其后打出的那张牌。',
        explanation: '最后一张牌无论是摸到的（海底）还是打出的（河底），都计1番。',
      },
      vi: {
        name: 'Quân Cuối Cùng',
        definition: 'Ù quân cuối cùng bốc từ tường, hoặc quân đánh ra ngay sau đó.',
        explanation:
          'Được 1 phán dù quân cuối cùng là quân bốc (đáy biển) hay quân đánh ra (đáy sông).',
      },
    },
    explanation: 'One fan whether the last tile was drawn (the sea) or discarded (the river).',
    source: RD_SHEET,
    detect: ({ win }) => (win.lastTile ? 1 : 0),
    examples: [
      {
        hand: HAND,
        context: { ...SELF_DRAWN, lastTile: true },
        scores: true,
        total: 1,
        note: "The wall's last tile, drawn.",
        translations: {
          'zh-cn': { note: '摸到牌墙的最后一张牌。' },
          vi: { note: 'Quân cuối cùng của tường, tự bốc.' },
        },
      },
      {
        hand: HAND,
        context: { ...ON_DISCARD, lastTile: true },
        scores: true,
        total: 1,
        note: 'The discard after the last draw.',
        translations: {
          'zh-cn': { note: '最后一次摸牌后打出的牌。' },
          vi: { note: 'Quân đánh ra sau lượt bốc cuối cùng.' },
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
          vi: { note: 'Một quân đánh ra bình thường.' },
        },
      },
    ],
  },
];
