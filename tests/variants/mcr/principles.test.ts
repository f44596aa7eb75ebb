import { describe, expect, it } from 'vitest';
import { excluded, fans, SELF, score } from './helpers';

describe('MCR principles (rules/mcr.md §4)', () => {
  it('non-repeat: Big Three Dragons leaves out Dragon Pung for its pungs, but a fourth terminal pung still scores', () => {
    const r = score('999p 5p [RDRDRD] [GDGDGD] [WDWDWD] @5p');
    // Big Three Dragons 88, Pung of Terminals or Honors 1 (999p), All Pungs 6, Half Flush 6, Single Wait 1.
    expect(fans(r)).toEqual([
      'all-pungs',
      'big-three-dragons',
      'half-flush',
      'pung-of-terminals-or-honors',
      'single-wait',
    ]);
    expect(r.total).toBe(102);
    expect(excluded(r)).toContain('dragon-pung<big-three-dragons');
  });

  it('non-repeat works on implication, not combination: All Green + Full Flush still score All Simples', () => {
    const r = score('234s 234s 666s 888s 2s @2s', SELF);
    // All Green 88, Full Flush 24, Fully Concealed Hand 4, All Simples 2, Two Concealed Pungs 2, Tile Hog 2 (four 2s),
    // Pure Double Chow 1; many tiles would have won, so no wait fan.
    expect(fans(r)).toEqual([
      'all-green',
      'all-simples',
      'full-flush',
      'fully-concealed-hand',
      'pure-double-chow',
      'tile-hog',
      'two-concealed-pungs',
    ]);
    expect(r.total).toBe(123);
  });

  it('non-separation: 123-234-345-456 is Four Pure Shifted Chows only, no Short Straight from 123+456', () => {
    const r = score('456p 9s [123p] [234p] [345p] @9s');
    expect(fans(r)).toEqual([
      'all-chows',
      'four-pure-shifted-chows',
      'one-voided-suit',
      'single-wait',
    ]);
    expect(excluded(r)).toContain('short-straight<principle:non-separation');
    expect(r.total).toBe(36);
  });

  it('non-separation: 123-345-567-789 of one suit gives no Two Terminal Chows', () => {
    const r = score('789p 9s [123p] [345p] [567p] @9s');
    expect(fans(r)).toEqual([
      'all-chows',
      'four-pure-shifted-chows',
      'one-voided-suit',
      'single-wait',
    ]);
    expect(r.total).toBe(36);
  });

  it('non-identical: 123 456 789 123 of one suit is one Pure Straight (and the spare chow pairs once)', () => {
    const r = score('123m 456m 789m 123m 5p @5p');
    // Pure Straight 16, Pure Double Chow 1 (spare 123), All Chows 2, Concealed Hand 2, One Voided Suit 1, Single Wait 1.
    expect(fans(r)).toEqual([
      'all-chows',
      'concealed-hand',
      'one-voided-suit',
      'pure-double-chow',
      'pure-straight',
      'single-wait',
    ]);
    expect(r.total).toBe(23);
  });

  it('non-identical: 222p 333s 444m 555p gives one Mixed Shifted Pungs', () => {
    const r = score('5s [222p] [333s] [444m] [555p] @5s');
    // Mixed Shifted Pungs 8 once (222p 333s 444m, or 333s 444m 555p: either uses 333s and 444m again),
    // All Pungs 6, Melded Hand 6, All Simples 2.
    expect(fans(r)).toEqual(['all-pungs', 'all-simples', 'melded-hand', 'mixed-shifted-pungs']);
    expect(r.total).toBe(22);
  });

  it('account-once: 123m 456m 789p 123s gives Mixed Straight and one extra 1-pointer for the spare chow', () => {
    const r = score('123m 456m 789p 123s 5p @5p');
    // Mixed Straight 8 (123s 456m 789p); the spare 123m adds one 1-pointer, Mixed Double Chow with 123s,
    // never also Short Straight with 456m. All Chows 2, Concealed Hand 2, Single Wait 1.
    expect(fans(r)).toEqual([
      'all-chows',
      'concealed-hand',
      'mixed-double-chow',
      'mixed-straight',
      'single-wait',
    ]);
    expect(r.total).toBe(14);
    expect(excluded(r)).toContain('short-straight<principle:account-once');
  });

  it('account-once: 123m 789m 123s 789s scores three 1-point pairings, never four (the "common bug" of §4)', () => {
    const r = score('123789m 123789s E @E');
    const oneP = r.patterns.filter((p) =>
      ['mixed-double-chow', 'two-terminal-chows'].includes(p.id),
    );
    expect(oneP.reduce((s, p) => s + p.count, 0)).toBe(3);
    // Also Outside Hand 4 (every set holds a 1, 9 or honour) and One Voided Suit 1 (no dots).
    expect(fans(r)).toEqual([
      'concealed-hand',
      'mixed-double-chowx2',
      'one-voided-suit',
      'outside-hand',
      'single-wait',
      'two-terminal-chows',
    ]);
    expect(r.total).toBe(11);
  });

  it('high over low: 555666777p 5556s + 7s self-drawn is 48 as chows, not 47 as pungs (§4)', () => {
    const r = score('555666777p 5556s @7s', { seat: 'E', round: 'E', selfDrawn: true });
    expect(r.total).toBe(48);
    // Pure Triple Chow 24, All Fives 16, Fully Concealed Hand 4, All Chows 2, Mixed Double Chow 1, One Voided Suit 1.
    expect(fans(r)).toEqual([
      'all-chows',
      'all-fives',
      'fully-concealed-hand',
      'mixed-double-chow',
      'one-voided-suit',
      'pure-triple-chow',
    ]);
  });

  it('high over low across shapes: a seven-pairs hand whose sets reading is worth more scores as sets', () => {
    const r = score('1122335577889s @9s');
    expect(fans(r)).toEqual(['concealed-hand', 'pure-terminal-chows']);
    expect(r.total).toBe(66);
  });

  it('non-identical: 234s 234p 234p 567p make one Mixed Double Chow and one Short Straight, not two of each', () => {
    // Pure Double Chow (234p 234p), Mixed Double Chow (234s with one 234p), Short Straight (one 234p with 567p):
    // 234s and 567p are already used for those fans, so they do not make them again with the other 234p.
    const r = score('234s 223344p 567p N @N');
    expect(fans(r)).toEqual([
      'concealed-hand',
      'mixed-double-chow',
      'one-voided-suit',
      'pure-double-chow',
      'short-straight',
      'single-wait',
    ]);
    expect(r.total).toBe(7);
    expect(excluded(r)).toEqual([
      'mixed-double-chow<principle:non-identical',
      'short-straight<principle:non-identical',
    ]);
  });
});
