// Types for the virtual module the search dialog's code imports (scripts/search-words-module.ts).
declare module 'virtual:atlas/search-words' {
  const words: Record<import('./i18n/locales').Locale, import('./i18n/search-words').SearchWords>;
  export default words;
}
