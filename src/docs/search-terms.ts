/**
 * Plain forms of a pattern's names for search: readers type pinyin without tone marks,
 * Jyutping without tone numbers and Vietnamese without diacritics.
 */
import type { PatternDef } from '../engine/variant';

/** "Zǔ Hé Lóng" → "zu he long"; "siu2 saam1 jyun4" → "siu saam jyun"; "Đại Hoa" → "dai hoa". */
export function plainForm(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[đĐ]/g, 'd')
    .replace(/(?<=[a-z])[1-6](?=\s|$)/gi, '')
    .toLowerCase()
    .trim();
}

/** The plain forms that differ from what the page already shows. */
export function extraSearchTerms(p: PatternDef): string[] {
  const shown = [
    p.name,
    ...p.aliases,
    ...p.native.flatMap((n) => [n.text, n.romanisation ?? '']),
  ].filter(Boolean);
  const shownLower = new Set(shown.map((s) => s.toLowerCase()));
  const out = new Set<string>();
  for (const s of shown) {
    const plain = plainForm(s);
    if (plain && !shownLower.has(plain)) out.add(plain);
  }
  return [...out];
}
