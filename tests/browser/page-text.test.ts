/**
 * What a reader sees on every built page: none of the project's shorthand (the seed documents,
 * repository paths and file names, the research notes' source tags and confidence codes, option
 * ids), and on every pattern page only what is true of its variant: no limit-hand sentence where
 * the variant has no limit hands, and no "adds to every other pattern" on a pattern that counts
 * only alone. The pages are parsed as a browser does (parse5, the WHATWG HTML parser); the
 * visible text leaves out scripts, styles and templates, and attributes (a share link's option
 * ids, say) are not text. It needs the built site, as the browser tests do, but no browser.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitLocale } from '../../src/i18n/locales';
import { codeLikeOptionIds, findInternalTerms } from '../../src/sources/internal-terms';
import { VARIANTS } from '../../src/variants';
import { assertBuilt, DIST } from './serve';

type Node = DefaultTreeAdapterMap['node'];
const HIDDEN = new Set(['script', 'style', 'template', 'noscript']);

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory()
      ? htmlFiles(join(dir, d.name))
      : d.name.endsWith('.html')
        ? [join(dir, d.name)]
        : [],
  );

/** The text a reader sees under `node`, and the text of its <main>. */
function visibleText(node: Node, out: { text: string[]; main: string[] }, inMain = false): void {
  if (node.nodeName === '#text' && 'value' in node) {
    out.text.push(node.value);
    if (inMain) out.main.push(node.value);
    return;
  }
  if (HIDDEN.has(node.nodeName) || !('childNodes' in node)) return;
  for (const child of node.childNodes) visibleText(child, out, inMain || node.nodeName === 'main');
}

function readPage(file: string): { text: string; main: string } {
  const out = { text: [] as string[], main: [] as string[] };
  visibleText(parse(readFileSync(file, 'utf8')), out);
  // Text nodes joined by a space, so words in neighbouring elements never run together.
  const words = (parts: string[]) => parts.join(' ').replace(/\s+/g, ' ');
  return { text: words(out.text), main: words(out.main) };
}

describe('the words on every built page', () => {
  const pages = new Map<string, { text: string; main: string }>();
  beforeAll(() => {
    assertBuilt();
    for (const file of htmlFiles(DIST)) pages.set(`/${relative(DIST, file)}`, readPage(file));
  });
  const pageOf = (path: string) => {
    const p = pages.get(path);
    if (!p) throw new Error(`${path} was not built`);
    return p;
  };

  it('shows no seed document, repository path, source tag, confidence code or option id', () => {
    expect(pages.size).toBeGreaterThan(250);
    const optionIds = codeLikeOptionIds(VARIANTS);
    // The command-line contract is written for developers: it lists each option's id, as a request
    // spells it (in every language).
    const idsOn = (path: string) =>
      splitLocale(path).id === 'scoring-cli/index.html' ? [] : optionIds;
    const found = [...pages].flatMap(([path, { text }]) =>
      findInternalTerms(text, idsOn(path)).map((f) => `${path}: ${f}`),
    );
    expect(found).toEqual([]);
  });

  for (const variant of VARIANTS) {
    const hasLimits = variant.patterns.some((p) => p.limit);
    it(`${variant.name}: every pattern page says only what is true of its variant`, () => {
      const wrong: string[] = [];
      for (const p of variant.patterns) {
        const { main } = pageOf(`/${variant.id}/patterns/${p.id}/index.html`);
        if (!hasLimits && /\blimit hands?\b/i.test(main))
          wrong.push(`${p.id}: a limit-hand sentence, but ${variant.shortName} has no limit hands`);
        if (p.countsOnlyAlone && /adds to (every|the) other pattern/.test(main))
          wrong.push(`${p.id}: "adds to other patterns", but it counts only alone`);
        if (p.countsOnlyAlone && !/counts only when no other pattern scores/.test(main))
          wrong.push(`${p.id}: does not say it counts only alone`);
        if (!p.countsOnlyAlone && /counts only when no other pattern scores/.test(main))
          wrong.push(`${p.id}: says it counts only alone, but it does not`);
      }
      expect(wrong).toEqual([]);
    });
  }

  it('lists every source on the Sources page and the sources each variant uses on its overview', () => {
    const { main } = pageOf('/sources/index.html');
    expect(main).toContain('“How to Play Mahjong!”');
    expect(main).toContain('“ChineseOfficialMahjongHelper”');
    for (const variant of VARIANTS)
      expect(pageOf(`/${variant.id}/index.html`).main, variant.id).toMatch(
        /Sources[\s\S]*See all the site.s sources/,
      );
  });
});
