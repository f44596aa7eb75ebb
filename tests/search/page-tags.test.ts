import { describe, expect, it } from 'vitest';
import { pageTags } from '../../src/search/page-tags';
import { VARIANTS } from '../../src/variants';

describe('what search records about a page, from its route', () => {
  it("a variant's pages name the variant and their kind", () => {
    for (const v of VARIANTS) {
      expect(pageTags(v.id)).toEqual({ variant: v.shortName, kind: 'overview' });
      expect(pageTags(`${v.id}/score`)).toEqual({ variant: v.shortName, kind: 'scorer' });
      expect(pageTags(`${v.id}/patterns`)).toEqual({ variant: v.shortName, kind: 'patterns' });
      expect(pageTags(`${v.id}/patterns/${v.patterns[0]!.id}`)).toEqual({
        variant: v.shortName,
        kind: 'pattern',
      });
    }
    expect(pageTags('sichuan/deal')).toEqual({ variant: 'Sichuan', kind: 'page' });
    // The printable quick reference sits among the patterns but is not one.
    expect(pageTags('hong-kong/patterns/quick-reference')).toEqual({
      variant: 'Hong Kong',
      kind: 'page',
    });
    expect(pageTags('mcr/principles')).toEqual({ variant: 'MCR', kind: 'page' });
  });

  it('the Start-here pages belong to no variant; the glossary says it is the glossary', () => {
    expect(pageTags('glossary')).toEqual({ variant: null, kind: 'glossary' });
    expect(pageTags('')).toEqual({ variant: null, kind: 'page' });
    expect(pageTags('how-to-play')).toEqual({ variant: null, kind: 'page' });
    expect(pageTags('house-rules/view')).toEqual({ variant: null, kind: 'page' });
  });

  it('a page in another language is tagged as its English page is', () => {
    expect(pageTags('zh-cn/mcr/patterns/all-simples')).toEqual({ variant: 'MCR', kind: 'pattern' });
    expect(pageTags('vi/vietnamese')).toEqual({ variant: 'Vietnamese', kind: 'overview' });
    expect(pageTags('zh-hk/glossary')).toEqual({ variant: null, kind: 'glossary' });
    expect(pageTags('zh-hk')).toEqual({ variant: null, kind: 'page' });
  });
});
