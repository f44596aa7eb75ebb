/**
 * The sources registry against the catalogues that cite it: the Sources page's "used by" lists
 * come from each entry's `settles`, so they must be exactly the variants whose values cite the
 * entry; and the words a player reads (pattern texts, option labels and descriptions, source
 * notes, settlement texts, game rules) carry none of the project's own shorthand, including the text that
 * only the islands show after hydration.
 */
import { describe, expect, it } from 'vitest';
import { modelsOf } from '../../src/engine/models';
import type { SourceRef, Variant } from '../../src/engine/variant';
import { citation, sourceName, sourcesOf } from '../../src/sources/cite';
import { codeLikeOptionIds, findInternalTerms } from '../../src/sources/internal-terms';
import {
  AREA_NAMES,
  type SiteArea,
  SOURCE_IDS,
  type SourceId,
  sourceEntry,
} from '../../src/sources/registry';
import { VARIANTS } from '../../src/variants';
import { VN_CONTEXT_FIELDS } from '../../src/variants/vietnamese/context';
import { BANK_SOURCES } from '../../src/variants/vietnamese/game/rules';

/** Every source reference a variant's data holds: patterns, options, settlement models and their bases, rules, the game. */
function refsOf(variant: Variant): SourceRef[] {
  const refs: SourceRef[] = [
    ...variant.patterns.map((p) => p.source),
    ...variant.options.map((o) => o.source),
  ];
  for (const m of modelsOf(variant)) {
    if (m.source) refs.push(m.source);
    // Every base a model can quote, known and reconstructed alike.
    for (let total = 0; total <= 13 && m.base; total++) {
      try {
        refs.push(
          m.base(total, Object.fromEntries(variant.options.map((o) => [o.id, o.default]))).source,
        );
      } catch {
        break; // past the variant's cap
      }
    }
  }
  if (variant.rules) refs.push(variant.rules.source);
  if (variant.game) refs.push(variant.game.source);
  if (variant.id === 'vietnamese') refs.push(...Object.values(BANK_SOURCES));
  return refs;
}

describe('the sources registry', () => {
  for (const variant of VARIANTS) {
    it(`lists under ${variant.name} exactly the sources its values cite`, () => {
      const cited = new Set(refsOf(variant).flatMap(sourcesOf));
      const listed = SOURCE_IDS.filter((id) => sourceEntry(id).settles[variant.id as SiteArea]);
      expect([...cited].sort()).toEqual([...listed].sort());
    });
  }

  it('uses every source somewhere, and names every part of the site it settles', () => {
    for (const id of SOURCE_IDS) {
      const areas = Object.keys(sourceEntry(id).settles);
      expect(areas.length, id).toBeGreaterThan(0);
      for (const area of areas) expect(Object.keys(AREA_NAMES), `${id}: ${area}`).toContain(area);
    }
  });

  it('names a source by its title where it has one, and by what it is where it has none', () => {
    expect(sourceName('rainbow-dragon-sheet')).toBe(
      '“How to Play Mahjong!” (the Rainbow Dragon club’s house-rule sheet)',
    );
    expect(sourceName('vmc-explained')).toMatch(/^“VMC rules explained”/);
    expect(sourceName('chinese-mahjong-summaries')).toMatch(/^“Chinese Mahjong”/);
    expect(sourceName('mahjong-rules-guide')).toMatch(/^“Mahjong rules”/);
    expect(sourceName('vietnamese-guide')).toBe(
      'the Vietnamese mahjong guide chapter our rules follow',
    );
  });

  it('says in words whether a value is stated, reconstructed or the table’s choice, and how sure the sources are', () => {
    const ref: SourceRef = {
      source: 'vmc-explained',
      section: 'the worked example',
      status: 'reconstructed',
      confidence: 'unconfirmed',
      note: 'P(6) is our reconstruction',
    };
    expect(citation(ref)).toBe(
      'Our reconstruction, not published; based on “VMC rules explained” (MyMahjong’s description of the Victoria Mahjong Club’s scoring), the worked example; not confirmed by a second source. P(6) is our reconstruction',
    );
    expect(
      citation({
        source: 'mcr-reference-calculator',
        status: 'table-option',
        also: ['chinese-mahjong-summaries'] as SourceId[],
      }),
    ).toMatch(/^Table option; source: “ChineseOfficialMahjongHelper”.*; also “Chinese Mahjong”/);
  });
});

/** Everything a player can read that a variant's data supplies. */
function playerText(variant: Variant): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const add = (where: string, ...texts: (string | undefined)[]) =>
    texts.forEach((text) => {
      if (text) out.push({ where, text });
    });
  const addRef = (where: string, ref: SourceRef) => add(where, citation(ref));
  add(`${variant.id} settlement`, variant.settlementSummary);
  for (const c of variant.categories) add(`${variant.id} category ${c.id}`, c.name, c.blurb);
  for (const p of variant.patterns) {
    const where = `${variant.id}/${p.id}`;
    add(
      where,
      p.name,
      p.definition,
      p.explanation,
      ...p.aliases,
      ...p.native.map((n) => `${n.language} ${n.text} ${n.romanisation ?? ''}`),
    );
    for (const x of p.excludes ?? []) add(`${where} excludes ${x.id}`, x.why);
    for (const e of p.examples) add(`${where} example ${e.hand}`, e.note);
    addRef(where, p.source);
  }
  for (const o of variant.options) {
    const where = `${variant.id} option ${o.id}`;
    add(where, o.label, o.description, o.maxWhy, ...(o.choices ?? []).map((c) => c.label));
    addRef(where, o.source);
  }
  for (const f of variant.contextFields ?? [])
    add(`${variant.id} context ${f.id}`, f.label, f.description, ...f.choices.map((c) => c.label));
  for (const m of modelsOf(variant)) add(`${variant.id} model ${m.id}`, m.name, m.summary);
  for (const ref of refsOf(variant)) addRef(`${variant.id} source`, ref);
  return out;
}

describe('words a player reads', () => {
  const optionIds = codeLikeOptionIds(VARIANTS);

  it('finds option ids that are not plain words, from the variants themselves', () => {
    expect(optionIds).toContain('concealedWithSelfDraw');
    expect(optionIds).toContain('strict1998');
    expect(optionIds).not.toContain('minimum');
  });

  for (const variant of VARIANTS) {
    it(`${variant.name}: no seed, repository path, source tag, confidence code or option id in its texts`, () => {
      const found = playerText(variant).flatMap(({ where, text }) =>
        findInternalTerms(text, optionIds).map((f) => `${where}: ${f}`),
      );
      expect(found).toEqual([]);
    });
  }

  it('the Vietnamese winning details and the sources registry read the same way', () => {
    const texts = [
      ...VN_CONTEXT_FIELDS.flatMap((f) => [
        f.label,
        f.description,
        ...f.choices.map((c) => c.label),
      ]),
      ...SOURCE_IDS.flatMap((id) => [
        sourceName(id),
        sourceEntry(id).about,
        ...Object.values(sourceEntry(id).settles),
      ]),
    ];
    expect(texts.flatMap((t) => findInternalTerms(t, optionIds))).toEqual([]);
  });

  it('catches the shorthand it is meant to catch', () => {
    const caught = (t: string) => findInternalTerms(t, optionIds).length > 0;
    expect(
      [
        'Base (Seed 003: 2^faan)',
        'value from rules/mcr.md §2 (fan #68)',
        'RA-cur (Med)',
        'see `concealedWithSelfDraw`',
        'the fact sheet',
        'draw-vietnamese-tiles.ts',
      ].map(caught),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      ['Seven Pairs', 'the minimum', 'Big Three Dragons', 'tsumo.io', 'Characters (m)'].map(caught),
    ).toEqual([false, false, false, false, false]);
  });
});
