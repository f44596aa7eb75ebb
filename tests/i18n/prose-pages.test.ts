/**
 * The hand-written pages in the other languages (content/docs/zh-cn/, content/docs/vi/; Hong
 * Kong's are converted from the simplified ones): their prose is in the page's script, and each is
 * the English page in full — the same components, and the same example hands with the same
 * totals (only a hand's note is translated), so a translation can drop nothing and change no hand.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hongKongPage } from '../../scripts/locale-pages';

const DOCS = 'content/docs';

/** The .mdx pages under a language's folder, its generated pattern pages left out. */
function handWritten(locale: string, dir = join(DOCS, locale)): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'patterns' ? [] : handWritten(locale, path);
    return e.name.endsWith('.mdx') ? [path] : [];
  });
}

/** Drops every {…} expression, braces nested, so JSX props and code in the page go with it. */
function withoutExpressions(s: string): string {
  let depth = 0;
  let out = '';
  for (const ch of s) {
    if (ch === '{') depth++;
    else if (ch === '}') depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** The words a reader reads: title, description and text, without code, imports, tags or links. */
function prose(page: string): string {
  const body = page
    .replace(/^---\n[\s\S]*?\n---\n/, (front) =>
      front.replace(/^(?!title:|description:).*$/gm, '').replace(/^(title|description):/gm, ''),
    )
    .replace(/```[\s\S]*?```/g, '')
    // An import or export runs to the blank line after it.
    .replace(/^(import|export) [\s\S]*?(?=\n\n)/gm, '')
    .replace(/`[^`]*`/g, '')
    .replace(/\]\([^)]*\)/g, ']');
  return withoutExpressions(body)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ');
}

const letters = (s: string) => [...s.matchAll(/\p{L}/gu)].length;
const hanShare = (s: string) => [...s.matchAll(/\p{Script=Han}/gu)].length / letters(s);
/** The share of words (of letters) that carry a Vietnamese mark: a tone, a hat, đ, ơ, ư. */
function vietnameseShare(s: string): number {
  const words = s.match(/\p{L}+/gu) ?? [];
  return words.filter((w) => /[đĐ]|\p{M}/u.test(w.normalize('NFD'))).length / words.length;
}
/** Words an English sentence can hardly do without, and Vietnamese never uses. */
const ENGLISH = new Set(['the', 'and', 'with', 'of', 'is', 'or', 'on', 'any', 'to', 'for']);

/** The page's components by name, with how often each is used. */
function components(page: string): Record<string, number> {
  const count: Record<string, number> = {};
  for (const [, name] of page.matchAll(/<([A-Z]\w*)[\s/>]/g))
    count[name!] = (count[name!] ?? 0) + 1;
  return count;
}

/** Each example hand's props but its note, in order. */
const exampleHands = (page: string) =>
  [...page.matchAll(/<ExampleHand\b([\s\S]*?)\/>/g)].map(([, props]) =>
    props!.replace(/\snote="[^"]*"/, '').trim(),
  );

/**
 * Bold whose closing ** follows a full-width stop and runs straight into the next word
 * ("**座位。**四川…"), or whose opening ** follows a word and comes before a quotation mark
 * ("是**“和”**"), does not count as bold under CommonMark's flanking rules: the reader sees the
 * asterisks. Returns the bold texts so marked.
 */
function unclosedBold(page: string): string[] {
  return page.split('\n').flatMap((line) => {
    const parts = line.replace(/`[^`]*`/g, '``').split('**');
    const bad: string[] = [];
    // parts[1], parts[3], … are the bold texts; each ends at the ** before parts[i + 1].
    for (let i = 1; i + 1 < parts.length; i += 2) {
      const [before, bold, after] = [parts[i - 1]!, parts[i]!, parts[i + 1]!];
      const word = /[\p{L}\p{N}]/u;
      const mark = /[。！？；：，、（）「」『』“”]/u;
      const closes = !(mark.test(bold.at(-1) ?? '') && word.test(after[0] ?? ''));
      const opens = !(word.test(before.at(-1) ?? '') && mark.test(bold[0] ?? ''));
      if (!closes || !opens) bad.push(bold);
    }
    return bad;
  });
}

const englishOf = (locale: string, path: string) => join(DOCS, relative(join(DOCS, locale), path));

const PAGES = [
  ...handWritten('zh-cn').map((path) => ({ locale: 'zh-cn', path })),
  ...handWritten('vi').map((path) => ({ locale: 'vi', path })),
];

describe('the hand-written pages in other languages', () => {
  it('include the overviews translated so far', () => {
    expect(PAGES.map((p) => relative(DOCS, p.path))).toEqual(
      expect.arrayContaining(['zh-cn/mcr/index.mdx', 'zh-cn/sichuan/index.mdx']),
    );
  });

  for (const { locale, path } of PAGES) {
    const page = readFileSync(path, 'utf8');
    const name = relative(DOCS, path);

    if (locale === 'zh-cn')
      it(`${name}: the text is Chinese, in simplified and in Hong Kong's converted page`, () => {
        expect(hanShare(prose(page))).toBeGreaterThan(0.8);
        expect(hanShare(prose(hongKongPage(page)))).toBeGreaterThan(0.8);
      });
    else
      it(`${name}: the text is Vietnamese, with no English sentence in it`, () => {
        const text = prose(page);
        expect(vietnameseShare(text)).toBeGreaterThan(0.4);
        expect((text.match(/\p{L}+/gu) ?? []).filter((w) => ENGLISH.has(w))).toEqual([]);
      });

    it(`${name}: every bold mark closes, none shows its asterisks`, () => {
      expect(unclosedBold(page)).toEqual([]);
    });

    it(`${name}: is its English page in full — the same components and example hands`, () => {
      const english = readFileSync(englishOf(locale, path), 'utf8');
      expect(components(page)).toEqual(components(english));
      expect(exampleHands(page)).toEqual(exampleHands(english));
    });
  }
});
