/**
 * The hand builder with the Vietnamese tap rules (src/variants/vietnamese/hand/tap-rules.ts): the
 * palette grows the emperor, empress and joker rows only for sets that hold them; taps send
 * flower tiles and the flower joker to the bonus tiles, other jokers wherever the reader is
 * building unless banked; joker melds are checked by the engine's joker rules.
 */
import { describe, expect, it } from 'vitest';
import {
  emptyHand,
  finishMeld,
  pungOrChow,
  tapTile,
  writeNotation,
} from '../../src/components/hand-builder/model';
import { SHARED_ROWS, tilesFor } from '../../src/components/hand-builder/tiles';
import { ENGLISH } from '../../src/components/hand-builder/words';
import { meldCheckOf } from '../../src/engine/hand';
import { applyHouseRules, emptyHouseRules } from '../../src/engine/house-rules';
import { parseHand } from '../../src/engine/notation';
import { CHINESE_144 } from '../../src/engine/tiles';
import type { Variant } from '../../src/engine/variant';
import { hongKong } from '../../src/variants/hong-kong';
import { vietnamese as viet } from '../../src/variants/vietnamese';
import { readJokerMeld } from '../../src/variants/vietnamese/hand/jokers';
import { vietnameseHeader } from '../../src/variants/vietnamese/header';
import { DEFAULT_JOKER_RULES } from '../../src/variants/vietnamese/tiles/jokers';

describe('palette rows', () => {
  it('a variant without tap rules gets only the five shared rows and the four shared targets', () => {
    expect(tilesFor(hongKong, {}).rows).toEqual(SHARED_ROWS);
    expect(tilesFor(hongKong, {}).targets.map((t) => t.id)).toEqual([
      'standing',
      'meld',
      'kong',
      'win',
    ]);
    expect(SHARED_ROWS.map((r) => r.label)).toEqual([
      'Characters',
      'Dots',
      'Bamboo',
      'Winds and dragons',
      'Flowers and seasons (always bonus tiles)',
    ]);
  });

  it('the classic 160-tile set adds the emperors and empresses and its eight jokers, not the ninth', () => {
    const { rows, targets } = tilesFor(viet, {});
    expect(rows.map((r) => r.label).slice(5)).toEqual([
      'Emperors and empresses (always bonus tiles)',
      'Jokers',
    ]);
    expect(rows[5]!.codes).toEqual(['K1', 'K2', 'K3', 'K4', 'Q1', 'Q2', 'Q3', 'Q4']);
    expect(rows[6]!.codes).toEqual(['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8']);
    expect(rows.flatMap((r) => r.codes)).toHaveLength(34 + 16 + 8);
    expect(targets.map((t) => t.id)).toContain('bank');
  });

  it('a set with the honour joker replacing the wind joker shows Nhị Khẩu instead of Hỉ', () => {
    const codes = tilesFor(viet, { jokerCopies: '2', honourJoker: 'replaces-wind-joker' }).rows.at(
      -1,
    )!.codes;
    expect(codes).toContain('J9');
    expect(codes).not.toContain('J6');
  });
});

describe('tapping Vietnamese tiles', () => {
  it('emperors, empresses and the flower joker always go among the bonus tiles', () => {
    for (const code of ['K2', 'Q4', 'J5']) {
      const edit = tapTile(viet, emptyHand(), [], 'standing', code);
      expect(edit.hand.bonus).toEqual([code]);
      expect(edit.hand.concealed).toEqual([]);
    }
  });

  it('with the winning-tile target a flower tile becomes the winning tile (a win on a discarded flower), but never the flower joker', () => {
    expect(tapTile(viet, emptyHand(), [], 'win', 'F2').hand.winningTile).toBe('F2');
    expect(tapTile(viet, emptyHand(), [], 'win', 'J5').hand).toMatchObject({ bonus: ['J5'] });
    expect(
      tapTile({ tileSet: CHINESE_144 } as Variant, emptyHand(), [], 'win', 'F2').hand,
    ).toMatchObject({ bonus: ['F2'] });
  });

  it('a wild joker stands in the hand, unless the reader banks it', () => {
    expect(tapTile(viet, emptyHand(), [], 'standing', 'J2').hand.concealed).toEqual(['J2']);
    const banked = tapTile(viet, emptyHand(), [], 'bank', 'J2');
    expect(banked.hand.bonus).toEqual(['J2']);
    expect(banked.message).toMatch(/banked/);
  });

  it('banking a playing tile is refused with a reason', () => {
    const edit = tapTile(viet, emptyHand(), [], 'bank', '5p');
    expect(edit.hand.bonus).toEqual([]);
    expect(edit.message).toMatch(/Only jokers are banked/);
  });

  it('a joker cannot make a concealed kong', () => {
    const edit = tapTile(viet, emptyHand(), [], 'kong', 'J1');
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toMatch(/four real tiles/);
  });

  it('the set has one of each joker, so a second tap of the same joker is refused', () => {
    const once = tapTile(viet, emptyHand(), [], 'standing', 'J1');
    const twice = tapTile(viet, once.hand, [], 'standing', 'J1');
    expect(twice.hand.concealed).toEqual(['J1']);
    expect(twice.message).toMatch(/only one/);
  });
});

describe('exposed melds with a joker (checked by the joker rules the Vietnamese island passes in)', () => {
  const check = (m: Parameters<typeof readJokerMeld>[0]) => readJokerMeld(m);
  it('two 5 Dots and the dots joker are a pung; 4 and 5 Dots with it a chow', () => {
    expect(finishMeld(emptyHand(), ['5p', '5p', 'J2'], check).hand.melds[0]).toMatchObject({
      kind: 'pung',
      exposed: true,
    });
    expect(finishMeld(emptyHand(), ['4p', '5p', 'J2'], check).hand.melds[0]).toMatchObject({
      kind: 'chow',
      exposed: true,
    });
  });

  it('a fourth tapped tile with a joker makes no kong: a quad is four real tiles', () => {
    let edit = { hand: emptyHand(), pending: [] as string[], message: null as string | null };
    for (const t of ['5p', '5p', '5p', 'J2'])
      edit = tapTile(viet, edit.hand, edit.pending, 'meld', t, check);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toMatch(/quad|kong/i);
  });

  it('a joker outside its domain is refused by the engine, naming the joker', () => {
    const edit = finishMeld(emptyHand(), ['5p', '5p', 'J3'], check);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toMatch(/J3/);
  });
});

describe('a called chow with one real tile and two jokers, built by taps', () => {
  // The Vietnamese default: no limit on jokers in a called meld (the engine's own default is RA-cur's one).
  const check = (m: Parameters<typeof readJokerMeld>[0]) =>
    readJokerMeld(m, { ...DEFAULT_JOKER_RULES, maxJokersPerCalledMeld: 3 });

  it('only one real numbered tile with two jokers offers the choice of pung or chow', () => {
    expect(pungOrChow(['5p', 'J2', 'J8'])).toBe(true);
    expect(pungOrChow(['J2', '5p', 'J8'])).toBe(true);
    // Two real tiles already say the kind; an honour cannot run; a meld of two or four tiles is no chow.
    expect(pungOrChow(['5p', '5p', 'J2'])).toBe(false);
    expect(pungOrChow(['4p', '5p', 'J2'])).toBe(false);
    expect(pungOrChow(['E', 'J6', 'J1'])).toBe(false);
    expect(pungOrChow(['5p', 'J2'])).toBe(false);
    expect(pungOrChow(['5p', 'J2', 'J8', 'J1'])).toBe(false);
  });

  it('finished as a chow it is a run, written [chow:…] so the notation reads it back as a chow', () => {
    const edit = finishMeld(emptyHand(), ['5p', 'J2', 'J8'], check, true);
    expect(edit.hand.melds[0]).toMatchObject({ kind: 'chow', exposed: true });
    expect(edit.message).toMatch(/^Chow of /);
    const written = writeNotation(edit.hand);
    expect(written).toContain('[chow:');
    expect(parseHand(written).melds[0]!.kind).toBe('chow');
  });

  it('finished the plain way the same tiles stay a pung', () => {
    expect(finishMeld(emptyHand(), ['5p', 'J2', 'J8'], check).hand.melds[0]).toMatchObject({
      kind: 'pung',
    });
  });

  it("a joker that cannot stand for the run's other tiles is refused, naming it", () => {
    // J3 stands for bamboo only: no run of 5 Dots holds a bamboo tile.
    const edit = finishMeld(emptyHand(), ['5p', 'J3', 'J2'], check, true);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.pending).toEqual(['5p', 'J3', 'J2']);
    expect(edit.message).toMatch(/J3.*bamboo/);
  });

  it('under the at-most-one-joker table rule the chow is refused with that rule named', () => {
    const edit = finishMeld(emptyHand(), ['5p', 'J2', 'J8'], (m) => readJokerMeld(m), true);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toMatch(/at most 1/);
  });

  it('the choice is ignored for tiles that make only one kind', () => {
    expect(finishMeld(emptyHand(), ['5p', '5p', 'J2'], check, true).hand.melds[0]).toMatchObject({
      kind: 'pung',
    });
  });
});

describe('the tap rules travel with the variant', () => {
  it('a Vietnamese club page offers the set the club chose: four copies of each joker in the palette', () => {
    const house = applyHouseRules(viet, {
      ...emptyHouseRules(viet),
      options: { jokerCopies: '4' },
    });
    const tiles = tilesFor(house.variant, {});
    expect(tiles.variant.tileSet.copies.J1).toBe(4);
    let hand = emptyHand();
    for (let i = 0; i < 4; i++) hand = tapTile(tiles.variant, hand, [], 'bank', 'J1').hand;
    expect(hand.bonus).toEqual(['J1', 'J1', 'J1', 'J1']);
  });

  it("a club's joker rules reach the meld check: a club that allows two jokers in a called meld", () => {
    const base = tilesFor(viet, {}, undefined, viet.meldCheck);
    expect(finishMeld(emptyHand(), ['5p', 'J2', 'J8'], base.check).hand.melds).toHaveLength(1);
    const house = applyHouseRules(viet, {
      ...emptyHouseRules(viet),
      options: { maxJokersPerCalledMeld: '1' },
    });
    const tiles = tilesFor(house.variant, {}, undefined, house.variant.meldCheck);
    const edit = finishMeld(emptyHand(), ['5p', 'J2', 'J8'], tiles.check);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toMatch(/joker/i);
  });

  it('a table option the engine refuses leaves the classic set and refuses a joker meld with that option named', () => {
    const tiles = tilesFor(viet, { jokerCopies: '7' }, undefined, viet.meldCheck);
    expect(tiles.variant.tileSet).toBe(viet.tileSet);
    expect(finishMeld(emptyHand(), ['5p', '5p', 'J2'], tiles.check).message).toMatch(/7/);
  });
});

describe('the joker meld check arrives with the scoring part', () => {
  // The scorer takes taps with the header, which carries no joker rules (vietnameseHeader.meldCheck
  // does not exist: the check is the full variant's).
  const early = tilesFor(vietnameseHeader, {});

  it('before it arrives, a tapped meld holding a joker waits for it: nothing is added, the tiles stay', () => {
    expect(early.check).toBeNull();
    const edit = finishMeld(emptyHand(), ['5p', '5p', 'J2'], early.check);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.pending).toEqual(['5p', '5p', 'J2']);
    expect(edit.message).toBe(ENGLISH('tap.meldChecking'));
  });

  it('before it arrives, a meld of real tiles waits for it too', () => {
    const edit = finishMeld(emptyHand(), ['6s', '4s', '5s'], early.check);
    expect(edit.hand.melds).toEqual([]);
    expect(edit.message).toBe(ENGLISH('tap.meldChecking'));
  });

  it('once it has arrived, a meld of real tiles takes the shared check: added, or refused by it', () => {
    const { check } = tilesFor(vietnameseHeader, {}, undefined, meldCheckOf(viet));
    const meld = finishMeld(emptyHand(), ['6s', '4s', '5s'], check).hand.melds[0];
    expect(meld).toMatchObject({ kind: 'chow', exposed: true });
    expect([...(meld?.tiles ?? [])].sort()).toEqual(['4s', '5s', '6s']);
    expect(finishMeld(emptyHand(), ['E', 'S', 'W'], check).message).toMatch(/chow/i);
  });

  it('once it has arrived, the same joker meld is read by the joker rules', () => {
    const tiles = tilesFor(vietnameseHeader, {}, undefined, viet.meldCheck);
    expect(finishMeld(emptyHand(), ['5p', '5p', 'J2'], tiles.check).hand.melds[0]).toMatchObject({
      kind: 'pung',
      exposed: true,
    });
  });
});
