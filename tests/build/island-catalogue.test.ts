import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hintsOf } from '../../scripts/form-hints';
import { stripPageText } from '../../scripts/island-catalogue';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import type { PatternExample, Variant } from '../../src/engine/variant';
import { VARIANTS } from '../../src/variants';

const dir = mkdtempSync(join(tmpdir(), 'island-catalogue-'));
/** The variants as the browser's build makes them: every src/variants module slimmed. */
let slim: readonly Variant[] = [];

beforeAll(async () => {
  const out = join(dir, 'variants.mjs');
  await build({
    entryPoints: ['src/variants/index.ts'],
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: out,
    logLevel: 'error',
    plugins: [
      {
        name: 'island-catalogue',
        setup(b) {
          b.onLoad({ filter: /[\\/]src[\\/]variants[\\/].*\.ts$/ }, ({ path }) => {
            const code = readFileSync(path, 'utf8');
            return { contents: stripPageText(code, path) ?? code, loader: 'ts' };
          });
        },
      },
    ],
  });
  slim = (await import(pathToFileURL(out).href)).VARIANTS;
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What the engine answers for a page example: the score, or the error it gives. */
function answer(variant: Variant, ex: PatternExample): unknown {
  try {
    return scoreHand(variant, parseHand(ex.hand), ex.context, ex.options);
  } catch (e) {
    return { error: String(e) };
  }
}

describe('the islands’ catalogues (scripts/island-catalogue.ts)', () => {
  it('drop a catalogue entry’s page text and keep what the scorer runs and shows', () => {
    const code = `
      const note = (s: string) => \`\${s}.\`;
      const entry = (id: string, text: string) => ({
        id, name: 'N', value: 2, definition: text, explanation: note(text), examples: [],
        excludes: [{ id: 'x', why: 'shown in the result' }], detect: () => 1,
      });
      export const P = [entry('a', 'Long page text'), { id: 'b', name: 'M', value: 1,
        definition: 'd', explanation: 'e', source: SRC, native: [], aliases: ['alias'] }];`;
    const out = stripPageText(code, 'patterns.ts') ?? '';
    for (const gone of [
      'Long page text',
      'definition',
      'explanation',
      'examples',
      'alias',
      'SRC',
      'const note',
    ])
      expect(out).not.toContain(gone);
    for (const kept of [
      "name: 'N'",
      'value: 2',
      "why: 'shown in the result'",
      'detect: () => 1',
      "name: 'M'",
    ])
      expect(out).toContain(kept);
  });

  it('drop the text in other languages from any object literal that declares it', () => {
    const code = `
      export const P = [{ id: 'a', name: 'N', value: 2, definition: 'd', explanation: 'e',
        translations: { 'zh-cn': { definition: '断幺定义' }, vi: { definition: 'Định nghĩa' } } }];
      export const C = [{ id: 'c', name: 'Chows', blurb: 'b', translations: { 'zh-cn': { name: '顺子' } } }];
      export const V = { id: 'v', shortName: 'S', translations: { vi: { name: 'Tên', shortName: 'T' } },
        unit: { id: 'u', singular: 'u', plural: 'us', translations: { 'zh-cn': '番' } } };`;
    const out = stripPageText(code, 'index.ts') ?? '';
    for (const gone of ['translations', '断幺定义', 'Định nghĩa', '顺子', 'Tên', '番'])
      expect(out).not.toContain(gone);
    for (const kept of ["name: 'N'", "name: 'Chows'", "shortName: 'S'", "plural: 'us'"])
      expect(out).toContain(kept);
  });

  it('drop a table option’s source and hint and a context field’s hint, and keep what the forms ask', () => {
    const code = `
      export const O = [{ id: 'o', label: 'Cap', description: 'Long hint for the cap', type: 'integer',
        default: 8, source: SRC }];
      export const F = [{ id: 'f', label: 'Feeder', description: 'Who fed the tile', default: 'none',
        choices: [{ value: 'none', label: 'Nobody' }] }, { id: 'g', label: 'Suit',
        description: 'The suit declared missing', choices: [{ value: 'm', label: 'Characters' }] }];`;
    const out = stripPageText(code, 'options.ts') ?? '';
    for (const gone of ['Long hint', 'SRC', 'Who fed', 'declared missing', 'description'])
      expect(out).not.toContain(gone);
    for (const kept of ["label: 'Cap'", 'default: 8', "label: 'Nobody'", "label: 'Suit'"])
      expect(out).toContain(kept);
  });

  it('drop an import only the page text read, and keep what the rest of the module still reads', () => {
    const code = `
      import { GUIDE, cite } from './sources';
      import { SUMMARY, label as optionLabel } from './words';
      import { type Ref, NOTE } from './notes';
      import { unused } from './elsewhere';
      export const O = [{ id: 'o', label: optionLabel('Cap'), description: SUMMARY, default: 8,
        source: { ...GUIDE, note: cite(NOTE) } }];
      export const ref: Ref | undefined = undefined;`;
    const out = stripPageText(code, 'options.ts') ?? '';
    // Read by the source alone: the whole import goes, so the module is not loaded for it.
    expect(out).not.toContain("from './sources'");
    // Read by what stays (the label): that binding stays, the one the hint read goes.
    expect(out).toContain("import { label as optionLabel } from './words';");
    // Its value binding read only by the source, its type still named: a type-only import.
    expect(out).toContain("import type { Ref } from './notes';");
    // Read nowhere even before the cut: left as written.
    expect(out).toContain("import { unused } from './elsewhere';");
  });

  it('keep the description of what is neither an option nor a context field', () => {
    expect(
      stripPageText("export const m = { id: 'm', label: 'Model', description: 'Pays' };", 'm.ts'),
    ).toBeNull();
  });

  it('leave a module with no catalogue entry untouched', () => {
    expect(stripPageText("export const x = { label: 'a', default: 1 };", 'x.ts')).toBeNull();
  });

  it('keep every pattern’s id, name, value, category and exclusions, and no definition or example', () => {
    expect(slim.map((v) => v.id)).toEqual(VARIANTS.map((v) => v.id));
    VARIANTS.forEach((full, i) => {
      const keep = (v: Variant) =>
        v.patterns.map(({ id, name, value, category, excludes, excludesAllExcept, limit }) => ({
          id,
          name,
          value,
          category,
          excludes,
          excludesAllExcept,
          limit,
        }));
      const s = slim[i]!;
      expect(keep(s)).toEqual(keep(full));
      expect(s.options.map((o) => [o.id, o.label, o.type, o.default, o.choices])).toEqual(
        full.options.map((o) => [o.id, o.label, o.type, o.default, o.choices]),
      );
      for (const p of s.patterns) {
        expect(p.definition, `${s.id} ${p.id}`).toBeUndefined();
        expect(p.examples, `${s.id} ${p.id}`).toBeUndefined();
        expect(p.translations, `${s.id} ${p.id}`).toBeUndefined();
      }
      expect(s.translations, s.id).toBeUndefined();
      expect(s.unit.translations, s.id).toBeUndefined();
      for (const c of s.categories) expect(c.translations, `${s.id} ${c.id}`).toBeUndefined();
    });
  });

  it('carry no hint under a form field, which the forms fetch: every full hint is in its variant’s hints', () => {
    VARIANTS.forEach((full, i) => {
      const s = slim[i]!;
      const hints = hintsOf(full);
      const options = (v: Variant) => [...v.options, ...(v.game?.options ?? [])];
      expect(options(s).map((o) => o.id)).toEqual(options(full).map((o) => o.id));
      for (const o of options(s)) expect(o.description, `${s.id} ${o.id}`).toBeUndefined();
      for (const o of options(full)) {
        expect(o.description.length, `${full.id} ${o.id}`).toBeGreaterThan(0);
        expect(hints.options[o.id], `${full.id} ${o.id}`).toBe(o.description);
      }
      expect(
        (s.contextFields ?? []).map(({ id, label, choices, default: d }) => [
          id,
          label,
          choices,
          d,
        ]),
      ).toEqual(
        (full.contextFields ?? []).map(({ id, label, choices, default: d }) => [
          id,
          label,
          choices,
          d,
        ]),
      );
      for (const f of s.contextFields ?? [])
        expect(f.description, `${s.id} ${f.id}`).toBeUndefined();
      for (const f of full.contextFields ?? [])
        expect(hints.context[f.id], `${full.id} ${f.id}`).toBe(f.description);
    });
    expect(VARIANTS.some((v) => v.contextFields?.length && v.game?.options?.length)).toBe(true);
  });

  it('carry no text in other languages, which the full catalogues have', () => {
    const written = (vs: readonly Variant[]) =>
      vs
        .flatMap((v) => [
          v.translations,
          v.unit.translations,
          ...v.categories.map((c) => c.translations),
          ...v.patterns.map((p) => p.translations),
        ])
        .filter((t) => t !== undefined).length;
    expect(written(VARIANTS)).toBeGreaterThan(0);
    expect(written(slim)).toBe(0);
  });

  for (const full of VARIANTS) {
    it(`score every ${full.name} page example exactly as the full catalogue does`, () => {
      const s = slim.find((v) => v.id === full.id)!;
      const examples = full.patterns.flatMap((p) => p.examples);
      expect(examples.length).toBeGreaterThan(10);
      for (const ex of examples) expect(answer(s, ex), ex.hand).toEqual(answer(full, ex));
      // Every example scored twice: seconds on a loaded machine (timings belong to npm run bench).
    }, 30_000);
  }
});
