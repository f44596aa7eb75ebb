/** The Vietnamese catalogue, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUS_PATTERNS } from './bonus';
import { EVENT_PATTERNS, THROWING_PATTERNS } from './events';
import { HONOUR_PATTERNS } from './honours';
import { topUpPatterns } from './no-jokers';
import { PROGRESSIVE_PATTERNS } from './progressive';
import { SHAPE_PATTERNS } from './shape';

/** The catalogue's categories (the pattern pages' groups). */
export const VN_CATEGORIES: readonly Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb: 'How the fourteen tiles are arranged: runs, triplets, called melds.',
    translations: {
      'zh-cn': { name: '牌型', blurb: '十四张牌怎样组成：顺子、刻子，以及吃、碰、杠的明牌组。' },
      vi: {
        name: 'Thế bài',
        blurb: 'Cách xếp mười bốn quân: sảnh, Phỗng và các bộ đã Ăn, Phỗng, Coong.',
      },
    },
  },
  {
    id: 'special',
    name: 'Special shapes',
    blurb: 'Seven Pairs, Thirteen Orphans and Nine Gates, which skip four groups and a pair.',
    translations: {
      'zh-cn': { name: '特殊牌型', blurb: '七对、十三幺和九莲宝灯，不用组成四副面子加一对将。' },
      vi: {
        name: 'Thế bài đặc biệt',
        blurb: 'Pe Pe, Xâp Xam Xíu và Cửu Tử Liên Hoàn, không cần bốn bộ và một đôi.',
      },
    },
  },
  {
    id: 'suits',
    name: 'Flushes',
    blurb: 'Hands of one suit, with or without honours.',
    translations: {
      'zh-cn': { name: '清一色与混一色', blurb: '只有一种花色的牌，带或不带字牌。' },
      vi: { name: 'Một hàng', blurb: 'Bài chỉ một hàng số, có hoặc không có quân chữ.' },
    },
  },
  {
    id: 'terminals',
    name: 'Terminals',
    blurb: 'Hands of 1s and 9s, with or without honours.',
    translations: {
      'zh-cn': { name: '幺九', blurb: '全是1和9的牌，带或不带字牌。' },
      vi: { name: 'Nhất cửu', blurb: 'Bài toàn quân 1 và 9, có hoặc không có quân chữ.' },
    },
  },
  {
    id: 'honours',
    name: 'Winds and dragons',
    blurb: 'Triplets of winds and dragons, and the hands made of them.',
    translations: {
      'zh-cn': { name: '风牌和箭牌', blurb: '风牌和箭牌的刻子，以及由它们组成的牌。' },
      vi: { name: 'Gió và rồng', blurb: 'Phỗng gió, Phỗng rồng và những bài làm từ chúng.' },
    },
  },
  {
    id: 'quads',
    name: 'Quads',
    blurb: 'Quads (Coong), which never hold a joker.',
    translations: {
      'zh-cn': { name: '杠', blurb: '杠里永远不能有混儿。' },
      vi: { name: 'Coong', blurb: 'Coong, không bao giờ có khung.' },
    },
  },
  {
    id: 'draw',
    name: 'Concealment and waits',
    blurb: 'A closed hand, a self-draw, a single wait.',
    translations: {
      'zh-cn': { name: '门清与听牌', blurb: '门清、自摸、独听。' },
      vi: { name: 'Bài kín và chờ', blurb: 'Bài kín, tự ù, chờ một quân.' },
    },
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: a quad robbed, a replacement tile, the last tile, a first-turn blessing, a discarded flower or joker.',
    translations: {
      'zh-cn': {
        name: '和牌时机',
        blurb:
          '和牌的那一刻：抢杠、补摸的牌、最后一张、第一巡的天和地和人和、和别人打出的花牌或混儿。',
      },
      vi: {
        name: 'Lúc ù',
        blurb:
          'Thời điểm ù: bắt Coong, quân bốc bù, quân cuối cùng, ù ngay lượt đầu, ù quân hoa hay khung người khác đánh ra.',
      },
    },
  },
  {
    id: 'bonus',
    name: 'Flowers and banked jokers',
    blurb: 'Flower tiles and jokers set aside, which sit outside the fourteen.',
    translations: {
      'zh-cn': { name: '花牌与存起的混儿', blurb: '花牌和存起的混儿，不算在十四张之内。' },
      vi: {
        name: 'Hoa và khung để riêng',
        blurb: 'Quân hoa và khung để riêng, nằm ngoài mười bốn quân.',
      },
    },
  },
  {
    id: 'no-jokers',
    name: 'No-joker bonuses',
    blurb: 'What a pattern adds when no joker was ever played in it.',
    translations: {
      'zh-cn': { name: '无混儿加分', blurb: '一个番种在从未用过混儿时另加的分。' },
      vi: {
        name: 'Thưởng không khung',
        blurb: 'Phần một cách bài được thêm khi không dùng khung nào.',
      },
    },
  },
  {
    id: 'closed',
    name: 'Closed-hand bonuses',
    blurb:
      'What a big pattern adds when it was won closed: self-drawn on a single wait, or with every quad concealed.',
    translations: {
      'zh-cn': {
        name: '门清加分',
        blurb: '大番门清和牌时另加的分：门清独听自摸，或四个杠都是暗杠。',
      },
      vi: {
        name: 'Thưởng bài kín',
        blurb:
          'Phần một cách lớn được thêm khi ù bài kín: tự ù chờ một quân, hoặc mọi Coong đều kín.',
      },
    },
  },
  {
    id: 'optional',
    name: 'Optional rules',
    blurb: 'Patterns a table may add; off unless its table rule is on.',
    translations: {
      'zh-cn': { name: '可选规则', blurb: '牌桌可以加上的番种；只有打开相应的桌上规则才计。' },
      vi: {
        name: 'Luật tùy chọn',
        blurb: 'Các cách một bàn có thể thêm; chỉ tính khi bật luật bàn tương ứng.',
      },
    },
  },
];

const BASE: PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...HONOUR_PATTERNS,
  ...EVENT_PATTERNS,
  ...BONUS_PATTERNS,
];
const byId = (id: string): PatternDef => {
  const p = BASE.find((x) => x.id === id);
  if (!p) throw new Error(`no Vietnamese pattern ${id}`);
  return p;
};
export const VN_PATTERNS: PatternDef[] = [
  ...BASE,
  ...THROWING_PATTERNS,
  ...topUpPatterns(byId),
  ...PROGRESSIVE_PATTERNS,
];
