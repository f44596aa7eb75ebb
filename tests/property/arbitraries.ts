/** fast-check generators of hands: random winning hands, and waiting hands made from them. */
import fc from 'fast-check';
import type { Hand, Meld } from '../../src/engine/hand';
import { PLAYING_CODES } from '../../src/engine/tiles';

const SUITS = ['m', 'p', 's'] as const;

const chow = fc
  .record({ suit: fc.constantFrom(...SUITS), start: fc.integer({ min: 1, max: 7 }) })
  .map(({ suit, start }) => [0, 1, 2].map((d) => `${start + d}${suit}`));
const pung = fc.constantFrom(...PLAYING_CODES).map((c) => [c, c, c]);
const kong = fc.constantFrom(...PLAYING_CODES).map((c) => [c, c, c, c]);

const set = fc.record({
  tiles: fc.oneof(
    { arbitrary: chow, weight: 3 },
    { arbitrary: pung, weight: 2 },
    { arbitrary: kong, weight: 1 },
  ),
  exposed: fc.boolean(),
});

const copiesOk = (tiles: string[]) => {
  const n = new Map<string, number>();
  for (const t of tiles) n.set(t, (n.get(t) ?? 0) + 1);
  return [...n.values()].every((k) => k <= 4);
};

/** A winning hand in the standard shape: four sets (some declared) and a pair. */
export const winningHand: fc.Arbitrary<Hand> = fc
  .record({
    sets: fc.array(set, { minLength: 4, maxLength: 4 }),
    pair: fc.constantFrom(...PLAYING_CODES),
    win: fc.nat(),
    bonus: fc.subarray(['F1', 'F2', 'F3', 'F4', 'S1', 'S2', 'S3', 'S4']),
  })
  .filter(({ sets, pair }) => copiesOk([...sets.flatMap((s) => s.tiles), pair, pair]))
  .map(({ sets, pair, win, bonus }) => {
    const concealed: string[] = [pair, pair];
    const melds: Meld[] = [];
    for (const s of sets) {
      if (s.tiles.length === 4) melds.push({ kind: 'kong', tiles: s.tiles, exposed: s.exposed });
      else if (s.exposed)
        melds.push({
          kind: s.tiles[0] === s.tiles[1] ? 'pung' : 'chow',
          tiles: s.tiles,
          exposed: true,
        });
      else concealed.push(...s.tiles);
    }
    const [winningTile] = concealed.splice(win % concealed.length, 1);
    return { concealed, melds, winningTile, bonus };
  });

/** A 13-tile hand: a winning hand less its winning tile (often ready), or random tiles (rarely ready). */
export const waitingHand: fc.Arbitrary<Hand> = fc.oneof(
  winningHand.map(({ winningTile: _w, ...rest }) => rest),
  fc
    .array(fc.constantFrom(...PLAYING_CODES), { minLength: 13, maxLength: 13 })
    .filter(copiesOk)
    .map((concealed) => ({ concealed, melds: [], bonus: [] })),
);
