/**
 * A sentence the engine writes as its parts, so that an island can say it in the page's language:
 * which sentence it is (`key`) and its values (seats, tiles, amounts, event numbers, and smaller
 * phrases or lists of them). The engine's English is the same phrase said with its English table,
 * so the two cannot drift apart.
 */
import { fill } from '../i18n/fill';

export type PhraseValue = string | number | Phrase | readonly (string | Phrase)[];

export interface Phrase {
  readonly key: string;
  readonly params: Readonly<Record<string, PhraseValue>>;
}

/** How one language says phrases: its sentences by key, and its names for plain values. */
export interface PhraseVoice {
  template(key: string): string | undefined;
  /** A plain value by its parameter's name (a seat, a tile, a suit…); numbers as they are. */
  value(name: string, v: string | number): string;
  /** Several values as one, "S, W and N". */
  list(items: readonly string[]): string;
}

const isPhrase = (v: PhraseValue): v is Phrase =>
  typeof v === 'object' && !Array.isArray(v) && 'key' in v;

/** The phrase in `voice`'s language; a key it has no sentence for is said as the key itself. */
export function sayPhrase(p: Phrase, voice: PhraseVoice): string {
  const one = (name: string, v: string | number | Phrase): string =>
    typeof v === 'object' ? sayPhrase(v, voice) : voice.value(name, v);
  const values: Record<string, string> = {};
  for (const [name, v] of Object.entries(p.params)) {
    if (Array.isArray(v)) values[name] = voice.list(v.map((x: string | Phrase) => one(name, x)));
    else values[name] = one(name, v as string | number | Phrase);
  }
  return fill(voice.template(p.key) ?? p.key, values);
}

/** The phrase's values flat, for an error's parameters: a list becomes its items joined by spaces. */
export function flatParams(p: Phrase): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, v] of Object.entries(p.params)) {
    if (Array.isArray(v)) out[name] = v.filter((x) => typeof x === 'string').join(' ');
    else if (!isPhrase(v as PhraseValue)) out[name] = v as string | number;
  }
  return out;
}
