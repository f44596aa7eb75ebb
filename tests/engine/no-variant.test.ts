/**
 * The engine is the part every variant shares, so it must not know any one of them: a rule that
 * only one variant has lives in that variant's folder, reached through a hook the engine offers
 * (tile registry, wild tiles, hand model, context checks, response extras). This test reads
 * every file under src/engine, code and comments alike, and fails on an import from
 * src/variants or on a word that names a variant or its own vocabulary.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VARIANTS } from '../../src/variants';

const ENGINE = join(__dirname, '../../src/engine');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );
}

/**
 * Words that name a variant or belong to one alone, matched case-insensitively anywhere in a
 * word (so "jokers" and "Vietnamese" are caught):
 * - every variant's id and short name, read from the variant list so a new variant is covered;
 * - the same names written out (MCR, Sichuan, Hong Kong, VMC, Rainbow Dragon), in case a variant
 *   is renamed or not yet listed;
 * - "joker" (the Vietnamese name for its wild tiles; the engine says "wild") and "Vietnam";
 * - "mủn" and "phán" (Vietnamese units) and "faan" (Hong Kong's unit).
 * Left out on purpose: "fan" and "point" (ordinary English and several variants' unit), the
 * tile and meld words every variant shares ("flower", "season", "kong", "chow", "dragon"), and
 * "Chinese" (the shared 144-tile Chinese set).
 */
const WORDS = [
  ...new Set(
    [
      ...VARIANTS.flatMap((v) => [v.id, v.shortName]),
      'MCR',
      'Sichuan',
      'Hong Kong',
      'hong-kong',
      'VMC',
      'Rainbow Dragon',
      'joker',
      'Vietnam',
      'mủn',
      'phán',
      'faan',
    ].map((w) => w.toLowerCase()),
  ),
];

/** An import or re-export (static or dynamic) whose path goes through a variants folder. */
const VARIANT_IMPORT = /(?:from\s*|import\s*\(\s*|import\s+)['"][^'"]*\bvariants\b[^'"]*['"]/;

const files = filesUnder(ENGINE).map((path) => ({
  name: relative(ENGINE, path),
  text: readFileSync(path, 'utf8'),
}));

describe('src/engine knows no variant', () => {
  it('reads the engine files (the check below would pass vacuously on none)', () => {
    expect(files.length).toBeGreaterThan(10);
    expect(WORDS).toContain('vietnamese');
  });

  it.each(files.map((f) => [f.name, f.text]))('%s imports nothing from src/variants', (_, text) => {
    const lines = text.split('\n').filter((l) => VARIANT_IMPORT.test(l));
    expect(lines).toEqual([]);
  });

  it.each(files.map((f) => [f.name, f.text]))(
    '%s names no variant, joker or variant-only unit',
    (_, text) => {
      const hits = text
        .split('\n')
        .map((line, k) => ({ line: k + 1, lower: line.toLowerCase(), text: line.trim() }))
        .flatMap(({ line, lower, text: l }) =>
          WORDS.filter((w) => lower.includes(w)).map((w) => `line ${line} "${w}": ${l}`),
        );
      expect(hits).toEqual([]);
    },
  );

  it('the checks catch what they look for', () => {
    expect(VARIANT_IMPORT.test("import { x } from '../variants/mcr';")).toBe(true);
    expect(VARIANT_IMPORT.test("const v = await import('../variants');")).toBe(true);
    expect(VARIANT_IMPORT.test("import type { Wind } from './tiles';")).toBe(false);
    expect(WORDS.some((w) => 'A Thùng joker'.toLowerCase().includes(w))).toBe(true);
  });
});
