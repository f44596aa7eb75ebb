/**
 * An island's English table once words that only code fetched later says have joined it: that
 * code's module calls this as it loads, so the words arrive with it rather than with the page
 * (the scorer's src/components/hand-builder/later-words.ts, the drills' practice/later-words.ts).
 * A module of its own, so no island loads it at start for nothing.
 */
export const withLaterWords = <T extends object, L extends object>(table: T, later: L): T & L =>
  Object.assign(table, later);
