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
    'zh-cn': '本页有些说明暂时只有英文。',
    vi: 'Một số ghi chú trên trang này tạm thời chỉ có tiếng Anh.',
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
  // A pattern page's exclusions, in both directions ({pattern}: a linked name).
  limitReplacesAll: {
    en: 'As a limit hand it replaces every other pattern: the hand is worth the cap.',
    'zh-cn': '作为封顶牌，它替代其他所有番种：整手牌按封顶计。',
    vi: 'Là ván mủn, cách này thay cho mọi cách ù khác: ván bài được tính bằng mức trần.',
  },
  replacesAll: {
    en: 'Replaces every other pattern: {why}.',
    'zh-cn': '替代其他所有番种：{why}。',
    vi: 'Thay cho mọi cách ù khác: {why}.',
  },
  replacesAllExcept: {
    en: 'Replaces every other pattern except {patterns}: {why}.',
    'zh-cn': '替代除{patterns}以外的其他所有番种：{why}。',
    vi: 'Thay cho mọi cách ù khác, trừ {patterns}: {why}.',
  },
  replaces: {
    en: 'Replaces {pattern}: {why}.',
    'zh-cn': '替代{pattern}：{why}。',
    vi: 'Thay cho {pattern}: {why}.',
  },
  replacesWhen: {
    en: 'Replaces {pattern} only with {option} on.',
    'zh-cn': '只有开启“{option}”时才替代{pattern}。',
    vi: 'Chỉ thay cho {pattern} khi bật “{option}”.',
  },
  replacedBy: {
    en: 'Replaced by {pattern}: {why}.',
    'zh-cn': '被{pattern}替代：{why}。',
    vi: 'Bị {pattern} thay thế: {why}.',
  },
  replacedByWhen: {
    en: 'Replaced by {pattern} only with {option} on.',
    'zh-cn': '只有开启“{option}”时才被{pattern}替代。',
    vi: 'Chỉ bị {pattern} thay thế khi bật “{option}”.',
  },
  replacedByShapes: {
    en: 'Replaced by {patterns}: each is a shape of its own that leaves it out.',
    'zh-cn': '被{patterns}替代：它们各自成一种牌型，不含此番。',
    vi: 'Bị {patterns} thay thế: mỗi cách là một dạng bài riêng, không có cách này.',
  },
  combinedBySets: {
    en: 'It is made by combining sets, so the {principles} decide which of its occurrences count: {rules}.',
    'zh-cn': '它由几组牌组合而成，所以由{principles}决定哪几次计番：{rules}。',
    vi: 'Cách này ghép từ nhiều bộ, nên {principles} quyết định những lần nào được tính: {rules}.',
  },
  scoringPrinciples: { en: 'scoring principles', 'zh-cn': '计番原则', vi: 'nguyên tắc tính điểm' },
  countsOnlyAlone: {
    en: 'It counts only when no other pattern scores: any other pattern in the hand takes its place.',
    'zh-cn': '只有在没有其他番种时才计：牌中任何其他番种都会取代它。',
    vi: 'Cách này chỉ được tính khi không có cách ù nào khác: bất kỳ cách ù nào khác trong bài đều thay cho nó.',
  },
  countsOnlyAloneBeside: {
    en: 'It counts only when no other pattern scores, apart from {categories}, which add to it: any other pattern in the hand takes its place.',
    'zh-cn':
      '只有在除{categories}（可与它相加）以外没有其他番种时才计：牌中任何其他番种都会取代它。',
    vi: 'Cách này chỉ được tính khi không có cách ù nào khác, ngoài {categories} (được cộng thêm): bất kỳ cách ù nào khác trong bài đều thay cho nó.',
  },
  anyLimitReplaces: {
    en: 'Any limit hand replaces it.',
    'zh-cn': '任何封顶牌都会替代它。',
    vi: 'Mọi ván mủn đều thay cho cách này.',
  },
  addsAsPrinciplesAllow: {
    en: 'It adds to the other patterns in the hand, as far as the {principles} allow.',
    'zh-cn': '它与牌中其他番种相加，以{principles}允许为限。',
    vi: 'Cách này được cộng với các cách ù khác trong bài, trong phạm vi {principles} cho phép.',
  },
  otherwiseAddsAsPrinciplesAllow: {
    en: 'Otherwise it adds to the other patterns in the hand, as far as the {principles} allow.',
    'zh-cn': '除此以外，它与牌中其他番种相加，以{principles}允许为限。',
    vi: 'Ngoài ra, cách này được cộng với các cách ù khác trong bài, trong phạm vi {principles} cho phép.',
  },
  addsToEvery: {
    en: 'It adds to every other pattern in the hand.',
    'zh-cn': '它与牌中其他所有番种相加。',
    vi: 'Cách này được cộng với mọi cách ù khác trong bài.',
  },
  otherwiseAddsToEvery: {
    en: 'Otherwise it adds to every other pattern in the hand.',
    'zh-cn': '除此以外，它与牌中其他所有番种相加。',
    vi: 'Ngoài ra, cách này được cộng với mọi cách ù khác trong bài.',
  },
  /** How a list of names is joined: "A, B and C". */
  listComma: { en: ', ', 'zh-cn': '、', vi: ', ' },
  listAnd: { en: ' and ', 'zh-cn': '和', vi: ' và ' },
  listSemicolon: { en: '; ', 'zh-cn': '；', vi: '; ' },
  /** Before the further sources a value cites: "Source: A; also B and C". */
  alsoCited: { en: '; also ', 'zh-cn': '；另见', vi: '; xem thêm ' },
  /** The name list's label for the English name on a page in another language. */
  englishName: { en: 'English', 'zh-cn': '英文', vi: 'Tiếng Anh' },
  // The glossary.
  usedIn: { en: 'Used in:', 'zh-cn': '见：', vi: 'Dùng ở:' },
  alsoCalledInEnglish: {
    en: ' (also {words})',
    'zh-cn': '（英文：{words}）',
    vi: ' (tiếng Anh: {words})',
  },
  // An example hand.
  exampleScores: { en: 'Scores', 'zh-cn': '计此番', vi: 'Được tính' },
  exampleMisses: { en: 'Misses', 'zh-cn': '不计此番', vi: 'Không được tính' },
  openInScorer: {
    en: 'Open in the hand scorer',
    'zh-cn': '在算番器中打开',
    vi: 'Mở trong công cụ tính điểm',
  },
} as const satisfies Record<string, LocalText>;

/**
 * The languages a pattern's native names are given in, as the catalogues label them, in the
 * page's language (a page in English shows the catalogue's label).
 */
export const NAME_LANGUAGES: Readonly<Record<string, Omit<LocalText, 'en'>>> = {
  Cantonese: { 'zh-cn': '粤语', vi: 'Tiếng Quảng Đông' },
  Mandarin: { 'zh-cn': '普通话', vi: 'Tiếng Quan thoại' },
  'Mandarin (pinyin)': { 'zh-cn': '普通话（拼音）', vi: 'Tiếng Quan thoại (bính âm)' },
  Vietnamese: { 'zh-cn': '越南语', vi: 'Tiếng Việt' },
  'Vietnamese (other names)': { 'zh-cn': '越南语（其他叫法）', vi: 'Tiếng Việt (tên khác)' },
  'Vietnamese (tsumo.io)': { 'zh-cn': '越南语（tsumo.io）', vi: 'Tiếng Việt (tsumo.io)' },
  'Vietnamese (riichi_advanced’s list of names)': {
    'zh-cn': '越南语（riichi_advanced的名称表）',
    vi: 'Tiếng Việt (danh sách tên của riichi_advanced)',
  },
  'Vietnamese (riichi_advanced)': {
    'zh-cn': '越南语（riichi_advanced）',
    vi: 'Tiếng Việt (riichi_advanced)',
  },
  'Vietnamese (the four seat tiles; no source names the set)': {
    'zh-cn': '越南语（四张座位牌；没有资料给这一套命名）',
    vi: 'Tiếng Việt (bốn quân chỗ ngồi; không nguồn nào đặt tên cho cả bộ)',
  },
  'Vietnamese (descriptive)': { 'zh-cn': '越南语（描述性叫法）', vi: 'Tiếng Việt (tên mô tả)' },
};
