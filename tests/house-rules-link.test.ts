import { describe, expect, it } from 'vitest';
import { applyHouseRules, emptyHouseRules, type HouseRules } from '../src/engine/house-rules';
import { parseHand } from '../src/engine/notation';
import { scoreHand } from '../src/engine/score';
import type { Variant } from '../src/engine/variant';
import { encodeHouseLink, parseHouseLink, readHouseRules } from '../src/house-rules-link';
import { getVariant, VARIANTS } from '../src/variants';
import { hongKong } from '../src/variants/hong-kong';
import { vmc } from '../src/variants/vmc';
import { ON_DISCARD } from './helpers';

const rulesFor = (variant: Variant, patch: Partial<HouseRules>): HouseRules => ({
  ...emptyHouseRules(variant),
  club: 'Test Club',
  ...patch,
});
const score = (variant: Variant, hand: string, context: object = ON_DISCARD) =>
  scoreHand(variant, parseHand(hand), context);
/** Little three dragons (5, replacing its two dragon pungs) + half flush (3) + no flowers (1) = 9. */
const DRAGONS = '[RDRDRD] [GDGDGD] WD WD 123m 78m @9m';
const linkOf = (body: unknown) => `#r=${Buffer.from(JSON.stringify(body)).toString('base64url')}`;

describe('the link', () => {
  it('round-trips: rules → link → rules, for every variant', () => {
    for (const variant of VARIANTS) {
      const p = variant.patterns;
      const rules = rulesFor(variant, {
        club: 'Club 麻雀 & <Friends>',
        off: [p[0]!.id],
        values: { [p[1]!.id]: p[1]!.value === 1 ? 2 : 1 },
      });
      const link = encodeHouseLink(rules);
      expect(link).toMatch(/^#r=[A-Za-z0-9_-]+$/);
      const parsed = parseHouseLink(link);
      expect(parsed.variant).toBe(variant.id);
      const read = readHouseRules(getVariant(parsed.variant), parsed);
      expect(read.problems).toEqual([]);
      expect(read.versionNote).toBeNull();
      expect(read.rules).toEqual(rules);
    }
  });

  it('round-trips options and a settlement model', () => {
    const rules = rulesFor(hongKong, {
      options: { minimum: 1, cap: 10, nineGatesPureWait: true },
      model: 'full-spicy',
    });
    expect(readHouseRules(hongKong, parseHouseLink(encodeHouseLink(rules))).rules).toEqual(rules);
  });

  it('a link cut short or changed by hand says it could not be read', () => {
    const good = encodeHouseLink(rulesFor(hongKong, {}));
    for (const bad of [
      good.slice(0, good.length - 7),
      '#r=%%%',
      `#r=${Buffer.from('{"f":1,').toString('base64url')}`,
    ]) {
      const parsed = parseHouseLink(bad);
      expect(parsed.variant).toBeNull();
      expect(parsed.problems[0]).toMatch(/could not be read/);
    }
  });

  it('a link of another format is refused with the format named', () => {
    expect(parseHouseLink(linkOf({ f: 2, v: 'hong-kong', cv: 1 })).problems[0]).toMatch(
      /format 2; this site reads format 1/,
    );
  });

  it('a tampered link keeps what it can check, lists each problem and uses the published rule instead', () => {
    const parsed = parseHouseLink(
      linkOf({
        f: 1,
        v: 'hong-kong',
        cv: 1,
        n: 'Tampered',
        o: { minimum: 99, cap: 10, colour: 'red' },
        off: ['all-pungs', 'flying-pigs'],
        val: { 'all-chows': 'lots', 'half-flush': 4, 'all-pungs': 5 },
        m: 'generous',
        x: 1,
      }),
    );
    const { rules, problems } = readHouseRules(hongKong, parsed);
    expect(rules.club).toBe('Tampered');
    expect(rules.options).toEqual({ cap: 10 });
    expect(rules.off).toEqual(['all-pungs']);
    expect(rules.values).toEqual({ 'half-flush': 4 });
    expect(rules.model).toBeUndefined();
    expect(problems).toEqual([
      'the table rule “Minimum faan to win” is 99; it cannot be above 13; using 3',
      'unknown option "colour" for Hong Kong Mahjong (its options: minimum, cap, bonusCountsTowardMinimum, concealedWithSelfDraw, nineGatesPureWait); using nothing',
      'Hong Kong has no pattern "flying-pigs"; it cannot be switched off',
      'All Chows: the club value must be a whole number (got "lots"); using the published 1',
      'All Pungs is both switched off and revalued; it stays switched off',
      'Hong Kong Mahjong has no settlement model "generous"; its models are “Hong Kong: 2 to the faan, the discarder pays three”, “Half-spicy (半辣上), half responsibility”, “Full-spicy (全辣), half responsibility”; using the published settlement',
      'unknown part "x" in the link ignored',
    ]);
    // What is kept still applies.
    expect(
      score(applyHouseRules(hongKong, rules).variant, DRAGONS).patterns.find(
        (p) => p.id === 'half-flush',
      )?.value,
    ).toBe(4);
  });

  it('of two options that clash, the one whose removal settles it goes back to the published default, saying so', () => {
    const { rules, problems } = readHouseRules(
      hongKong,
      parseHouseLink(linkOf({ f: 1, v: 'hong-kong', cv: 1, o: { minimum: 9, cap: 8 } })),
    );
    expect(rules.options).toEqual({ cap: 8 });
    expect(problems).toEqual([
      'the minimum (9) cannot be above the cap (8): no hand could ever win; minimum faan to win is back to the published 3 (the link had 9)',
    ]);
  });

  it('options that clash however one is dropped all fall back to the published defaults, saying so', () => {
    const { rules, problems } = readHouseRules(
      vmc,
      parseHouseLink(
        linkOf({ f: 1, v: 'vmc', cv: 1, o: { minimum: 9, cap: 5, modernTable: '1,2,3' } }),
      ),
    );
    expect(rules.options).toEqual({});
    expect(problems).toEqual([
      'the minimum (9) cannot be above the cap (5): no hand could ever win; every option is back to the published default',
    ]);
  });

  it('an outdated link is read under the current catalogue with a note saying so', () => {
    const read = readHouseRules(
      hongKong,
      parseHouseLink(linkOf({ f: 1, v: 'hong-kong', cv: 0, val: { 'all-chows': 2 } })),
    );
    expect(read.versionNote).toMatch(
      /version 0 of the Hong Kong catalogue; the site now uses version 1/,
    );
    expect(read.rules.catalogueVersion).toBe(hongKong.catalogueVersion);
    expect(read.rules.values).toEqual({ 'all-chows': 2 });
  });

  it('a club name too long is cut short and reported; a name that is not text is dropped', () => {
    const long = readHouseRules(
      hongKong,
      parseHouseLink(linkOf({ f: 1, v: 'hong-kong', cv: 1, n: 'x'.repeat(200) })),
    );
    expect(long.rules.club).toHaveLength(80);
    expect(long.problems[0]).toMatch(/longer than 80 characters/);
    const odd = readHouseRules(
      hongKong,
      parseHouseLink(linkOf({ f: 1, v: 'hong-kong', cv: 1, n: { html: '<b>' } })),
    );
    expect(odd.rules.club).toBe('');
    expect(odd.problems[0]).toMatch(/club name is not text/);
  });

  it('no rules in the address is not a problem; an address without "r=" is', () => {
    expect(parseHouseLink('')).toEqual({ variant: null, body: null, problems: [] });
    expect(parseHouseLink('#x=1').problems[0]).toMatch(/no house rules/);
  });
});
