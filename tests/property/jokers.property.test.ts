/**
 * Property tests for hands holding Vietnamese jokers (src/variants/vietnamese/hand/jokers.ts, src/engine/wild-*.ts): random winning
 * hands with 0–3 of their tiles swapped for jokers that may stand for them, in random sets
 * (160 to 184 tiles, with or without the Nhị Khẩu joker).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { addCount, countAt } from '../../src/engine/counts';
import {
  isStandardComplete,
  sevenPairsShape,
  thirteenOrphansShape,
} from '../../src/engine/decompose';
import { HandError, isHandError } from '../../src/engine/errors';
import type { Hand, Meld } from '../../src/engine/hand';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import {
  PLAYING_CODES,
  TILE_KINDS,
  type TileSet,
  tileCode,
  tileIndex,
} from '../../src/engine/tiles';
import { readingKey } from '../../src/engine/wilds';
import {
  type JokerReading,
  jokerReadings,
  jokerWaits,
  standingOf,
  validateJokerHand,
} from '../../src/variants/vietnamese/hand/jokers';
import {
  FLOWER_JOKER,
  type HonourJokerOption,
  isJokerCode,
  JOKER_CODES,
  type JokerCode,
  type JokerCopies,
  jokersInSet,
  vietnameseTileSet,
} from '../../src/variants/vietnamese/tiles';
import {
  DEFAULT_JOKER_RULES,
  JOKERS,
  jokerCovers,
} from '../../src/variants/vietnamese/tiles/jokers';
import { winningHand } from './arbitraries';

const RULES = DEFAULT_JOKER_RULES;

const setOptions = fc.record({
  jokerCopies: fc.constantFrom<JokerCopies>(1, 2, 3, 4),
  honourJoker: fc.constantFrom<HonourJokerOption>(
    'none',
    'replaces-wind-joker',
    'replaces-dragon-joker',
  ),
});

/** Where a joker may replace a real tile: a standing tile, or one tile of a called chow or pung. */
type Slot = { where: 'concealed'; index: number } | { where: 'meld'; meld: number; index: number };

function slotsOf(hand: Hand): Slot[] {
  const slots: Slot[] = hand.concealed.map((_, index) => ({ where: 'concealed', index }));
  hand.melds.forEach((m, meld) => {
    // Never a kong; a called meld holds at most one joker under the default rules.
    if (m.kind !== 'kong')
      for (let index = 0; index < 3; index++) slots.push({ where: 'meld', meld, index });
  });
  return slots;
}

/**
 * Swaps up to three tiles of `hand` for jokers of `set` that may stand for them (picks are
 * indices into the slots and into the jokers covering each tile). Skips a swap the set or the
 * rules forbid: no more copies of a joker than the set holds, one joker per called meld.
 */
function withJokers(
  hand: Hand,
  set: TileSet,
  picks: { slot: number; joker: number }[],
  perMeld = 1,
): Hand {
  const concealed = [...hand.concealed];
  const melds: Meld[] = hand.melds.map((m) => ({ ...m, tiles: [...m.tiles] }));
  const slots = slotsOf(hand);
  const used = new Map<string, number>();
  const jokeredMelds = new Map<number, number>();
  const inSet = JOKER_CODES.filter((j) => j !== FLOWER_JOKER && (set.copies[j] ?? 0) > 0);
  for (const p of picks) {
    if (!slots.length) break;
    const slot = slots[p.slot % slots.length]!;
    const tiles = slot.where === 'concealed' ? concealed : melds[slot.meld]!.tiles;
    const tile = tiles[slot.index]!;
    if (isJokerCode(tile)) continue;
    if (slot.where === 'meld' && (jokeredMelds.get(slot.meld) ?? 0) >= perMeld) continue;
    const fits = inSet.filter(
      (j) => jokerCovers(j, tileIndex(tile)) && (used.get(j) ?? 0) < (set.copies[j] ?? 0),
    );
    if (!fits.length) continue;
    const j = fits[p.joker % fits.length]!;
    used.set(j, (used.get(j) ?? 0) + 1);
    tiles[slot.index] = j;
    if (slot.where === 'meld') jokeredMelds.set(slot.meld, (jokeredMelds.get(slot.meld) ?? 0) + 1);
  }
  return { ...hand, concealed, melds };
}

const jokerPicks = fc.array(fc.record({ slot: fc.nat(), joker: fc.nat() }), {
  minLength: 0,
  maxLength: 3,
});

/** A Vietnamese winning hand with 0–3 jokers, and the set it is played with. */
const jokerWinningHand = fc
  .record({ hand: winningHand, options: setOptions, picks: jokerPicks })
  .map(({ hand, options, picks }) => {
    const set = vietnameseTileSet(options);
    return { set, hand: withJokers(hand, set, picks) };
  });

/** A 13-tile hand: a winning hand with jokers, less its winning tile (often ready), or random tiles with jokers. */
const jokerWaitingHand = fc.oneof(
  jokerWinningHand.map(({ set, hand: { winningTile: _w, ...rest } }) => ({
    set,
    hand: rest as Hand,
  })),
  fc
    .record({
      options: setOptions,
      real: fc.array(fc.constantFrom(...PLAYING_CODES), { minLength: 10, maxLength: 13 }),
      jokers: fc.array(fc.constantFrom(...JOKER_CODES.filter((j) => j !== FLOWER_JOKER)), {
        maxLength: 3,
      }),
    })
    .map(({ options, real, jokers }) => {
      const set = vietnameseTileSet(options);
      const held = jokers.filter(
        (j, k) => jokers.slice(0, k).filter((x) => x === j).length < (set.copies[j] ?? 0),
      );
      return {
        set,
        hand: {
          concealed: [...real.slice(0, 13 - held.length), ...held],
          melds: [],
          bonus: [],
        } as Hand,
      };
    })
    .filter(
      ({ hand }) =>
        hand.concealed.length === 13 &&
        PLAYING_CODES.every((c) => hand.concealed.filter((t) => t === c).length <= 4),
    ),
);

const jokersHeld = (hand: Hand) =>
  [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)].filter(isJokerCode).sort();

/** The real tiles a reading's groups stand for, less what its jokers stood for. */
function realTilesOf(r: JokerReading): string[] {
  const tiles: number[] = [];
  for (const g of r.groups) {
    const n = g.kind === 'chow' ? 0 : g.kind === 'pair' ? 2 : g.kind === 'pung' ? 3 : 4;
    if (g.kind === 'chow') tiles.push(g.tile, g.tile + 1, g.tile + 2);
    else for (let k = 0; k < n; k++) tiles.push(g.tile);
    for (const u of g.wilds) tiles.splice(tiles.lastIndexOf(u.standsFor), 1);
  }
  return tiles.map(tileCode).sort();
}

const shuffle = <T>(xs: readonly T[], seed: number): T[] => {
  const out = [...xs];
  for (let i = out.length - 1; i > 0; i--) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    const j = seed % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
};

vi.setConfig({ testTimeout: 60_000 });

describe('joker hands: notation (property)', () => {
  // Up to two jokers per called meld here, so a chow such as [chow:5pJ2J2] needs its marker.
  const loose = { ...RULES, maxJokersPerCalledMeld: 2 };
  const handWithBanked = fc
    .record({
      hand: winningHand,
      options: setOptions,
      picks: jokerPicks,
      banked: fc.subarray([...JOKER_CODES]),
    })
    .map(({ hand, options, picks, banked }) => {
      const set = vietnameseTileSet(options);
      const withWild = withJokers(hand, set, picks, 2);
      const held = (j: string) =>
        [...withWild.concealed, ...withWild.melds.flatMap((m) => m.tiles)].filter((t) => t === j)
          .length;
      const bonus = [...withWild.bonus, ...banked.filter((j) => held(j) < (set.copies[j] ?? 0))];
      return { set, hand: { ...withWild, bonus } };
    });

  it('format then parse gives the same hand back, for any valid hand with jokers (standing, in called melds, banked)', () => {
    fc.assert(
      fc.property(handWithBanked, ({ set, hand }) => {
        const normal = validateJokerHand(hand, set, loose, { complete: true });
        const text = formatHand(normal);
        expect(validateJokerHand(parseHand(text), set, loose, { complete: true }), text).toEqual(
          normal,
        );
        expect(formatHand(parseHand(text))).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('any string of joker, flower and meld notation either parses or fails with a HandError', () => {
    const token = fc.constantFrom(
      ...'123456789mps ESWNRDGDWD[]{}@+^'.split(''),
      ...JOKER_CODES,
      'K1',
      'Q4',
      'F2',
      'chow:',
      'J',
      'J0',
      'J10',
    );
    fc.assert(
      fc.property(
        fc.array(token, { maxLength: 30 }).map((a) => a.join('')),
        (text) => {
          try {
            parseHand(text);
          } catch (e) {
            expect(e, text).toBeInstanceOf(HandError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('joker hands: readings (property)', () => {
  it("a winning hand with jokers swapped in still wins, and every substitution of every reading is within its joker's domain, never in a kong", () => {
    fc.assert(
      fc.property(jokerWinningHand, ({ set, hand }) => {
        const valid = validateJokerHand(hand, set, RULES, { complete: true });
        const readings = jokerReadings(valid, false);
        expect(readings.length).toBeGreaterThan(0);
        const held = jokersHeld(valid);
        const real = [
          ...valid.concealed,
          valid.winningTile!,
          ...valid.melds.flatMap((m) => m.tiles),
        ]
          .filter((t) => !isJokerCode(t))
          .sort();
        for (const r of readings) {
          for (const u of r.wilds)
            expect(
              JOKERS[u.wild as JokerCode].domain.includes(u.standsFor),
              `${u.wild} as ${tileCode(u.standsFor)}`,
            ).toBe(true);
          for (const g of r.groups) if (g.kind === 'kong') expect(g.wilds).toEqual([]);
          // Every joker of the hand is used once, and the groups hold exactly the hand's real tiles.
          expect(r.wilds.map((u) => u.wild).sort()).toEqual(held);
          if (r.shape !== 'thirteen-orphans') expect(realTilesOf(r)).toEqual(real);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('readings and waits do not depend on the order of the tiles or of the melds', () => {
    fc.assert(
      fc.property(jokerWinningHand, fc.nat(), ({ set, hand }, seed) => {
        const shuffled: Hand = {
          ...hand,
          concealed: shuffle(hand.concealed, seed),
          melds: shuffle(hand.melds, seed + 1).map((m) => ({
            ...m,
            tiles: shuffle(m.tiles, seed + 2),
          })),
        };
        const keys = (h: Hand) =>
          jokerReadings(validateJokerHand(h, set, RULES, { complete: true }), true)
            .map(
              (r) =>
                `${r.shape}:${readingKey(r.groups)}:${r.wilds
                  .map((u) => `${u.wild}@${u.standsFor}`)
                  .sort()
                  .join(',')}`,
            )
            .sort();
        expect(keys(shuffled)).toEqual(keys(hand));
        const { winningTile: _a, ...waiting } = hand;
        const { winningTile: _b, ...waitingShuffled } = shuffled;
        expect(jokerWaits(waitingShuffled, set)).toEqual(jokerWaits(waiting, set));
      }),
      { numRuns: 150 },
    );
  });
});

/**
 * The reference for waits: every real tile the set has left, and every assignment of a tile
 * from its domain to each standing joker, checked with the plain (joker-free) shapes. The four
 * extra tiles (the wait and up to three stand-ins) are memoised as a multiset.
 */
function bruteWaits(hand: Hand, set: TileSet): string[] {
  const { real, jokers } = standingOf(hand);
  const held = real.slice();
  for (const m of hand.melds)
    for (const t of m.tiles) if (!isJokerCode(t)) addCount(held, tileIndex(t), 1);
  const declared = hand.melds.length;
  const sevenPairs = sevenPairsShape(false);
  const memo = new Map<string, boolean>();
  const complete = (extra: number[]): boolean => {
    const key = [...extra].sort((a, b) => a - b).join(',');
    const known = memo.get(key);
    if (known !== undefined) return known;
    const c = real.slice();
    for (const t of extra) addCount(c, t, 1);
    const ok =
      isStandardComplete(c.slice(), 4 - declared) ||
      (declared === 0 && (sevenPairs.completes(c, 0) || thirteenOrphansShape.completes(c, 0)));
    memo.set(key, ok);
    return ok;
  };
  const anySubstitution = (k: number, extra: number[]): boolean => {
    const joker = jokers[k];
    if (joker === undefined) return complete(extra);
    for (const t of JOKERS[joker].domain) {
      extra.push(t);
      const ok = anySubstitution(k + 1, extra);
      extra.pop();
      if (ok) return true;
    }
    return false;
  };
  const out: string[] = [];
  for (let t = 0; t < TILE_KINDS; t++) {
    if (countAt(held, t) >= (set.copies[tileCode(t)] ?? 0)) continue;
    if (anySubstitution(0, [t])) out.push(tileCode(t));
  }
  return out;
}

describe('joker hands: waits (property)', () => {
  it('the waits of a 13-tile hand with 0–3 jokers equal a brute-force check of every tile and every substitution', () => {
    fc.assert(
      fc.property(jokerWaitingHand, ({ set, hand }) => {
        expect(jokerWaits(hand, set)).toEqual(
          bruteWaits(validateJokerHand(hand, set, RULES, { complete: false }), set),
        );
      }),
      { numRuns: 120 },
    );
  });
});

describe('joker hands: validation (property)', () => {
  it('more copies of a joker than the set holds is always refused, naming the joker; exactly as many is accepted', () => {
    const jokerCount = fc.integer({ min: 0, max: 2 });
    fc.assert(
      fc.property(
        setOptions,
        fc.constantFrom(...JOKER_CODES),
        jokerCount,
        fc.array(fc.constantFrom(...PLAYING_CODES), { minLength: 13, maxLength: 13 }),
        (options, j, over, fill) => {
          const set = vietnameseTileSet(options);
          const copies = set.copies[j] ?? 0;
          const place = (n: number): Hand => {
            const wild = Array<JokerCode>(n).fill(j);
            const standing = j === FLOWER_JOKER ? [] : wild;
            const concealed = [...fill.slice(0, 13 - standing.length), ...standing];
            return { concealed, melds: [], bonus: j === FLOWER_JOKER ? wild : [] };
          };
          const realOk = (h: Hand) =>
            PLAYING_CODES.every((c) => h.concealed.filter((t) => t === c).length <= 4);
          const tooMany = place(copies + 1 + over);
          if (realOk(tooMany)) {
            let error: unknown = null;
            try {
              validateJokerHand(tooMany, set, RULES, { complete: false });
            } catch (e) {
              error = e;
            }
            expect(isHandError(error) && error.code, String(error)).toBe('too-many-jokers');
            expect((error as Error).message).toContain(j);
          }
          if (copies > 0 && realOk(place(copies))) {
            expect(() =>
              validateJokerHand(place(copies), set, RULES, { complete: false }),
            ).not.toThrow();
          }
          // The set holds exactly the jokers its options say.
          expect(copies > 0).toBe(jokersInSet(options).includes(j));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('a joker in a declared kong is always refused', () => {
    fc.assert(
      fc.property(
        jokerWinningHand,
        fc.constantFrom(...JOKER_CODES.filter((j) => j !== FLOWER_JOKER)),
        fc.nat(),
        fc.boolean(),
        ({ set, hand }, j, at, exposed) => {
          const code = hand.winningTile!;
          const kong: Meld = {
            kind: 'kong',
            tiles: Array.from({ length: 4 }, (_, k) => (k === at % 4 ? j : code)),
            exposed,
          };
          const withKong: Hand = { ...hand, melds: [...hand.melds.slice(1), kong] };
          let error: unknown = null;
          try {
            validateJokerHand(withKong, set, RULES, { complete: true });
          } catch (e) {
            error = e;
          }
          expect(isHandError(error) && error.code, String(error)).toBe('joker-in-kong');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('random lists of Vietnamese codes and junk never crash validation or the waits, only raise typed errors', () => {
    const code = fc.oneof(
      fc.constantFrom(...PLAYING_CODES, ...JOKER_CODES, 'F1', 'S4', 'K1', 'Q3'),
      fc.string({ maxLength: 3 }),
    );
    const meld = fc.record({
      kind: fc.constantFrom('chow', 'pung', 'kong', 'pair'),
      tiles: fc.array(code, { maxLength: 5 }),
      exposed: fc.boolean(),
    });
    fc.assert(
      fc.property(
        setOptions,
        fc.array(code, { maxLength: 15 }),
        fc.array(meld, { maxLength: 2 }),
        fc.array(code, { maxLength: 3 }),
        fc.option(code),
        (options, concealed, melds, bonus, win) => {
          const set = vietnameseTileSet(options);
          const hand = {
            concealed,
            melds,
            bonus,
            ...(win === null ? {} : { winningTile: win }),
          } as Hand;
          for (const run of [
            () => jokerReadings(validateJokerHand(hand, set, RULES, { complete: true }), false),
            () => jokerWaits(hand, set),
          ]) {
            try {
              run();
            } catch (e) {
              expect(isHandError(e), String(e)).toBe(true);
            }
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});
