/**
 * Test helpers for hands with Vietnamese jokers: a tiny token reader ("123m 55p E E J1") and a
 * brute-force reference that tries every substitution of every joker over its whole domain.
 */
import { addCount, countAt } from '../../../src/engine/counts';
import {
  isStandardComplete,
  sevenPairsShape,
  splitStanding,
  thirteenOrphansShape,
} from '../../../src/engine/decompose';
import type { Hand } from '../../../src/engine/hand';
import { TILE_KINDS, tileCode, tileIndex } from '../../../src/engine/tiles';
import type { JokerCode } from '../../../src/variants/vietnamese/tiles';
import { JOKERS } from '../../../src/variants/vietnamese/tiles/jokers';

/** "123m 55p E E J1 J8" → codes; digit runs expand, other tokens are codes. */
export function codes(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((tok) => {
      const run = /^(\d+)([mps])$/.exec(tok);
      return run ? [...(run[1] ?? '')].map((d) => `${d}${run[2]}`) : [tok];
    });
}

export const isJoker = (c: string) => /^J\d$/.test(c);

/** Real tiles as counts and the jokers, from a token string. */
export function split(text: string): { real: number[]; jokers: JokerCode[] } {
  const real = new Array<number>(TILE_KINDS).fill(0);
  const jokers: JokerCode[] = [];
  for (const c of codes(text)) {
    if (isJoker(c)) jokers.push(c as JokerCode);
    else addCount(real, tileIndex(c), 1);
  }
  return { real, jokers };
}

export const waitingHand = (text: string, melds: Hand['melds'] = []): Hand => ({
  concealed: codes(text),
  melds,
  bonus: [],
});

/** Every assignment of a tile from its domain to each joker (the naive 34^k product). */
export function* substitutions(jokers: readonly JokerCode[]): Generator<number[]> {
  const pick: number[] = [];
  function* go(k: number): Generator<number[]> {
    const joker = jokers[k];
    if (joker === undefined) {
      yield pick.slice();
      return;
    }
    for (const t of JOKERS[joker].domain) {
      pick.push(t);
      yield* go(k + 1);
      pick.pop();
    }
  }
  yield* go(0);
}

/**
 * Brute force: does some substitution make the tiles complete? With `jokersInPair` false the
 * pair must be two real tiles, so it is taken out before substituting.
 */
export function bruteCompletes(
  real: readonly number[],
  jokers: readonly JokerCode[],
  melds: number,
  o: { jokersInPair?: boolean; specialShapes?: boolean } = {},
): boolean {
  const inPair = o.jokersInPair ?? true;
  const special = (o.specialShapes ?? true) && melds === 0;
  const sevenPairs = sevenPairsShape(false);
  for (const sub of substitutions(jokers)) {
    const c = real.slice();
    for (const t of sub) addCount(c, t, 1);
    if (inPair) {
      if (isStandardComplete(c.slice(), 4 - melds)) return true;
    } else {
      for (let p = 0; p < TILE_KINDS; p++) {
        if (countAt(real, p) < 2) continue;
        addCount(c, p, -2);
        const ok = splitStanding(c.slice(), 4 - melds, 0).length > 0;
        addCount(c, p, 2);
        if (ok) return true;
      }
    }
    if (special && (sevenPairs.completes(c, 0) || thirteenOrphansShape.completes(c, 0)))
      return true;
  }
  return false;
}

/** Brute-force waits of a 13-tile hand (at most four of a tile, as in the set). */
export function bruteWaits(
  text: string,
  melds = 0,
  o: { jokersInPair?: boolean; specialShapes?: boolean } = {},
): string[] {
  const { real, jokers } = split(text);
  const out: string[] = [];
  for (let t = 0; t < TILE_KINDS; t++) {
    if (countAt(real, t) >= 4) continue;
    addCount(real, t, 1);
    if (bruteCompletes(real, jokers, melds, o)) out.push(tileCode(t));
    addCount(real, t, -1);
  }
  return out;
}
