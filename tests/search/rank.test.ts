import { describe, expect, it } from 'vitest';
import { searchWords } from '../../src/i18n/search-words';
import { glossaryEntries } from '../../src/search/glossary-entries';
import { type PageHit, toHit } from '../../src/search/hits';
import {
  glossaryEntryNamed,
  nameMatch,
  normalise,
  rankResults,
  whereLabel,
} from '../../src/search/rank';
import { VARIANTS } from '../../src/variants';

const ENTRIES = glossaryEntries();
const ENGLISH = searchWords('root');
const entry = (query: string) => glossaryEntryNamed(query, ENTRIES);

/** A hit as toHit makes it from Pagefind's data; the excerpt is the page's text. */
function hit(
  title: string,
  variant: string | null,
  kind: PageHit['kind'],
  score: number,
  extra: Partial<PageHit> = {},
): PageHit {
  const slug = normalise(title).replace(/ /g, '-');
  const url = variant
    ? `/${normalise(variant).replace(/ /g, '-')}/${kind === 'overview' ? '' : `patterns/${slug}/`}`
    : `/${slug}/`;
  return { url, title, excerptHtml: `… ${title} …`, variant, kind, score, sections: [], ...extra };
}
const titles = (shown: { title: string; where: string }[]) =>
  shown.map((r) => `${r.title} (${r.where})`);

// Pagefind's own order for "seven pairs" on the built site: a longer name first, Hong Kong fifth.
const SEVEN_PAIRS = [
  hit('Dragon Seven Pairs Bonus', 'Sichuan', 'pattern', 22.68, { value: '1 fan' }),
  hit('Seven Shifted Pairs', 'MCR', 'pattern', 22.63, { value: '88 points' }),
  hit('Seven Pairs', 'Rainbow Dragon', 'pattern', 22.62, { value: '4 fan' }),
  hit('Seven Pairs', 'Vietnamese', 'pattern', 22.58, { value: '1 mủn' }),
  hit('Seven Pairs', 'Hong Kong', 'pattern', 22.57, { value: '4 faan' }),
  hit('Seven Pairs', 'Sichuan', 'pattern', 22.56, { value: '2 fan' }),
  hit('Variants side by side', null, 'page', 8.29),
  hit('Glossary', null, 'glossary', 3.1),
];

describe('names as search compares them', () => {
  it('ignores case, diacritics, tone numbers and punctuation', () => {
    expect(normalise('Mủn')).toBe('mun');
    expect(normalise('Phán')).toBe('phan');
    expect(normalise('pung3')).toBe('pung');
    expect(normalise('Self-Drawn')).toBe('self drawn');
  });

  it('tells an exact name from a longer name holding the words from one that only shares some', () => {
    expect(nameMatch('Seven Pairs', 'seven pairs')).toBe(0);
    expect(nameMatch('Dragon Seven Pairs Bonus', 'seven pairs')).toBe(1);
    expect(nameMatch('All Pungs', 'pung')).toBe(1);
    expect(nameMatch('Seven Shifted Pairs', 'seven pairs')).toBe(2);
    expect(nameMatch('Seven Pairs', '  ')).toBe(2);
  });
});

describe('the glossary entries search knows', () => {
  it('every general word of the issue names a glossary entry, with or without its diacritics', () => {
    const found = Object.fromEntries(
      ['faan', 'fan', 'mủn', 'mun', 'phán', 'phan', 'pung', 'kong', 'chow'].map((w) => [
        w,
        entry(w)?.term,
      ]),
    );
    expect(found).toEqual({
      faan: 'Faan',
      fan: 'Faan',
      mủn: 'Limit',
      mun: 'Limit',
      phán: 'Faan',
      phan: 'Faan',
      pung: 'Pung',
      kong: 'Kong',
      chow: 'Chow',
    });
  });

  it('an English word with a variant note is known without the note, and native forms by their characters', () => {
    expect(entry('triplet')?.term).toBe('Pung');
    expect(entry('碰')?.term).toBe('Pung');
    expect(entry('Phỗng')?.term).toBe('Pung');
    expect(entry('rainbow dragon')).toBeNull();
  });

  it('no pattern of any variant is named after a general word, so those words lead to the glossary', () => {
    const general = ['faan', 'fan', 'mun', 'phan', 'pung', 'kong', 'chow'];
    const named = VARIANTS.flatMap((v) =>
      v.patterns
        .filter((p) => general.includes(normalise(p.name)))
        .map((p) => `${v.id}: ${p.name}`),
    );
    expect(named).toEqual([]);
  });
});

describe('the order of results', () => {
  it('an exact name comes before longer names that contain it, whatever Pagefind scored', () => {
    const shown = rankResults('seven pairs', SEVEN_PAIRS, entry('seven pairs'), null, ENGLISH);
    expect(shown.slice(0, 4).map((r) => r.title)).toEqual([
      'Seven Pairs',
      'Seven Pairs',
      'Seven Pairs',
      'Seven Pairs',
    ]);
    const at = (t: string) => shown.findIndex((r) => r.title === t);
    expect(at('Dragon Seven Pairs Bonus')).toBeGreaterThan(3);
    expect(at('Dragon Seven Pairs Bonus')).toBeLessThan(at('Seven Shifted Pairs'));
  });

  it('from inside a variant, that variant comes first; the same search over all variants does not', () => {
    expect(
      titles(
        rankResults('seven pairs', SEVEN_PAIRS, entry('seven pairs'), 'Hong Kong', ENGLISH),
      )[0],
    ).toBe('Seven Pairs (Hong Kong · 4 faan)');
    expect(
      titles(rankResults('seven pairs', SEVEN_PAIRS, entry('seven pairs'), null, ENGLISH))[0],
    ).toBe('Seven Pairs (Rainbow Dragon · 4 fan)');
  });

  it("from inside a variant, pages about every variant rank with the variant's own, other variants after", () => {
    const shown = rankResults('seven pairs', SEVEN_PAIRS, null, 'Hong Kong', ENGLISH);
    expect(shown.map((r) => r.title).slice(0, 3)).toEqual([
      'Seven Pairs',
      'Variants side by side',
      'Glossary',
    ]);
    expect(
      shown
        .slice(3)
        .every((r) => !r.where.startsWith('Hong Kong') && !r.where.startsWith('All variants')),
    ).toBe(true);
  });

  it("a glossary term that is also a pattern's name comes after the patterns of that name", () => {
    const shown = rankResults('seven pairs', SEVEN_PAIRS, entry('seven pairs'), null, ENGLISH);
    expect(shown[4]).toMatchObject({
      title: 'Seven pairs',
      url: '/glossary/#seven-pairs',
      where: 'All variants · glossary',
    });
    expect(shown.filter((r) => r.url.startsWith('/glossary/'))).toHaveLength(1);
  });

  it('a general word puts its glossary entry first, then the overviews, then the patterns that contain it', () => {
    const hits = [
      hit('Four Pure Shifted Pungs', 'MCR', 'pattern', 7.22, { value: '48 points' }),
      hit('All Pungs', 'Hong Kong', 'pattern', 7.1, { value: '3 faan' }),
      hit('How to play', null, 'page', 2.47),
      hit('Glossary', null, 'glossary', 3.02),
      hit('Hong Kong Mahjong', 'Hong Kong', 'overview', 2.42),
      hit('Sichuan Bloody Mahjong', 'Sichuan', 'overview', 2.57),
    ];
    const all = rankResults('pung', hits, entry('pung'), null, ENGLISH);
    expect(titles(all)).toEqual([
      'Pung (All variants · glossary)',
      'Sichuan Bloody Mahjong (Sichuan · overview)',
      'Hong Kong Mahjong (Hong Kong · overview)',
      'Four Pure Shifted Pungs (MCR · 48 points)',
      'All Pungs (Hong Kong · 3 faan)',
      'How to play (All variants)',
    ]);
    expect(all[0]!.url).toBe('/glossary/#pung');
    expect(all[0]!.excerptHtml).toContain('Three identical tiles');
    // From inside Hong Kong its own overview and patterns lead their groups.
    const fromHongKong = rankResults('pung', hits, entry('pung'), 'Hong Kong', ENGLISH);
    expect(titles(fromHongKong).slice(0, 4)).toEqual([
      'Pung (All variants · glossary)',
      'Hong Kong Mahjong (Hong Kong · overview)',
      'Sichuan Bloody Mahjong (Sichuan · overview)',
      'All Pungs (Hong Kong · 3 faan)',
    ]);
  });

  it("the glossary entry's meaning is shown as text, never as markup", () => {
    const [first] = rankResults(
      'x',
      [],
      { id: 'x', term: 'X', meaning: 'a <b> & "c"', url: '/glossary/#x', names: ['x'] },
      null,
      ENGLISH,
    );
    expect(first!.excerptHtml).toBe('a &#60;b&#62; &#38; &#34;c&#34;');
  });

  it('every result names its variant, or says it is about all variants', () => {
    const shown = rankResults(
      'seven pairs',
      SEVEN_PAIRS,
      entry('seven pairs'),
      'Hong Kong',
      ENGLISH,
    );
    const names = [...VARIANTS.map((v) => v.shortName), 'All variants'];
    expect(
      shown.filter((r) => !names.some((n) => r.where === n || r.where.startsWith(`${n} · `))),
    ).toEqual([]);
  });
});

describe('the glossary as search reads it in the page’s language', () => {
  it('shows the entry in that language and opens that language’s glossary', () => {
    const chinese = glossaryEntryNamed('pung', glossaryEntries('zh-cn'));
    expect(chinese).toMatchObject({ term: '碰', url: '/zh-cn/glossary/#pung' });
    expect(chinese!.meaning).toMatch(/^三张相同的牌/);
    expect(glossaryEntryNamed('碰', glossaryEntries('zh-hk'))).toMatchObject({
      term: '碰',
      url: '/zh-hk/glossary/#pung',
    });
    expect(glossaryEntryNamed('pung', ENTRIES)).toMatchObject({
      term: 'Pung',
      url: '/glossary/#pung',
    });
  });

  it('finds an entry by the word of the page’s language as well as by every name it had', () => {
    const vietnamese = glossaryEntries('vi');
    const pung = vietnamese.find((e) => e.id === 'pung')!;
    expect(glossaryEntryNamed(pung.term, vietnamese)?.id).toBe('pung');
    for (const name of glossaryEntries().find((e) => e.id === 'pung')!.names)
      expect(pung.names).toContain(name);
  });
});

describe('where a result belongs', () => {
  it('a pattern gives its variant and value, another page its variant and kind', () => {
    expect(whereLabel({ variant: 'Hong Kong', kind: 'pattern', value: '3 faan' }, ENGLISH)).toBe(
      'Hong Kong · 3 faan',
    );
    expect(whereLabel({ variant: 'MCR', kind: 'overview' }, ENGLISH)).toBe('MCR · overview');
    expect(whereLabel({ variant: 'Sichuan', kind: 'scorer' }, ENGLISH)).toBe(
      'Sichuan · hand scorer',
    );
    expect(whereLabel({ variant: 'Sichuan', kind: 'page' }, ENGLISH)).toBe('Sichuan');
    expect(whereLabel({ variant: null, kind: 'page' }, ENGLISH)).toBe('All variants');
  });

  it('says it in the page’s language: the variant’s name there, and the kind of page', () => {
    const chinese = searchWords('zh-cn');
    expect(whereLabel({ variant: 'MCR', kind: 'overview' }, chinese)).toBe('国标麻将 · 概览');
    expect(whereLabel({ variant: 'Hong Kong', kind: 'pattern', value: '3 番' }, chinese)).toBe(
      '香港麻将 · 3 番',
    );
    expect(whereLabel({ variant: null, kind: 'glossary' }, searchWords('vi'))).toBe(
      'Mọi lối chơi · thuật ngữ',
    );
    expect(whereLabel({ variant: null, kind: 'page' }, searchWords('zh-hk'))).toBe('所有玩法');
  });

  it("reads variant, kind and value from Pagefind's filters and metadata, and keeps a long page's section headings only", () => {
    const subs = [
      { title: 'How to play', url: '/how-to-play/#_top' },
      { title: 'Sets', url: '/how-to-play/#sets' },
      { title: 'Claims', url: '/how-to-play/#claims' },
      { title: 'Scoring', url: '/how-to-play/#scoring' },
    ];
    expect(
      toHit(
        {
          url: '/how-to-play/',
          excerpt: 'e',
          meta: { title: 'How to play' },
          filters: { kind: ['page'] },
          sub_results: subs,
        },
        2,
      ),
    ).toEqual({
      url: '/how-to-play/',
      title: 'How to play',
      excerptHtml: 'e',
      variant: null,
      kind: 'page',
      value: undefined,
      score: 2,
      sections: [subs[1], subs[2]],
    });
    const pattern = toHit(
      {
        url: '/hong-kong/patterns/seven-pairs/',
        excerpt: 'e',
        meta: { title: 'Seven Pairs', value: '4 faan' },
        filters: { variant: ['Hong Kong'], kind: ['pattern'] },
        sub_results: [{ title: 'Examples', url: '/hong-kong/patterns/seven-pairs/#examples' }],
      },
      22,
    );
    expect(pattern).toMatchObject({
      variant: 'Hong Kong',
      kind: 'pattern',
      value: '4 faan',
      sections: [],
    });
  });

  it('an unknown kind is read as a plain page', () => {
    expect(
      toHit(
        { url: '/x/', excerpt: '', meta: {}, filters: { kind: ['nonsense'] }, sub_results: [] },
        1,
      ),
    ).toMatchObject({ kind: 'page', title: '/x/' });
  });
});
