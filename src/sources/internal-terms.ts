/**
 * The project's own shorthand, which a reader has never seen and no page may show: the names of
 * the documents the site was built from ("seed 003"), repository paths and file names, the
 * research notes' tags for sources and confidence ("RA-cur", "(Med)"), and option ids. The tests
 * check every built page and every player-facing string in the catalogues against this list.
 */
import type { Variant } from '../engine/variant';

export interface InternalTerm {
  /** What the match is, for the failure message. */
  kind: string;
  pattern: RegExp;
}

export const INTERNAL_TERMS: readonly InternalTerm[] = [
  { kind: 'a seed document', pattern: /\bseeds?\b/i },
  {
    kind: 'a repository path',
    pattern: /(?<![\w./-])(?:rules|src|scripts|content|tests|shared|seeds|bench|bin)\/[\w.-]/,
  },
  { kind: 'a file name', pattern: /\b[\w-]+\.(?:md|mdx|ts|tsx|astro|mjs|majs|cpp|exs|json)\b/ },
  { kind: 'a research-note section', pattern: /§\s*\d/ },
  { kind: 'the research notes', pattern: /\bfact[- ]sheets?\b/i },
  {
    kind: 'a source tag',
    pattern:
      /\b(?:RA-cur|RA-doc|RA-old|RA-149|RD[123]|CNMD|VIWIKI|TSUMO|MOBX|SBR|MIL\/WMT|Family [AB])\b/,
  },
  {
    kind: 'a confidence code',
    pattern: /\((?:High|Med|Low|Low–Med|Med–High|H|M|L)(?:[\s,;:)])|\bMed\b/,
  },
];

/**
 * A variant's option ids that are not plain words (camelCase, digits), which would read as code
 * on a page: `concealedWithSelfDraw`, `strict1998`. Plain ids such as `minimum` are words anyway.
 */
export function codeLikeOptionIds(variants: readonly Variant[]): string[] {
  const ids = new Set(variants.flatMap((v) => v.options.map((o) => o.id)));
  return [...ids].filter((id) => !/^[a-z]+$/.test(id)).sort();
}

/** Every internal term in `text`, with a little context, for a test's failure message. */
export function findInternalTerms(text: string, optionIds: readonly string[]): string[] {
  const terms: InternalTerm[] = [
    ...INTERNAL_TERMS,
    ...(optionIds.length
      ? [{ kind: 'an option id', pattern: new RegExp(`\\b(?:${optionIds.join('|')})\\b`) }]
      : []),
  ];
  const found: string[] = [];
  for (const { kind, pattern } of terms) {
    for (const m of text.matchAll(
      new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`),
    )) {
      const at = m.index ?? 0;
      found.push(
        `${kind} "${m[0]}" in "…${text.slice(Math.max(0, at - 50), at + m[0].length + 50).replace(/\s+/g, ' ')}…"`,
      );
    }
  }
  return found;
}
