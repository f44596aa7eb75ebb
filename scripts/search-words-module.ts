/**
 * The search dialog's words in every language, as a module the browser's search code imports
 * (`virtual:atlas/search-words`, src/components/search/search-box.ts). They are made where the
 * site is built, so Hong Kong's traditional Chinese is converted here rather than in the browser,
 * and they come with the dialog's code, fetched when it first opens, not in every page's HTML
 * (a pattern page would grow by 0.4-0.7 KB gzipped, past its 8 KB budget).
 */
import type { Plugin } from 'vite';
import { type Locale, TRANSLATED_LOCALES } from '../src/i18n/locales';
import { searchWords } from '../src/i18n/search-words';

const ID = 'virtual:atlas/search-words';
const RESOLVED = `\0${ID}`;

export function searchWordsModule(): Plugin {
  return {
    name: 'atlas:search-words',
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return;
      const locales: Locale[] = ['root', ...TRANSLATED_LOCALES];
      const table = Object.fromEntries(locales.map((l) => [l, searchWords(l)]));
      return `export default ${JSON.stringify(table)};`;
    },
  };
}
