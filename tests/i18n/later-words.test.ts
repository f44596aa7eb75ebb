/**
 * The scorer's English words that come with the code fetched later (src/components/hand-builder/
 * later-words.ts): a module that says one of them imports that table, so the words are there
 * whenever the code that says them is; none of them is said by a key built at run time, which a
 * reading of the sources cannot follow; and the two tables together are the scorer's English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGLISH_WORDS, LATER_WORDS } from '../../src/components/hand-builder/later-words';
import { ENGLISH, SCORER_WORDS } from '../../src/components/hand-builder/words';
import { wordsIn } from '../../src/i18n/island-words';
import { SCORER_TRANSLATIONS } from '../../src/i18n/islands/scorer';

const TABLE = resolve('src/components/hand-builder/later-words.ts');

/** Every TypeScript module under src/, with its text. */
function sources(dir = 'src'): { path: string; text: string }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name)
      ? [{ path: resolve(path), text: readFileSync(path, 'utf8') }]
      : [];
  });
}

/** Does the module at `path` import the later words (its relative specifier, with or without .ts)? */
function importsTable(path: string, text: string): boolean {
  const spec = relative(dirname(path), TABLE).replace(/\.ts$/, '');
  const specifier = spec.startsWith('.') ? spec : `./${spec}`;
  return text.includes(`from '${specifier}'`) || text.includes(`import '${specifier}'`);
}

const later = Object.keys(LATER_WORDS);
/** The translation tables, which list every key without saying it. */
const TABLES = /[\\/]src[\\/]i18n[\\/]islands[\\/]/;

describe('the words only code fetched later says', () => {
  it('every module that says one imports the table that holds it', () => {
    const missing = sources()
      .filter(({ path }) => path !== TABLE && !TABLES.test(path))
      .flatMap(({ path, text }) => {
        const said = later.filter((k) => text.includes(`'${k}'`));
        return said.length && !importsTable(path, text)
          ? [`${relative('.', path)}: ${said.join(', ')}`]
          : [];
      });
    expect(missing).toEqual([]);
  });

  it('none belongs to a family of keys an island builds at run time (wind.<letter>)', () => {
    const families = new Set(
      sources('src/components').flatMap(({ text }) =>
        [...text.matchAll(/`([a-zA-Z.]+)\.\$\{/g)].map((m) => `${m[1]}.`),
      ),
    );
    expect(families.size).toBeGreaterThan(0);
    expect(later.filter((k) => [...families].some((f) => k.startsWith(f)))).toEqual([]);
  });

  it('the two English tables share no key, and together hold every key a translation has', () => {
    const start = Object.keys(SCORER_WORDS).filter((k) => !later.includes(k));
    expect(start.length + later.length).toBe(Object.keys(ENGLISH_WORDS).length);
    const vi = wordsIn('vi', SCORER_TRANSLATIONS)!;
    expect(Object.keys(ENGLISH_WORDS).sort()).toEqual(Object.keys(vi).sort());
  });

  it('once the table is loaded, English says them', () => {
    expect(ENGLISH('score.total')).toBe('Total');
    expect(ENGLISH('waits.many', { n: 3 })).toBe('Ready: waiting on 3 tiles.');
  });
});
