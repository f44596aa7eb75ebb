/**
 * The languages the site is written in. English is the root (no prefix in the address); each other
 * language is a folder of Starlight's content (content/docs/<locale>/) and a prefix of its pages'
 * addresses. Simplified Chinese and Vietnamese are written; Hong Kong's traditional Chinese is
 * derived from the simplified text (src/i18n/hant.ts), so it is never written by hand.
 */

/** A language's folder and address prefix; 'root' is English, at the site's root. */
export type Locale = 'root' | 'zh-cn' | 'zh-hk' | 'vi';
/** A language the catalogue and the pages are written in, apart from English. */
export type WrittenLocale = 'zh-cn' | 'vi';
/** Every language but English: the folders under content/docs/. */
export type TranslatedLocale = Exclude<Locale, 'root'>;

export interface LocaleInfo {
  /** The language's own name, as its readers write it (the language picker shows it). */
  label: string;
  /** The BCP-47 tag of the pages' `lang` attribute (Pagefind keeps one index per tag). */
  lang: string;
}

/** In the order the language picker lists them. */
export const LOCALES: Readonly<Record<Locale, LocaleInfo>> = {
  root: { label: 'English', lang: 'en' },
  'zh-cn': { label: '简体中文', lang: 'zh-CN' },
  'zh-hk': { label: '繁體中文', lang: 'zh-HK' },
  vi: { label: 'Tiếng Việt', lang: 'vi' },
};

export const TRANSLATED_LOCALES: readonly TranslatedLocale[] = ['zh-cn', 'zh-hk', 'vi'];

/** "zh-cn/mcr/patterns/all-simples" → zh-cn and "mcr/patterns/all-simples"; an English id → root. */
export function splitLocale(routeId: string): { locale: Locale; id: string } {
  const [first = '', ...rest] = routeId.replace(/^\//, '').split('/');
  return (TRANSLATED_LOCALES as readonly string[]).includes(first)
    ? { locale: first as TranslatedLocale, id: rest.join('/') }
    : { locale: 'root', id: routeId.replace(/^\//, '') };
}

/** The address of a page in a language: `localePath('zh-cn', '/mcr/')` is /zh-cn/mcr/. */
export const localePath = (locale: Locale, path: string): string =>
  locale === 'root' ? path : `/${locale}${path}`;
