import { describe, expect, it } from 'vitest';
import {
  applyHouseRules,
  checkHouseRules,
  emptyHouseRules,
  HOUSE_RULE_BY,
  type HouseRules,
  houseRuleProblems,
} from '../../src/engine/house-rules';
import { parseHand } from '../../src/engine/notation';
import { scoreHand, waitsOf } from '../../src/engine/score';
import type { Variant } from '../../src/engine/variant';
import { VARIANTS } from '../../src/variants';
import { hongKong } from '../../src/variants/hong-kong';
import { mcr } from '../../src/variants/mcr';
import { rainbowDragon } from '../../src/variants/rainbow-dragon';
import { sichuan } from '../../src/variants/sichuan';
import { vietnamese } from '../../src/variants/vietnamese';
import { vmc } from '../../src/variants/vmc';
import { ids, ON_DISCARD } from '../helpers';

const rulesFor = (variant: Variant, patch: Partial<HouseRules>): HouseRules => ({
  ...emptyHouseRules(variant),
  club: 'Test Club',
  ...patch,
});
const score = (variant: Variant, hand: string, context: object = ON_DISCARD) =>
  scoreHand(variant, parseHand(hand), context);

/** All pungs (3) + dragon pung (1) + no flowers (1) = 5 faan on West's discard. */
const PUNGS = '[111m] [222p] [RDRDRD] 555m 9p @9p';
/** Little three dragons (5, replacing its two dragon pungs) + half flush (3) + no flowers (1) = 9. */
const DRAGONS = '[RDRDRD] [GDGDGD] WD WD 123m 78m @9m';
/** All chows (1) + concealed (1) + no flowers (1) = 3. */
const CHOWS = '234m 456p 678s 345s 2p @2p';

describe('a switched-off pattern', () => {
  it('no longer scores, and its hand total drops by its value', () => {
    const published = score(hongKong, PUNGS);
    const { variant } = applyHouseRules(hongKong, rulesFor(hongKong, { off: ['all-pungs'] }));
    const club = score(variant, PUNGS);
    expect(ids(club)).not.toContain('all-pungs');
    expect(club.total).toBe(published.total - 3);
    expect(club.excluded).toContainEqual(
      expect.objectContaining({ id: 'all-pungs', by: HOUSE_RULE_BY }),
    );
    expect(club.excluded.find((x) => x.id === 'all-pungs')!.why).toContain('Test Club');
  });

  it('lets the smaller patterns it would have replaced count instead (little three dragons off: two dragon pungs score)', () => {
    const published = score(hongKong, DRAGONS);
    expect(ids(published)).toContain('little-three-dragons');
    const { variant } = applyHouseRules(
      hongKong,
      rulesFor(hongKong, { off: ['little-three-dragons'] }),
    );
    const club = score(variant, DRAGONS);
    expect(club.patterns.find((p) => p.id === 'dragon-pung')?.count).toBe(2);
    expect(club.total).toBe(published.total - 5 + 2);
  });

  it('is not reported on a hand it would not have scored', () => {
    const { variant } = applyHouseRules(hongKong, rulesFor(hongKong, { off: ['all-pungs'] }));
    expect(score(variant, CHOWS).excluded.map((x) => x.id)).not.toContain('all-pungs');
  });

  it('a switched-off pattern can drop a hand below the minimum: nobody pays', () => {
    const { variant } = applyHouseRules(
      hongKong,
      rulesFor(hongKong, { off: ['all-pungs'], options: { minimum: 3 } }),
    );
    const club = score(variant, PUNGS);
    expect(club.total).toBe(2);
    expect(club.minimumMet).toBe(false);
    expect(Object.values(club.payments).every((p) => p === 0)).toBe(true);
  });
});

describe('a revalued pattern', () => {
  it('changes the total and the payments (all chows 1 → 2 faan: 4 faan, discarder pays 3 × 2^4)', () => {
    const published = score(hongKong, CHOWS);
    const { variant } = applyHouseRules(
      hongKong,
      rulesFor(hongKong, { values: { 'all-chows': 2 } }),
    );
    const club = score(variant, CHOWS);
    expect(club.total).toBe(published.total + 1);
    expect(club.patterns.find((p) => p.id === 'all-chows')?.value).toBe(2);
    expect(club.payments.W).toBe(-3 * 2 ** club.total);
    expect(club.payments.S).toBe(3 * 2 ** club.total);
  });

  it('counts toward the minimum with its new value', () => {
    const options = { minimum: 4 };
    expect(
      score(applyHouseRules(hongKong, rulesFor(hongKong, { options })).variant, CHOWS).minimumMet,
    ).toBe(false);
    expect(
      score(
        applyHouseRules(hongKong, rulesFor(hongKong, { options, values: { 'all-chows': 2 } }))
          .variant,
        CHOWS,
      ).minimumMet,
    ).toBe(true);
  });

  it('is still capped: half flush revalued to 10 under an 8-faan cap gives 8 (uncapped 14)', () => {
    const { variant } = applyHouseRules(
      hongKong,
      rulesFor(hongKong, { options: { cap: 8, minimum: 1 }, values: { 'half-flush': 10 } }),
    );
    const club = score(variant, DRAGONS);
    expect(club.uncapped).toBe(5 + 10 + 1);
    expect(club.total).toBe(8);
  });

  it('a limit hand is still worth the cap the club sets, and nothing else counts with it', () => {
    const { variant } = applyHouseRules(hongKong, rulesFor(hongKong, { options: { cap: 10 } }));
    const club = score(variant, '[EEE] [SSS] [WWW] [NNN] 1m @1m');
    expect(ids(club)).toEqual(['big-four-winds']);
    expect(club.total).toBe(10);
  });
});

describe('options and settlement', () => {
  it('the club options become the defaults of the derived variant', () => {
    const { variant, options } = applyHouseRules(
      hongKong,
      rulesFor(hongKong, { options: { minimum: 5, cap: 10 } }),
    );
    expect(options.minimum).toBe(5);
    expect(score(variant, CHOWS).options.cap).toBe(10);
    expect(score(variant, CHOWS).minimumMet).toBe(false);
  });

  it('a chosen settlement model pays the hand (Hong Kong half-spicy)', () => {
    const house = applyHouseRules(hongKong, rulesFor(hongKong, { model: 'half-spicy' }));
    const halfSpicy = hongKong.settlementModels!.find((m) => m.id === 'half-spicy')!;
    const club = score(house.variant, CHOWS);
    expect(club.payments).toEqual(halfSpicy.settle(club.total, club.context, club.options));
    expect(club.payments).not.toEqual(score(hongKong, CHOWS).payments);
    expect(house.variant.activeSettlementModel?.(club.options)).toBe('half-spicy');
  });

  it("a club's own VMC modern table sets the base", () => {
    const table = '1,2,4,6,8,10,12,14,16,18,20,22,24,26';
    const { variant } = applyHouseRules(vmc, rulesFor(vmc, { options: { modernTable: table } }));
    const club = score(variant, CHOWS);
    // Modern: the discarder alone pays 2P.
    expect(club.payments.W).toBe(-2 * Number(table.split(',')[club.total]));
  });

  it('VMC chooses its model by an option, so a separate model choice is refused', () => {
    expect(houseRuleProblems(vmc, rulesFor(vmc, { model: 'classical' }))[0]).toMatch(
      /options choose it/,
    );
  });
});

describe('MCR, which counts by its own procedure', () => {
  const HAND = '123m 456m 789m 234p 5p @5p';
  it('a switched-off fan scores nothing and the total drops by its value', () => {
    const published = score(mcr, HAND);
    const { variant } = applyHouseRules(mcr, rulesFor(mcr, { off: ['one-voided-suit'] }));
    const club = score(variant, HAND);
    expect(ids(club)).not.toContain('one-voided-suit');
    expect(club.total).toBe(published.total - 1);
    expect(club.excluded).toContainEqual(
      expect.objectContaining({ id: 'one-voided-suit', by: HOUSE_RULE_BY }),
    );
  });

  it('a revalued fan changes the total, the minimum check and the payments', () => {
    const published = score(mcr, HAND);
    const { variant } = applyHouseRules(mcr, rulesFor(mcr, { values: { 'pure-straight': 24 } }));
    const club = score(variant, HAND);
    expect(club.total).toBe(published.total + 8);
    // MCR: the discarder pays the total + 8, the others 8 each.
    expect(club.payments.W).toBe(-(club.total + 8));
    expect(club.payments.S).toBe(club.total + 24);
  });
});

describe("Vietnamese, counted by the common driver on the club's catalogue", () => {
  const DRAGONS = '[RDRDRD] [GDGDGD] [WDWDWD] 123m 5p @5p';
  it('a switched-off pattern replaces nothing: without Big Three Dragons its three dragon triplets count', () => {
    const published = score(vietnamese, DRAGONS);
    expect(ids(published)).toEqual(['big-three-dragons', 'big-three-dragons-no-jokers']);
    const { variant } = applyHouseRules(
      vietnamese,
      rulesFor(vietnamese, { off: ['big-three-dragons'] }),
    );
    const club = score(variant, DRAGONS);
    expect(club.patterns).toEqual([
      expect.objectContaining({ id: 'dragon-pung', value: 1, count: 3 }),
    ]);
    expect(club.total).toBe(3);
    expect(club.excluded).toContainEqual(
      expect.objectContaining({ id: 'big-three-dragons', by: HOUSE_RULE_BY }),
    );
  });

  it('a bonus is not played when the pattern it tops up is switched off', () => {
    const { variant } = applyHouseRules(vietnamese, rulesFor(vietnamese, { off: ['full-flush'] }));
    const club = score(variant, '123m 456m 789m 234m 5m @5m');
    expect(ids(club)).toEqual(['all-runs']);
  });

  it('a switched-off pattern the hand would not have scored is not listed as excluded', () => {
    const { variant } = applyHouseRules(
      vietnamese,
      rulesFor(vietnamese, { off: ['no-joker-mosquito'] }),
    );
    const club = score(variant, '123m 456p 789s 234m 5p @5p');
    expect(ids(club)).toEqual(['all-runs']);
    expect(club.excluded.map((x) => x.id)).not.toContain('no-joker-mosquito');
  });

  it('with the mosquito hand switched off a patternless hand still wins, pays 1, and names nothing', () => {
    const { variant } = applyHouseRules(vietnamese, rulesFor(vietnamese, { off: ['mosquito'] }));
    const club = score(variant, '123m 456p 78sJ3 222m 5p @5p');
    expect(club.patterns).toEqual([]);
    expect(club.payments).toEqual(score(vietnamese, '123m 456p 78sJ3 222m 5p @5p').payments);
  });

  it('a revalued pattern carries the club value', () => {
    const { variant } = applyHouseRules(
      vietnamese,
      rulesFor(vietnamese, { values: { 'dragon-pung': 2 } }),
    );
    expect(score(variant, '[RDRDRD] 123m 456p 789s 5p @5p').total).toBe(
      score(vietnamese, '[RDRDRD] 123m 456p 789s 5p @5p').total + 1,
    );
  });
});

describe('a winning shape the club does not play', () => {
  const club = (variant: Variant, off: string[]) =>
    applyHouseRules(variant, rulesFor(variant, { off })).variant;
  const refusal = (shape: string) =>
    `not a winning hand under Test Club's rules: they do not play ${shape}`;
  const waitTiles = (variant: Variant, hand: string, context: object = ON_DISCARD) =>
    waitsOf(variant, parseHand(hand), context).map((w) => w.tile);
  const SICHUAN_CTX = { ...ON_DISCARD, missingSuit: 'm' };

  // Hits: a hand whose only reading is the switched-off shape is no win, and the message names the club and the pattern.
  const HITS: [Variant, string, string, string, object?][] = [
    [hongKong, 'seven-pairs', 'Seven Pairs', '1133m 5577p 99s EE RD @RD'],
    [hongKong, 'thirteen-orphans', 'Thirteen Orphans', '19m19p19s ESWN RD GD WD @WD'],
    [vmc, 'seven-pairs', 'Seven Pairs', '1133m 5577p 99s EE RD @RD'],
    [rainbowDragon, 'seven-pairs', 'Seven Pairs', '1133m 5577p 99s EE RD @RD'],
    [rainbowDragon, 'thirteen-orphans', 'Thirteen Orphans', '19m19p19s ESWN RD GD WD @WD'],
    [sichuan, 'seven-pairs', 'Seven Pairs', '11p 33p 55p 77p 22s 44s 9s @9s', SICHUAN_CTX],
    [vietnamese, 'seven-pairs', 'Seven Pairs', '1133m 5577p 99s EE N @N'],
    [vietnamese, 'thirteen-orphans', 'Thirteen Orphans', '19m19p19s ESWN RD GD WD @WD'],
    [mcr, 'seven-pairs', 'Seven Pairs', '1155m 2288p 33s EE N @N'],
    [mcr, 'thirteen-orphans', 'Thirteen Orphans', '19m 19p 19s E S W N RD GD WD @1m'],
    [
      mcr,
      'lesser-honors-and-knitted-tiles',
      'Lesser Honors and Knitted Tiles',
      '147m 258s 36p E S W N RD @GD',
    ],
    [mcr, 'knitted-straight', 'Knitted Straight', '147m 258s 369p 123m 5p @5p'],
  ];
  for (const [variant, id, name, hand, context] of HITS) {
    it(`${variant.shortName}: without ${name}, ${hand} is not a winning hand, and the scorer says why`, () => {
      expect(() => score(variant, hand, context)).not.toThrow();
      expect(() => score(club(variant, [id]), hand, context)).toThrow(refusal(name));
    });
  }

  it('a wait that needs the switched-off shape is not a wait (Hong Kong and Vietnamese seven pairs)', () => {
    expect(waitTiles(hongKong, '1133m 5577p 99s EE RD')).toEqual(['RD']);
    expect(waitTiles(club(hongKong, ['seven-pairs']), '1133m 5577p 99s EE RD')).toEqual([]);
    expect(waitTiles(vietnamese, '1133m 5577p 99s EE N')).toEqual(['N']);
    expect(waitTiles(club(vietnamese, ['seven-pairs']), '1133m 5577p 99s EE N')).toEqual([]);
    // A thirteen-orphans wait survives a club without seven pairs.
    expect(waitTiles(club(hongKong, ['seven-pairs']), '19m19p19s ESWN RD RD GD')).toEqual(['WD']);
  });

  // Misses: what the switched-off shape does not decide.
  it('a seven-pairs hand that also reads as four sets and a pair still wins as sets (MCR: 123 123 456 456 77)', () => {
    const r = score(club(mcr, ['seven-pairs']), '112233m 445566p 7s @7s');
    expect(ids(r)).not.toContain('seven-pairs');
    expect(r.reading.shape).toBe('standard');
  });

  it('nine gates is always four sets and a pair too: without it the hand still wins as a full flush (Hong Kong, Vietnamese)', () => {
    expect(ids(score(club(hongKong, ['nine-gates']), '1112345678999m @5m'))).toContain(
      'full-flush',
    );
    expect(ids(score(club(vietnamese, ['nine-gates']), '1112345678999m @5m'))).toContain(
      'full-flush',
    );
  });

  it('a hand of an ordinary shape is untouched by a switched-off special shape', () => {
    expect(score(club(hongKong, ['seven-pairs', 'thirteen-orphans']), CHOWS).total).toBe(
      score(hongKong, CHOWS).total,
    );
  });

  it('where two patterns name a shape, one played is enough (MCR: seven shifted pairs are seven pairs; greater honours and knitted is lesser with every honour)', () => {
    expect(() => score(club(mcr, ['seven-shifted-pairs']), '1122334455667p @7p')).not.toThrow();
    // Seven shifted pairs are also four chows and a pair, which a club without either still accepts.
    const asSets = ids(
      score(club(mcr, ['seven-pairs', 'seven-shifted-pairs']), '1122334455667p @7p'),
    );
    expect(asSets).toContain('full-flush');
    expect(asSets).not.toContain('seven-pairs');
    expect(() => score(club(mcr, ['seven-pairs']), '1155m 2288p 33s EE N @N')).toThrow(
      refusal('Seven Pairs'),
    );
    expect(
      ids(score(club(mcr, ['lesser-honors-and-knitted-tiles']), '147m 25s 36p E S W N RD GD @WD')),
    ).toEqual(['greater-honors-and-knitted-tiles']);
    expect(() =>
      score(club(mcr, ['greater-honors-and-knitted-tiles']), '147m 258s 36p E S W N RD @GD'),
    ).not.toThrow();
  });

  it('a club without a name is "the club" in the message', () => {
    const { variant } = applyHouseRules(hongKong, {
      ...emptyHouseRules(hongKong),
      off: ['seven-pairs'],
    });
    expect(() => score(variant, '1133m 5577p 99s EE RD @RD')).toThrow(
      "not a winning hand under the club's rules: they do not play Seven Pairs",
    );
  });

  // Scores every example of the variant: a few seconds on a busy machine, hence the longer limit.
  it.each(VARIANTS.map((v) => [v.name, v] as const))(
    '%s: every special shape a catalogue example wins with is named by a pattern, so a club can switch it off (nine gates aside: it is always sets too)',
    (_, variant) => {
      const named = new Set(variant.patterns.flatMap((p) => p.shapes ?? []));
      for (const p of variant.patterns) {
        for (const ex of p.examples) {
          if (ex.total === null) continue;
          const shape = scoreHand(variant, parseHand(ex.hand), ex.context ?? ON_DISCARD, ex.options)
            .reading.shape;
          if (shape !== 'standard' && shape !== 'nine-gates')
            expect(named.has(shape), `${variant.id} ${p.id}: ${ex.hand} reads as ${shape}`).toBe(
              true,
            );
        }
      }
    },
    30_000,
  );
});

describe('validation', () => {
  it('names the unknown pattern, the value out of range and the bad option', () => {
    const problems = houseRuleProblems(
      hongKong,
      rulesFor(hongKong, {
        off: ['no-such-pattern'],
        values: { 'all-chows': 14, 'no-such-fan': 2, 'half-flush': 2.5 },
        options: { cap: 20 },
      }),
    );
    expect(problems).toContain('Hong Kong has no pattern "no-such-pattern" to switch off');
    expect(problems).toContain('Hong Kong has no pattern "no-such-fan" to revalue');
    expect(
      problems.some((p) =>
        p.startsWith('All Chows: the club value 14 is out of range; it must be from 1 to 13 faan'),
      ),
    ).toBe(true);
    expect(problems).toContain('Half Flush: the club value must be a whole number (got 2.5)');
    expect(
      problems.some((p) =>
        /the table rule “Faan cap \(limit\)” is 20; it cannot be above 13/.test(p),
      ),
    ).toBe(true);
  });

  it('refuses a value of 0 and points to switching off instead', () => {
    expect(() =>
      checkHouseRules(hongKong, rulesFor(hongKong, { values: { 'all-chows': 0 } })),
    ).toThrow(/switch the pattern off/);
  });

  it('refuses a minimum above the cap, as the variant does', () => {
    expect(() =>
      applyHouseRules(hongKong, rulesFor(hongKong, { options: { minimum: 9, cap: 8 } })),
    ).toThrow(/minimum \(9\) cannot be above the cap \(8\)/);
  });

  it('refuses a payout table with a gap, naming the value', () => {
    expect(
      houseRuleProblems(vmc, rulesFor(vmc, { options: { modernTable: '1,2,,4' } }))[0],
    ).toMatch(/gap at 2 faan/);
  });

  it('refuses an unknown settlement model, listing the models', () => {
    expect(houseRuleProblems(hongKong, rulesFor(hongKong, { model: 'generous' }))[0]).toMatch(
      /no settlement model "generous"; its models are “Hong Kong: 2 to the faan, the discarder pays three”, “Half-spicy \(半辣上\), half responsibility”, “Full-spicy \(全辣\), half responsibility”/,
    );
  });
});
