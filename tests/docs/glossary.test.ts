import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY } from '../../src/docs/glossary';
import { VARIANTS } from '../../src/variants';

const contentDir = join(__dirname, '..', '..', 'content', 'docs');

/** Does a site path name a hand-written content page, or a pattern page a registered variant generates? */
function resolves(href: string): boolean {
  const m = /^\/((?:[a-z0-9-]+\/)*)$/.exec(href);
  if (!m) return false;
  const parts = (m[1] ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return existsSync(join(contentDir, 'index.mdx'));
  const [variantId, section, patternId, ...rest] = parts;
  const variant = VARIANTS.find((v) => v.id === variantId);
  if (variant && section === 'patterns' && rest.length === 0) {
    // Generated from the catalogue before every build: the index, or one page per pattern id.
    return patternId === undefined || variant.patterns.some((p) => p.id === patternId);
  }
  const base = join(contentDir, ...parts);
  return existsSync(`${base}.mdx`) || existsSync(join(base, 'index.mdx'));
}

describe('the glossary', () => {
  it('every link names an existing content page or a generated pattern of a registered variant', () => {
    const broken = GLOSSARY.flatMap((t) =>
      t.links.filter((l) => !resolves(l.href)).map((l) => `${t.id}: ${l.href}`),
    );
    expect(broken).toEqual([]);
  });

  it('the link check refuses a pattern id no variant has and a page that does not exist', () => {
    expect(resolves('/hong-kong/patterns/all-pungs/')).toBe(true);
    expect(resolves('/hong-kong/patterns/no-such-pattern/')).toBe(false);
    expect(resolves('/no-such-variant/patterns/all-pungs/')).toBe(false);
    expect(resolves('/no-such-page/')).toBe(false);
    expect(resolves('/how-to-play/')).toBe(true);
  });

  it('term ids are unique and every term links somewhere', () => {
    const ids = GLOSSARY.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of GLOSSARY) expect(t.links.length, t.id).toBeGreaterThan(0);
  });

  it('maps the issue’s terms across languages: Phỗng, Coong, Ăn, phán, mủn', () => {
    const form = (id: string) => GLOSSARY.find((t) => t.id === id)?.forms.map((f) => f.text) ?? [];
    expect(form('pung')).toContain('Phỗng');
    expect(form('kong')).toContain('Coong');
    expect(form('chow')).toContain('Ăn');
    expect(form('faan')).toContain('phán');
    expect(form('limit')).toContain('mủn');
  });

  it('says every term in simplified Chinese and Vietnamese, keeping the numbers of its meaning', () => {
    const numbers = (t: string) => (t.match(/\d+/g) ?? []).sort();
    for (const t of GLOSSARY) {
      for (const locale of ['zh-cn', 'vi'] as const) {
        const said = t.translations?.[locale];
        expect(said?.term, `${t.id} in ${locale}`).toBeTruthy();
        expect(numbers(said?.meaning ?? ''), `${t.id} in ${locale}`).toEqual(numbers(t.meaning));
      }
      expect(t.translations?.['zh-cn']?.meaning, t.id).toMatch(/\p{Script=Han}{4}/u);
      // A page's link carries its label in both languages; a pattern's comes from its catalogue.
      for (const l of t.links)
        expect(l.pattern ?? l.translations?.vi, `${t.id}: ${l.href}`).toBeTruthy();
    }
  });
});
