/**
 * Text in the site's languages: English, with simplified Chinese and Vietnamese where written.
 * Hong Kong's traditional Chinese is derived from the simplified (./hant.ts); a language the
 * text is not written in shows the English.
 */
import { hongKongText } from './hant';
import { LOCALES, type Locale, TRANSLATED_LOCALES, type WrittenLocale } from './locales';

/** The same text in the languages it is written in; English always. */
export type LocalText = { en: string } & Partial<Record<WrittenLocale, string>>;

/** The text in `locale` if it is written (or derived) there; undefined otherwise. */
export function writtenIn(locale: Locale, text: LocalText): string | undefined {
  if (locale === 'root') return text.en;
  if (locale === 'zh-hk')
    return text['zh-cn'] === undefined ? undefined : hongKongText(text['zh-cn']);
  return text[locale];
}

/** The text in `locale`, or the English where it is not written in that language. */
export const inLocale = (locale: Locale, text: LocalText): string =>
  writtenIn(locale, text) ?? text.en;

/**
 * The text keyed by each language's tag, as Starlight's and the sidebar plugin's `translations`
 * and labels take it (English under `en`, languages it is not written in left out).
 */
export function byLangTag(text: LocalText): Record<string, string> {
  const out: Record<string, string> = { [LOCALES.root.lang]: text.en };
  for (const locale of TRANSLATED_LOCALES) {
    const t = writtenIn(locale, text);
    if (t !== undefined) out[LOCALES[locale].lang] = t;
  }
  return out;
}
