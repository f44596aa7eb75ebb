/**
 * The search dialog's words in the page's language: its labels (src/components/Search.astro) and
 * what it says as it works (src/components/search/search-box.ts, which reads them from the
 * dialog's data-words), down to where each result belongs ("香港麻将 · 5 番").
 */
import type { PageKind } from '../search/hits';
import { VARIANTS } from '../variants';
import { variantText } from './catalogue';
import type { Locale } from './locales';
import { inLocale, type LocalText } from './text';

export const SEARCH_TEXT = {
  box: { en: 'Search the atlas', 'zh-cn': '搜索本站', vi: 'Tìm trong trang' },
  placeholder: {
    en: 'Pattern, rule or word',
    'zh-cn': '番种、规则或术语',
    vi: 'Cách ù, luật hoặc thuật ngữ',
  },
  scope: {
    en: 'Which results come first',
    'zh-cn': '哪些结果排在前面',
    vi: 'Kết quả nào xếp trước',
  },
  hereFirst: { en: '{variant} first', 'zh-cn': '{variant}优先', vi: '{variant} trước' },
  allVariants: { en: 'All variants', 'zh-cn': '所有玩法', vi: 'Mọi lối chơi' },
  filter: { en: 'Filter by variant', 'zh-cn': '按玩法筛选', vi: 'Lọc theo lối chơi' },
  only: { en: 'Only pages of', 'zh-cn': '只看这些玩法的页面', vi: 'Chỉ trang của' },
  results: { en: 'Results', 'zh-cn': '搜索结果', vi: 'Kết quả' },
  more: { en: 'More results', 'zh-cn': '更多结果', vi: 'Thêm kết quả' },
  chosen: { en: '({n} chosen)', 'zh-cn': '（已选 {n} 个）', vi: '(đã chọn {n})' },
  noMatch: {
    en: 'No page matches “{text}”.',
    'zh-cn': '没有页面符合“{text}”。',
    vi: 'Không có trang nào khớp với “{text}”.',
  },
  oneMatch: {
    en: '1 page matches “{text}”',
    'zh-cn': '1 个页面符合“{text}”',
    vi: '1 trang khớp với “{text}”',
  },
  matches: {
    en: '{n} pages match “{text}”',
    'zh-cn': '{n} 个页面符合“{text}”',
    vi: '{n} trang khớp với “{text}”',
  },
  orderHere: { en: ', {variant} first', 'zh-cn': '，{variant}优先', vi: ', {variant} trước' },
  listed: {
    en: '; the best {n} are listed',
    'zh-cn': '；列出最相关的 {n} 个',
    vi: '; liệt kê {n} trang phù hợp nhất',
  },
  end: { en: '.', 'zh-cn': '。', vi: '.' },
  unloaded: {
    en: 'Search could not load. Check the connection and open it again.',
    'zh-cn': '搜索无法加载。请检查网络连接，然后重新打开。',
    vi: 'Không tải được chức năng tìm kiếm. Hãy kiểm tra kết nối rồi mở lại.',
  },
  noIndex: {
    en: 'Search could not load its index ({error}). Check the connection and try again.',
    'zh-cn': '搜索无法加载索引（{error}）。请检查网络连接，然后再试一次。',
    vi: 'Không tải được chỉ mục tìm kiếm ({error}). Hãy kiểm tra kết nối rồi thử lại.',
  },
  overview: { en: 'overview', 'zh-cn': '概览', vi: 'tổng quan' },
  scorer: { en: 'hand scorer', 'zh-cn': '算番器', vi: 'máy tính điểm' },
  patterns: { en: 'all patterns', 'zh-cn': '全部番种', vi: 'tất cả cách ù' },
  pattern: { en: 'pattern', 'zh-cn': '番种', vi: 'cách ù' },
  glossary: { en: 'glossary', 'zh-cn': '术语表', vi: 'thuật ngữ' },
} satisfies Record<string, LocalText>;

type SearchWord = keyof typeof SEARCH_TEXT;

/** What the dialog says as it works, in one language: plain strings, for a data attribute. */
export type SearchWords = Record<Exclude<SearchWord, PageKind>, string> & {
  /** Each kind of page, as a result says where it belongs ("" for a page of no kind). */
  kinds: Record<PageKind, string>;
  /** Each variant's name in this language, by the name search records it under (English). */
  variants: Record<string, string>;
};

const made = new Map<Locale, SearchWords>();

/** The words in one language, made once per build: every page's dialog has them. */
export function searchWords(locale: Locale): SearchWords {
  const known = made.get(locale);
  if (known) return known;
  const words = Object.fromEntries(
    Object.entries(SEARCH_TEXT).map(([key, text]) => [key, inLocale(locale, text)]),
  ) as Record<SearchWord, string>;
  const kinds: Record<PageKind, string> = {
    overview: words.overview,
    scorer: words.scorer,
    patterns: words.patterns,
    pattern: words.pattern,
    glossary: words.glossary,
    page: '',
  };
  const variants = Object.fromEntries(
    VARIANTS.map((v) => [v.shortName, variantText(locale, v).shortName]),
  );
  const said = { ...words, kinds, variants };
  made.set(locale, said);
  return said;
}
