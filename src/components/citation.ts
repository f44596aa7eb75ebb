/**
 * A citation in the page's language, for the islands that show where a value comes from (the
 * scorer's base line, the payout comparison): the status, the source by its public title (a
 * title is a name, kept as published; what the source is, in the page's words), where in it,
 * how sure, and the note. English cites as every page does (src/sources/cite.ts); a page in
 * another language passes these words (src/i18n/islands/settlement-texts.ts).
 */
import type { SourceRef } from '../engine/variant';
import { fill } from '../i18n/fill';
import { citation } from '../sources/cite';
import { SOURCE_NAMES } from '../sources/registry';

export const CITE_WORDS = {
  'cite.stated': 'Source:',
  'cite.reconstructed': 'Our reconstruction, not published; based on',
  'cite.table-option': 'Table option; source:',
  'cite.source': '“{title}” ({by})',
  // How a citation's parts are joined: the section, the confidence, the note.
  'cite.section': ', ',
  'cite.then': '; ',
  'cite.note': '. ',
  'confidence.agreed': 'several sources agree',
  'confidence.single': 'one source only',
  'confidence.disputed': 'the sources disagree',
  'confidence.unconfirmed': 'not confirmed by a second source',
} as const;

export type CiteWords = Readonly<Record<keyof typeof CITE_WORDS, string>>;

/**
 * `ref` cited in `words`, its section, note and source description said by `text` (English →
 * the page's); without words, the English citation. The bases and models the islands cite name
 * no second source, so a translated citation has no "also".
 */
export function citeIn(
  words: CiteWords | undefined,
  text: (english: string) => string,
  ref: SourceRef,
): string {
  if (!words) return citation(ref);
  const s = SOURCE_NAMES[ref.source];
  const by = text(s.by);
  const name = s.title ? fill(words['cite.source'], { title: s.title, by }) : by;
  const section = ref.section ? `${words['cite.section']}${text(ref.section)}` : '';
  const confidence = ref.confidence
    ? `${words['cite.then']}${words[`confidence.${ref.confidence}`]}`
    : '';
  const note = ref.note ? `${words['cite.note']}${text(ref.note)}` : '';
  return `${words[`cite.${ref.status}`]} ${name}${section}${confidence}${note}`;
}
