/**
 * The scorer's English words that come with the code fetched later (src/components/hand-builder/
 * later-words.ts, and drawn-words.ts, which it imports, for the pieces other islands draw at start:
 * a hand drawn as tiles, a table option's field): a module that says one of them imports a table that holds it, so the words are there
 * whenever the code that says them is; none of them is said by a key built at run time, which a
 * reading of the sources cannot follow; and the two tables together are the scorer's English.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWN_WORDS } from '../../src/components/hand-builder/drawn-words';
import { ENGLISH_WORDS, LATER_WORDS } from '../../src/components/hand-builder/later-words';
import { ENGLISH, SCORER_WORDS } from '../../src/components/hand-builder/words';
import {
  PRACTICE_ENGLISH_WORDS,
  PRACTICE_LATER_WORDS,
} from '../../src/components/practice/later-words';
import { PRACTICE_ENGLISH, PRACTICE_WORDS } from '../../src/components/practice/words';
import { wordsIn } from '../../src/i18n/island-words';
import { PRACTICE_TRANSLATIONS } from '../../src/i18n/islands/practice';
import { SCORER_TRANSLATIONS } from '../../src/i18n/islands/scorer';

const TABLE = resolve('src/components/hand-builder/later-words.ts');
const DRAWN_TABLE = resolve('src/components/hand-builder/drawn-words.ts');

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

/** Does the module at `path` import `table` (its relative specifier, with or without .ts)? */
function importsTable(path: string, text: string, table = TABLE): boolean {
  const spec = relative(dirname(path), table).replace(/\.ts$/, '');
  const specifier = spec.startsWith('.') ? spec : `./${spec}`;
  return text.includes(`from '${specifier}'`) || text.includes(`import '${specifier}'`);
}

const later = Object.keys(LATER_WORDS);
const drawn = Object.keys(DRAWN_WORDS);
/** The translation tables, which list every key without saying it. */
const TABLES = /[\\/]src[\\/]i18n[\\/]islands[\\/]/;

describe('the words only code fetched later says', () => {
  it('every module that says one imports the table that holds it', () => {
    const missing = sources()
      .filter(({ path }) => path !== TABLE && path !== DRAWN_TABLE && !TABLES.test(path))
      .flatMap(({ path, text }) => {
        const said = later.filter((k) => text.includes(`'${k}'`));
        // The drawn pieces' words come with either table (the later words import them).
        const saidDrawn = drawn.filter((k) => text.includes(`'${k}'`));
        const drawnMissing =
          saidDrawn.length && !importsTable(path, text, DRAWN_TABLE) && !importsTable(path, text);
        return [
          ...(said.length && !importsTable(path, text)
            ? [`${relative('.', path)}: ${said.join(', ')}`]
            : []),
          ...(drawnMissing ? [`${relative('.', path)}: ${saidDrawn.join(', ')}`] : []),
        ];
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
    const fetched = [...later, ...drawn];
    expect(fetched.filter((k) => [...families].some((f) => k.startsWith(f)))).toEqual([]);
  });

  it('the English tables share no key, and together hold every key a translation has', () => {
    const start = Object.keys(SCORER_WORDS).filter((k) => !later.includes(k) && !drawn.includes(k));
    expect(later.filter((k) => drawn.includes(k))).toEqual([]);
    expect(start.length + later.length + drawn.length).toBe(Object.keys(ENGLISH_WORDS).length);
    const vi = wordsIn('vi', SCORER_TRANSLATIONS)!;
    expect(Object.keys(ENGLISH_WORDS).sort()).toEqual(Object.keys(vi).sort());
  });

  it('once the table is loaded, English says them', () => {
    expect(ENGLISH('score.total')).toBe('Total');
    expect(ENGLISH('waits.many', { n: 3 })).toBe('Ready: waiting on 3 tiles.');
    expect(ENGLISH('tiles.winning')).toBe('winning tile');
    expect(ENGLISH('rules.wholeNumber', { min: 1, max: 9, value: 3 })).toBe(
      'Enter a whole number from 1 to 9; still using 3.',
    );
  });
});

describe('the practice drills’ words only code fetched later says (the breakdown, the waits drill)', () => {
  const table = resolve('src/components/practice/later-words.ts');
  const practiceLater = Object.keys(PRACTICE_LATER_WORDS);

  it('every module that says one imports the table that holds it', () => {
    const missing = sources('src/components/practice')
      .filter(({ path }) => path !== table)
      .flatMap(({ path, text }) => {
        const said = practiceLater.filter((k) => text.includes(`'${k}'`));
        return said.length && !importsTable(path, text, table)
          ? [`${relative('.', path)}: ${said.join(', ')}`]
          : [];
      });
    expect(missing).toEqual([]);
  });

  it('the two English tables share no key, and together hold every key a translation has', () => {
    const start = Object.keys(PRACTICE_WORDS).filter((k) => !practiceLater.includes(k));
    expect(start.length + practiceLater.length).toBe(Object.keys(PRACTICE_ENGLISH_WORDS).length);
    const vi = wordsIn('vi', PRACTICE_TRANSLATIONS)!;
    expect(Object.keys(PRACTICE_ENGLISH_WORDS).sort()).toEqual(Object.keys(vi).sort());
  });

  it('once the table is loaded, English says them', () => {
    expect(PRACTICE_ENGLISH('waits.missed', { tiles: '5p' })).toBe('Missed: 5p.');
    expect(PRACTICE_ENGLISH('reason.base')).toBe('the base');
  });
});
