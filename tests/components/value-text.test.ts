/**
 * A hand's value reads the same on every page and island: components write it through the
 * engine's value text (src/engine/value.ts: valueText, or valueFigure where the unit is said once
 * nearby), which calls the variant's own formatter. This test reads every component file and
 * fails on one that writes a value itself: calling a variant's formatter directly, choosing the
 * unit's singular or plural by a count, or putting a unit word after a number in a template.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { valueFigure, valueText } from '../../src/engine/value';
import { getVariant } from '../../src/variants';

const COMPONENTS = join(__dirname, '../../src/components');

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
  );

/** Code only: a comment may show how a value reads. */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const OWN_FORMATTING: [string, RegExp][] = [
  ["calls a variant's formatter", /\.formatValue\b/],
  ['chooses the unit by a count', /===\s*1\s*\?[^:]*unit\.singular/],
  ['writes a unit word after a number', /\}\s*(fan|faan|phán|mủn)\b/],
];

const files = filesUnder(COMPONENTS)
  .filter((f) => /\.(tsx?|astro)$/.test(f))
  .map((path) => ({ name: relative(COMPONENTS, path), text: code(readFileSync(path, 'utf8')) }));

describe('components write a value through the engine’s value text', () => {
  it.each(files)('$name formats no value itself', ({ text }) => {
    const found = OWN_FORMATTING.filter(([, re]) => re.test(text)).map(([what]) => what);
    expect(found).toEqual([]);
  });

  it('the check catches a component that writes its own unit', () => {
    const bad = code(
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a component, not a template
      'const t = `${n} ${n === 1 ? v.unit.singular : v.unit.plural}`;\n<b>{w.total} fan</b>',
    );
    expect(OWN_FORMATTING.filter(([, re]) => re.test(bad)).length).toBe(2);
  });

  it('the engine writes a Vietnamese value in mủn and phán, and a Hong Kong value in faan', () => {
    expect(valueText(getVariant('vietnamese'), 9)).toBe('1 mủn 3 phán');
    expect(valueText(getVariant('hong-kong'), 1)).toBe('1 faan');
    expect(valueFigure(getVariant('hong-kong'), 3)).toBe('3');
    expect(valueFigure(getVariant('vietnamese'), 6)).toBe('1 mủn');
  });
});
