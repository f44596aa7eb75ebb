/** The Rainbow Dragon catalogue, by the club sheet's fan values, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { BONUSES } from './bonus';
import { ONE_FAN } from './fan-1';
import { TWO_FAN } from './fan-2';
import { FOUR_FAN } from './fan-4';
import { SIX_FAN } from './fan-6';
import { EIGHT_FAN } from './fan-8';
import { FLOWERS } from './flowers';

export const RD_PATTERNS: readonly PatternDef[] = [
  ...ONE_FAN,
  ...TWO_FAN,
  ...FOUR_FAN,
  ...SIX_FAN,
  ...EIGHT_FAN,
  ...BONUSES,
  ...FLOWERS,
];

/** The sheet's categories, one per fan value plus bonuses and flowers: one file here for each. */
export const RD_CATEGORIES: readonly Category[] = [
  {
    id: 'fan-1',
    name: '1 fan',
    blurb: 'Everyday patterns: sequences, simples, valued honours, matched sets across the suits.',
    translations: {
      'zh-cn': { name: '1番', blurb: '常见的番种：顺子、断幺九、番子，以及三种花色相配的面子。' },
      vi: {
        name: '1 phán',
        blurb:
          'Những cách ù thường gặp: sảnh, quân giữa, Phỗng chữ có phán, các bộ tương ứng giữa ba hàng.',
      },
    },
  },
  {
    id: 'fan-2',
    name: '2 fan',
    blurb: 'Triplets, flushes with honours, and sets repeated across or along the suits.',
    translations: {
      'zh-cn': {
        name: '2番',
        blurb: '刻子、带字牌的一色，以及在三种花色之间或同一花色之内重复的面子。',
      },
      vi: {
        name: '2 phán',
        blurb:
          'Toàn Phỗng, một hàng cùng quân chữ, và các bộ lặp lại giữa các hàng hoặc trong một hàng.',
      },
    },
  },
  {
    id: 'fan-4',
    name: '4 fan',
    blurb: 'Seven pairs, the full flush, three little dragons and all orphans.',
    translations: {
      'zh-cn': { name: '4番', blurb: '七对、清一色、小三元和混幺九。' },
      vi: {
        name: '4 phán',
        blurb: 'Pe Pe, Toàn Hàng, Tiểu Tam Nguyên và bài toàn quân đầu và chữ.',
      },
    },
  },
  {
    id: 'fan-6',
    name: '6 fan',
    blurb: 'Four little winds, three big dragons and fully concealed triplets.',
    translations: {
      'zh-cn': { name: '6番', blurb: '小四喜、大三元和四暗刻。' },
      vi: { name: '6 phán', blurb: 'Tiểu Tứ Hỉ, Đại Tam Nguyên và Khàn Khàn.' },
    },
  },
  {
    id: 'fan-8',
    name: '8 fan',
    blurb: 'The biggest hands: four big winds, all honors, thirteen orphans.',
    translations: {
      'zh-cn': { name: '8番', blurb: '最大的牌：大四喜、字一色、十三幺。' },
      vi: { name: '8 phán', blurb: 'Những bài lớn nhất: Đại Tứ Hỉ, Toàn Chử, Xâp Xam Xíu.' },
    },
  },
  {
    id: 'bonus',
    name: '1-fan bonuses',
    blurb: 'Concealment and the moment of the win.',
    translations: {
      'zh-cn': { name: '1番奖励番', blurb: '门前清，以及和牌的那一刻。' },
      vi: { name: 'Thưởng 1 phán', blurb: 'Bài kín và thời điểm ù.' },
    },
  },
  {
    id: 'flowers',
    name: 'Flowers and seasons',
    blurb: 'Bonus tiles that match your seat, and complete sets.',
    translations: {
      'zh-cn': { name: '花与季', blurb: '与自己座位相同的花牌，以及集齐的一套。' },
      vi: {
        name: 'Hoa và mùa',
        blurb: 'Quân thưởng trùng với cửa của mình, và các bộ đủ bốn quân.',
      },
    },
  },
];
