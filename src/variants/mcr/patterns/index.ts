import type { Category, PatternDef } from '../../../engine/variant';
import { FLOWER_PATTERNS } from './bonus';
import { CHOW_PATTERNS } from './chows';
import { HONOR_PATTERNS } from './honors';
import { KONG_PATTERNS } from './kongs';
import { PUNG_PATTERNS } from './pungs';
import { SPECIAL_PATTERNS } from './special';
import { TILE_PATTERNS } from './tiles';
import { WIN_PATTERNS } from './win';

/** All 81 fans and #82, grouped as the pages show them. */
export const MCR_PATTERNS: PatternDef[] = [
  ...SPECIAL_PATTERNS,
  ...HONOR_PATTERNS,
  ...CHOW_PATTERNS,
  ...PUNG_PATTERNS,
  ...KONG_PATTERNS,
  ...TILE_PATTERNS,
  ...WIN_PATTERNS,
  ...FLOWER_PATTERNS,
];

/** The categories the pages group the fans by: one file in this folder for each. */
export const MCR_CATEGORIES: readonly Category[] = [
  {
    id: 'special',
    name: 'Special shapes',
    blurb:
      'Hands that are not four sets and a pair: seven pairs, thirteen orphans, knitted tiles, nine gates.',
    translations: {
      'zh-cn': {
        name: '特殊牌型',
        blurb: '不是四副面子加一对将的牌：七对、十三幺、组合龙与全不靠、九莲宝灯。',
      },
      vi: {
        name: 'Thế bài đặc biệt',
        blurb:
          'Bài không phải bốn bộ và một đôi: Pe Pe, Xâp Xam Xíu, dãy đan và quân đan, Cửu Tử Liên Hoàn.',
      },
    },
  },
  {
    id: 'honors',
    name: 'Winds and dragons',
    blurb: 'Pungs of winds and dragons, and hands of honours only.',
    translations: {
      'zh-cn': { name: '风牌和箭牌', blurb: '风牌、箭牌的刻子，以及全由字牌组成的牌。' },
      vi: { name: 'Gió và rồng', blurb: 'Phỗng gió, Phỗng rồng, và bài chỉ có quân chữ.' },
    },
  },
  {
    id: 'chows',
    name: 'Chow combinations',
    blurb: 'Fans made by two, three or four chows together.',
    translations: {
      'zh-cn': { name: '顺子组合', blurb: '由两副、三副或四副顺子组成的番种。' },
      vi: { name: 'Tổ hợp sảnh', blurb: 'Các cách làm từ hai, ba hoặc bốn sảnh cùng nhau.' },
    },
  },
  {
    id: 'pungs',
    name: 'Pungs and concealed pungs',
    blurb: 'Fans made by pungs together, and pungs held concealed.',
    translations: {
      'zh-cn': { name: '刻子与暗刻', blurb: '由几副刻子组成的番种，以及暗刻。' },
      vi: {
        name: 'Phỗng và Phỗng kín',
        blurb: 'Các cách làm từ nhiều Phỗng cùng nhau, và Phỗng giữ kín trên tay.',
      },
    },
  },
  {
    id: 'kongs',
    name: 'Kongs',
    blurb: 'Exposed and concealed kongs, alone and together.',
    translations: {
      'zh-cn': { name: '杠', blurb: '明杠和暗杠，单个或几个。' },
      vi: { name: 'Coong', blurb: 'Coong lộ và Coong kín, một Coong hay nhiều Coong cùng nhau.' },
    },
  },
  {
    id: 'tiles',
    name: 'Suits and tile ranges',
    blurb: 'Fans that depend on which tiles the hand holds: flushes, terminals, number ranges.',
    translations: {
      'zh-cn': {
        name: '花色与序数',
        blurb: '看手中是哪些牌的番种：清一色、混一色、幺九、序数范围。',
      },
      vi: {
        name: 'Hàng và khoảng số',
        blurb: 'Các cách tùy theo những quân có trong bài: một hàng, nhất cửu, khoảng số.',
      },
    },
  },
  {
    id: 'win',
    name: 'Concealment, waits and the winning tile',
    blurb:
      'How the hand was held and won: concealment, the wait, self-draw and the special moments of the deal.',
    translations: {
      'zh-cn': {
        name: '门清、听牌与和牌张',
        blurb: '怎样持牌、怎样和牌：门前清、听牌方式、自摸，以及一局中的特殊时刻。',
      },
      vi: {
        name: 'Bài kín, cách chờ và quân ù',
        blurb:
          'Giữ bài và ù như thế nào: bài kín, cách chờ, tự ù, và những thời điểm đặc biệt của ván.',
      },
    },
  },
  {
    id: 'bonus',
    name: 'Flowers',
    blurb:
      'Flowers and seasons, which sit outside the fourteen and do not count toward the minimum.',
    translations: {
      'zh-cn': { name: '花牌', blurb: '花牌和季牌：不在十四张之内，也不计入起和的八番。' },
      vi: {
        name: 'Hoa',
        blurb: 'Hoa và mùa, nằm ngoài mười bốn quân và không tính vào mức tối thiểu 8 điểm.',
      },
    },
  },
];
