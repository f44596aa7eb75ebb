/** The Sichuan catalogue, in the order pages and answers list it. */
import type { Category, PatternDef } from '../../../engine/variant';
import { EVENT_PATTERNS } from './events';
import { EXTRA_PATTERNS } from './extras';
import { SHAPE_PATTERNS } from './shape';

export const SC_PATTERNS: readonly PatternDef[] = [
  ...SHAPE_PATTERNS,
  ...EXTRA_PATTERNS,
  ...EVENT_PATTERNS,
];

/** The catalogue's categories: one file in this folder for each. */
export const SC_CATEGORIES: readonly Category[] = [
  {
    id: 'shape',
    name: 'Hand shapes',
    blurb:
      'What the fourteen tiles make: a basic hand, all pungs, all 2/5/8 pungs, an outside hand, seven pairs.',
    translations: {
      'zh-cn': { name: '牌型', blurb: '十四张牌组成的牌型：平胡、对对胡、将对、带幺九、七对。' },
      vi: {
        name: 'Thế bài',
        blurb:
          'Mười bốn quân làm thành thế bài nào: bài cơ bản, Tui Tui, toàn Phỗng 2/5/8, mang nhất cửu, Pe Pe.',
      },
    },
  },
  {
    id: 'extras',
    name: 'Added fan',
    blurb:
      'Fan added to the shape: a full flush, the golden single wait, and each root (four identical tiles).',
    translations: {
      'zh-cn': {
        name: '加番',
        blurb: '在牌型之上加的番：清一色、金钩钓，以及每一个根（四张相同的牌）。',
      },
      vi: {
        name: 'Phán cộng thêm',
        blurb:
          'Phán cộng thêm vào thế bài: Toàn Hàng, chờ đơn vàng, và mỗi gốc (bốn quân giống nhau).',
      },
    },
  },
  {
    id: 'events',
    name: 'Winning events',
    blurb:
      'The moment of the win: kong replacement, robbing a kong, the last tile, and two table options.',
    translations: {
      'zh-cn': {
        name: '和牌时机',
        blurb: '和牌的那一刻：杠上花、抢杠胡、海底捞月，以及两项桌规选项。',
      },
      vi: {
        name: 'Lúc ù',
        blurb:
          'Thời điểm ù: Coong Xừng Phá, Bắt Coong, quân cuối cùng, và hai luật tùy chọn của bàn.',
      },
    },
  },
];
