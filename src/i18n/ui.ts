/**
 * The words the generated pages put around the catalogue's text (labels, headings, notes), in
 * every written language; Hong Kong's are derived (./text.ts). One entry per phrase.
 */
import type { LocalText } from './text';

export { fill } from './fill';

export const UI = {
  limitHand: { en: 'Limit hand', 'zh-cn': '封顶牌', vi: 'Ván mủn' },
  alsoCalled: { en: 'Also called', 'zh-cn': '别称', vi: 'Tên khác' },
  typedAs: { en: 'Typed as', 'zh-cn': '拼写', vi: 'Gõ không dấu' },
  excludesHeading: { en: 'What it excludes', 'zh-cn': '不计与被替代', vi: 'Loại trừ' },
  examplesHeading: { en: 'Examples', 'zh-cn': '例牌', vi: 'Ví dụ' },
  inEnglishBelow: {
    en: '',
    'zh-cn': '以下规则说明和例牌暂时只有英文。',
    vi: 'Phần quy tắc và ví dụ dưới đây tạm thời chỉ có tiếng Anh.',
  },
  pattern: { en: 'Pattern', 'zh-cn': '番种', vi: 'Cách ù' },
  nativeName: { en: 'Native name', 'zh-cn': '原名', vi: 'Tên gốc' },
  definition: { en: 'Definition', 'zh-cn': '定义', vi: 'Định nghĩa' },
  allPatterns: { en: 'All patterns', 'zh-cn': '全部番种', vi: 'Tất cả cách ù' },
  patternsTitle: { en: '{variant} patterns', 'zh-cn': '{variant}番种', vi: 'Các cách ù {variant}' },
  patternsIntro: {
    en: 'Every pattern of {variant}, with its value in {unit}. Each pattern’s page has its names, what it excludes and example hands scored by the same engine as the [hand scorer]({scorer}).',
    'zh-cn':
      '{variant}的全部番种及其番数。每个番种的页面列出名称、不计的番种，以及由[算番器]({scorer})同一引擎计算的例牌。',
    vi: 'Mọi cách ù của {variant}, kèm số {unit}. Trang của mỗi cách ù có tên gọi, các cách ù bị loại trừ và ví dụ được tính bằng cùng bộ máy với [máy tính điểm]({scorer}).',
  },
  patternsDescription: {
    en: 'Every {variant} scoring pattern with its value, native names and definition.',
    'zh-cn': '{variant}的全部番种：番数、原名和定义。',
    vi: 'Mọi cách ù của {variant}: giá trị, tên gốc và định nghĩa.',
  },
  quickReferenceTitle: {
    en: '{variant} quick reference',
    'zh-cn': '{variant}速查表',
    vi: 'Bảng tra nhanh {variant}',
  },
  quickReferenceDescription: {
    en: 'Every {variant} pattern and what each hand pays, on one or two printed pages.',
    'zh-cn': '{variant}的全部番种和每手牌的支付，打印出来一两页。',
    vi: 'Mọi cách ù của {variant} và mỗi ván trả bao nhiêu, in ra một hai trang.',
  },
  quickReferenceLabel: {
    en: 'Quick reference (print)',
    'zh-cn': '速查表（打印）',
    vi: 'Bảng tra nhanh (để in)',
  },
  quickReferenceIntro: {
    en: '{variant} · values in {unit}{limits} (the defaults; tables may change them) · print this page for the table.',
    'zh-cn': '{variant} · 以{unit}计{limits}（默认值，各桌可以改）· 打印本页带到牌桌上。',
    vi: '{variant} · tính bằng {unit}{limits} (mặc định; mỗi bàn có thể đổi) · in trang này mang ra bàn chơi.',
  },
  minimumIs: { en: ' · minimum {n}', 'zh-cn': ' · 起和{n}', vi: ' · tối thiểu {n}' },
  capIs: { en: ' · cap {n}', 'zh-cn': ' · 封顶{n}', vi: ' · trần {n}' },
  /** A limit hand's value in a table's value column, before its figure. */
  limit: { en: 'limit', 'zh-cn': '封顶牌', vi: 'Ván mủn' },
  example: { en: 'Example', 'zh-cn': '例牌', vi: 'Ví dụ' },
  whatAHandPays: { en: 'What a hand pays', 'zh-cn': '每手牌的支付', vi: 'Mỗi ván trả bao nhiêu' },
  discarderPays: { en: 'Discarder pays', 'zh-cn': '点炮者付', vi: 'Người đánh ra trả' },
  otherTwoPay: { en: 'Other two pay', 'zh-cn': '另两家各付', vi: 'Hai người kia trả' },
  selfDrawEachPays: {
    en: 'Self-draw: each pays',
    'zh-cn': '自摸：每家付',
    vi: 'Tự ù: mỗi người trả',
  },
  selfDrawWinnerGets: {
    en: 'Self-draw: winner gets',
    'zh-cn': '自摸：和牌者收',
    vi: 'Tự ù: người ù nhận',
  },
} as const satisfies Record<string, LocalText>;
