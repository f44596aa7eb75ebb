/**
 * What the search dialog needs in each language, as one module per language that the browser's
 * search code fetches for the page's (`virtual:atlas/search/<locale>`, imported by
 * src/components/search/search-box.ts): the dialog's words and the glossary entries search finds.
 * They are made where the site is built, so Hong Kong's traditional Chinese is converted here
 * rather than in the browser, and they come with the dialog's code, fetched when it first opens,
 * not in every page's HTML (a pattern page would grow by 0.4-0.7 KB gzipped, past its budget).
 */
import type { Plugin } from 'vite';
import { LOCALES, type Locale } from '../src/i18n/locales';
import { searchWords } from '../src/i18n/search-words';
import { glossaryEntries } from '../src/search/glossary-entries';

const PREFIX = 'virtual:atlas/search/';

export function searchWordsModule(): Plugin {
  return {
    name: 'atlas:search-words',
    resolveId: (id) => (id.startsWith(PREFIX) ? `\0${id}` : undefined),
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return;
      const locale = id.slice(PREFIX.length + 1);
      if (!(locale in LOCALES)) throw new Error(`search: no language "${locale}" (${id})`);
      const language = {
        words: searchWords(locale as Locale),
        glossary: glossaryEntries(locale as Locale),
      };
      return `export default ${JSON.stringify(language)};`;
    },
  };
}
