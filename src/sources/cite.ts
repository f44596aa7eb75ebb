/**
 * A source reference in the words a page shows: the source's title from the registry, where in
 * it, how sure the sources are, and whether the value is stated, reconstructed or the table's
 * choice. Pages, islands and the API all cite through here, so a source reads the same
 * everywhere.
 */
import type { Confidence, SourceRef } from '../engine/variant';
import { SOURCE_NAMES, type SourceId } from './registry';

/** “How to Play Mahjong!” (the Rainbow Dragon club’s house-rule sheet); a source with no known title by its description. */
export function sourceName(id: SourceId): string {
  const s = SOURCE_NAMES[id];
  return s.title ? `“${s.title}” (${s.by})` : s.by;
}

/** The anchor of a source's entry on the Sources page. */
export const sourceHref = (id: SourceId): string => `/sources/#${id}`;

export const CONFIDENCE_WORDS: Record<Confidence, string> = {
  agreed: 'several sources agree',
  single: 'one source only',
  disputed: 'the sources disagree',
  unconfirmed: 'not confirmed by a second source',
};

export const STATUS_WORDS: Record<SourceRef['status'], string> = {
  stated: 'Source:',
  reconstructed: 'Our reconstruction, not published; based on',
  'table-option': 'Table option; source:',
};

/** The parts of a citation, for views that link each source's name. */
export interface CitationParts {
  lead: string;
  source: SourceId;
  /** ", Hong Kong section", or "". */
  section: string;
  also: SourceId[];
  /** After the names: the confidence and the note, or "". */
  tail: string;
}

export function citationParts(ref: SourceRef): CitationParts {
  return {
    lead: STATUS_WORDS[ref.status],
    source: ref.source,
    section: ref.section ? `, ${ref.section}` : '',
    also: [...(ref.also ?? [])],
    tail: `${ref.confidence ? `; ${CONFIDENCE_WORDS[ref.confidence]}` : ''}${ref.note ? `. ${capitalise(ref.note)}` : ''}`,
  };
}

/** How the other sources are joined: names hold commas, so three or more are set apart by semicolons. */
export const alsoJoiner = (count: number, index: number): string =>
  index === 0 ? '; also ' : count === 2 ? ' and ' : index === count - 1 ? '; and ' : '; ';

/** The whole citation as one string: "Source: “Chinese Mahjong” (a game site’s rules summaries), Hong Kong section." */
export function citation(ref: SourceRef): string {
  const p = citationParts(ref);
  const also = p.also.map((id, i) => `${alsoJoiner(p.also.length, i)}${sourceName(id)}`).join('');
  return `${p.lead} ${sourceName(p.source)}${p.section}${also}${p.tail}`;
}

/** Every source a reference names. */
export const sourcesOf = (ref: SourceRef): SourceId[] => [ref.source, ...(ref.also ?? [])];

/** A note starts a sentence; a name written in lower case (riichi_advanced, tsumo.io) keeps its case. */
const capitalise = (s: string) =>
  /^[^\s]*[_.][^\s]/.test(s) ? s : s.charAt(0).toUpperCase() + s.slice(1);
