/** The Hong Kong catalogue, in the order the pages and the answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUS_PATTERNS } from './bonus';
import { CONCEALMENT_PATTERNS } from './draw';
import { EVENT_PATTERNS } from './events';
import { HONOUR_PATTERNS } from './honours';
import { LIMIT_PATTERNS } from './limit';
import { SHAPE_PATTERNS } from './shape';
import { SUIT_PATTERNS } from './suits';

export const HK_PATTERNS: readonly PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...CONCEALMENT_PATTERNS,
  ...HONOUR_PATTERNS,
  ...SUIT_PATTERNS,
  ...BONUS_PATTERNS,
  ...EVENT_PATTERNS,
  ...LIMIT_PATTERNS,
];

/** The catalogue's categories: one file in this folder for each. */
export const HK_CATEGORIES: readonly Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb: 'How the fourteen tiles are arranged: all chows, all pungs, seven pairs.',
    translations: {
      'zh-cn': { name: '牌型', blurb: '十四张牌怎样组成：全是顺子、全是刻子、七对子。' },
      vi: { name: 'Thế bài', blurb: 'Cách xếp mười bốn quân: toàn sảnh, toàn Phỗng, bảy đôi.' },
    },
  },
  {
    id: 'draw',
    name: 'Concealment and self-draw',
    blurb: 'How the hand was built and how the winning tile arrived.',
    translations: {
      'zh-cn': { name: '门清与自摸', blurb: '这副牌怎样组成，和牌的那张牌怎样得来。' },
      vi: { name: 'Bài kín và tự ù', blurb: 'Bài được làm nên thế nào, và quân ù đến từ đâu.' },
    },
  },
  {
    id: 'honours',
    name: 'Winds and dragons',
    blurb: 'Pungs of dragons, of your seat wind and of the round wind.',
    translations: {
      'zh-cn': { name: '风牌与箭牌', blurb: '箭牌、自己门风和圈风的刻子。' },
      vi: { name: 'Gió và rồng', blurb: 'Phỗng rồng, Phỗng gió cửa của mình và Phỗng gió vòng.' },
    },
  },
  {
    id: 'suits',
    name: 'Flushes',
    blurb: 'Hands of a single suit, with or without honours.',
    translations: {
      'zh-cn': { name: '混一色与清一色', blurb: '只有一种花色的牌，带或不带字牌。' },
      vi: { name: 'Một hàng', blurb: 'Bài chỉ một hàng số, có hoặc không có quân chữ.' },
    },
  },
  {
    id: 'bonus',
    name: 'Flowers and seasons',
    blurb: 'Bonus tiles, which sit outside the fourteen.',
    translations: {
      'zh-cn': { name: '花与季', blurb: '花牌，不算在十四张牌之内。' },
      vi: { name: 'Hoa và mùa', blurb: 'Quân thưởng, nằm ngoài mười bốn quân.' },
    },
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb: 'The moment of the win: kong replacement, robbing a kong, the last tile.',
    translations: {
      'zh-cn': { name: '和牌时机', blurb: '和牌的那一刻：杠上开花、抢杠、最后一张牌。' },
      vi: {
        name: 'Lúc ù',
        blurb: 'Thời điểm ù: quân bốc bù sau Coong, bắt Coong, quân cuối cùng.',
      },
    },
  },
  {
    id: 'limit',
    name: 'Limit hands',
    blurb: 'Hands worth the cap outright, with nothing added.',
    translations: {
      'zh-cn': { name: '封顶牌', blurb: '直接计封顶番数的牌，不再加任何番。' },
      vi: { name: 'Ván mủn', blurb: 'Bài được tính thẳng mức trần, không cộng thêm gì khác.' },
    },
  },
];
