/**
 * How the i18n tests tell that a translated text is in its page's script: the share of Chinese
 * characters (less the names a Chinese page keeps in Vietnamese), the share of Vietnamese-marked
 * words, and the English words a Vietnamese text never uses.
 */
import { ENGINE_WORDS } from '../../src/i18n/islands/engine';
import { getVariant } from '../../src/variants';
import { formatPhan } from '../../src/variants/vietnamese/settlement';

const letters = (s: string) => [...s.matchAll(/\p{L}/gu)].length;
/** The share of a text's letters that are Chinese characters. */
export const hanShare = (s: string) => [...s.matchAll(/\p{Script=Han}/gu)].length / letters(s);
/**
 * The Vietnamese names a Chinese page of the Vietnamese catalogue keeps as they are: the units
 * phán and mủn (the players' words in every language, as the value column writes them), the
 * jokers' names as the Chinese scorer writes them (Tổng混儿), the liable player Đền as it writes
 * him (包赔者（Đền）), the sources riichi_advanced and tsumo.io, and the patterns' own Vietnamese
 * names, which the page lists beside the Chinese one (the longest first, so that a name is taken
 * out whole before a shorter one inside it).
 */
const VIETNAMESE_NAMES = [
  ...formatPhan(7).split(/[\s\d]+/),
  ...Object.values(ENGINE_WORDS['zh-cn'].extra).flatMap(
    (name) => /^[\p{Script=Latin} ]+(?=\p{Script=Han})/u.exec(name)?.[0].trim() ?? [],
  ),
  'Đền',
  'riichi_advanced',
  'tsumo.io',
  ...getVariant('vietnamese').patterns.flatMap((p) =>
    p.native.filter((n) => n.language.startsWith('Vietnamese')).flatMap((n) => n.text.split(' / ')),
  ),
]
  .filter(Boolean)
  .sort((a, b) => b.length - a.length);
/** A Chinese text without the names its variant keeps in Vietnamese. */
export const withoutKeptNames = (variantId: string, s: string) =>
  variantId === 'vietnamese' ? VIETNAMESE_NAMES.reduce((t, n) => t.replaceAll(n, ''), s) : s;
/** The share of a text's words (of letters) that carry a Vietnamese mark: a tone, a hat, đ, ơ, ư. */
export function vietnameseShare(s: string): number {
  const words = s.match(/\p{L}+/gu) ?? [];
  const marked = words.filter((w) => /[đĐ]|\p{M}/u.test(w.normalize('NFD')));
  return marked.length / words.length;
}

/** Words an English sentence can hardly do without, and Vietnamese never uses. */
export const ENGLISH = new Set(['the', 'and', 'with', 'of', 'a', 'is', 'or', 'on', 'any']);
