/**
 * Two readings the sources leave to the table, each a table option defaulting to riichi_advanced's
 * count (fact sheet §6.2): does All Sets also count beside a big pattern that is always all
 * triplets, and does the single-wait-and-closed mủn come on top of the Single Wait and Fully
 * Closed Hand phán? Each is checked both ways, on a hand that has the big pattern and on one that
 * does not.
 */
import { describe, expect, it } from 'vitest';
import { ids, SELF_DRAWN, vn } from './vn';

const excluded = (r: { excluded: { id: string; by: string }[] }) =>
  r.excluded.map((x) => `${x.id}<${x.by}`).sort();

describe('All Sets beside the all-triplet big patterns (allTripletPatternsReplaceAllSets)', () => {
  const allTerminals = '111m 999p 111s 9s [999m] @9s';
  it('by default All Terminals and All Sets both count, each with its no-joker bonus: 5 mủn 4 phán', () => {
    const r = vn(allTerminals);
    expect(ids(r)).toEqual([
      'all-sets',
      'all-sets-no-jokers',
      'all-terminals',
      'all-terminals-no-jokers',
    ]);
    expect(r.total).toBe(5 * 6 + 4);
  });
  it('with the table rule on, All Terminals replaces All Sets and its no-joker phán lapses with it', () => {
    const r = vn(allTerminals, undefined, { allTripletPatternsReplaceAllSets: true });
    expect(ids(r)).toEqual(['all-terminals', 'all-terminals-no-jokers']);
    expect(excluded(r)).toEqual([
      'all-sets-no-jokers<all-terminals',
      'all-sets<all-terminals',
      'all-terminals-honours<all-terminals',
    ]);
    expect(r.total).toBe(5 * 6);
  });
  it('with the table rule on, All Sets still counts on a hand of triplets that makes no big pattern', () => {
    const r = vn('111m 555p 999s 5s [NNN] @5s', undefined, {
      allTripletPatternsReplaceAllSets: true,
    });
    expect(ids(r)).toEqual(['all-sets', 'all-sets-no-jokers']);
    expect(r.total).toBe(4);
  });
  it('Big Four Winds counts All Sets beside it by default, and replaces it with the table rule on', () => {
    const bigFourWinds = 'NNN 5m [EEE] [WWW] [SSS] @5m';
    expect(ids(vn(bigFourWinds))).toContain('all-sets');
    const on = vn(bigFourWinds, undefined, { allTripletPatternsReplaceAllSets: true });
    expect(ids(on)).toContain('big-four-winds');
    expect(ids(on)).not.toContain('all-sets');
    expect(excluded(on)).toContain('all-sets<big-four-winds');
  });
});

describe('the single-wait-and-closed mủn beside Single Wait and Fully Closed Hand (closedBonusReplacesPhan)', () => {
  const fourClosed = '111m 555p 999s NNN 5s @5s';
  it('by default the mủn comes on top of both phán: 6 mủn exactly', () => {
    const r = vn(fourClosed, SELF_DRAWN);
    expect(ids(r)).toContain('four-closed-sets-single-wait-closed');
    expect(ids(r)).toContain('single-wait');
    expect(ids(r)).toContain('fully-closed');
    expect(r.total).toBe(36);
  });
  it('with the table rule on, the mủn replaces the Single Wait and Fully Closed Hand phán', () => {
    const r = vn(fourClosed, SELF_DRAWN, { closedBonusReplacesPhan: true });
    expect(ids(r)).toContain('four-closed-sets-single-wait-closed');
    expect(ids(r)).not.toContain('single-wait');
    expect(ids(r)).not.toContain('fully-closed');
    expect(excluded(r)).toEqual([
      'fully-closed<four-closed-sets-single-wait-closed',
      'single-wait<four-closed-sets-single-wait-closed',
    ]);
    expect(r.total).toBe(36 - 2);
  });
  it('with the table rule on, a closed self-drawn hand without the bonus (two pairs waiting) keeps Fully Closed Hand', () => {
    const r = vn('111m 555p 999s NN 5s5s @5s', SELF_DRAWN, { closedBonusReplacesPhan: true });
    expect(ids(r)).not.toContain('four-closed-sets-single-wait-closed');
    expect(ids(r)).toContain('fully-closed');
    expect(r.excluded).toEqual([]);
  });
});
