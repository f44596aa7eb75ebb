/**
 * Hong Kong's traditional Chinese, derived from the simplified text by OpenCC (opencc-js, its
 * mainland-to-Hong-Kong conversion), then a few words put the way Hong Kong players write them.
 * The simplified text is the only one written by hand; this runs when the pages are built.
 */
import { Converter, CustomConverter } from 'opencc-js/cn2t';

/**
 * Words Hong Kong tables write otherwise than the character-for-character conversion gives, as
 * [simplified, Hong Kong]. The glossary's Cantonese forms are the reference: 么 in 十三么 and 么九,
 * 眼 for the pair, 出銃 for dealing in (点炮), 食糊 for going out (胡牌); and 預設 for a default.
 * The rest mend a reading OpenCC gets wrong in the pages' sentences.
 */
export const HONG_KONG_WORDS: readonly (readonly [string, string])[] = [
  ['幺', '么'],
  ['将牌', '眼'],
  ['点炮', '出銃'],
  ['胡牌', '食糊'],
  ['默认', '預設'],
  // OpenCC reads 多只 as "many (animals)", 多隻; in 最多只有 the 只 is "only".
  ['最多只', '最多只'],
];

const toHongKong = Converter({ from: 'cn', to: 'hk' });
// The overrides apply to the converted text, keyed by what the conversion makes of each word;
// OpenCC's own longest-match dictionary applies them, so 将牌 wins over a lone 将.
const hongKongWords = CustomConverter(HONG_KONG_WORDS.map(([cn, hk]) => [toHongKong(cn), hk]));
const converted = new Map<string, string>();

/** The Hong Kong traditional text of a simplified Chinese one. */
export function hongKongText(simplified: string): string {
  let out = converted.get(simplified);
  if (out === undefined) {
    out = hongKongWords(toHongKong(simplified));
    converted.set(simplified, out);
  }
  return out;
}
