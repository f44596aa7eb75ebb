// Types for the modules the search dialog's code imports (scripts/search-words-module.ts).
declare module 'virtual:atlas/search/*' {
  const language: {
    words: import('./i18n/search-words').SearchWords;
    glossary: import('./search/rank').GlossaryEntry[];
  };
  export default language;
}
