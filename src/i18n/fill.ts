/** A phrase with its {placeholders} filled in; a placeholder with no value stays as written. */
export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (all, key: string) => {
    const v = values[key];
    return v === undefined ? all : String(v);
  });

/**
 * A phrase with its {placeholders} filled by values that may be markup (a link, a list of
 * links): the pieces in order, for a view to render as they are.
 */
export function fillParts<T>(text: string, values: Record<string, T>): (string | T)[] {
  return text.split(/(\{\w+\})/).flatMap((piece): (string | T)[] => {
    const key = /^\{(\w+)\}$/.exec(piece)?.[1];
    if (key === undefined || !(key in values)) return piece ? [piece] : [];
    return [values[key] as T];
  });
}

/** An island's way of saying its phrases by key, the {placeholders} filled from `values`. */
export type Phrases<K extends string> = (
  key: K,
  values?: Record<string, string | number>,
) => string;

/**
 * The sayer of one island's phrases in one language, with that island's extra ways of saying
 * things (the scorer's tiles and amounts, a sheet's nouns…) attached to it.
 */
export function sayer<K extends string, Extra extends object>(
  words: Readonly<Record<K, string>>,
  extra: Extra,
): Phrases<K> & Extra {
  const say: Phrases<K> = (key, values = {}) => fill(words[key], values);
  return Object.assign(say, extra);
}
