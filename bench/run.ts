/**
 * `npm run bench`: how fast the engine scores hands and finds waits. Not part of the tests
 * (timings belong here, never in assertions). Hands are random but seeded, so runs compare.
 */
import { parseHand } from '../src/engine/notation';
import { scoreHand, waitsOf } from '../src/engine/score';
import type { Hand } from '../src/engine/hand';
import { PLAYING_CODES } from '../src/engine/tiles';
import { hongKong } from '../src/variants/hong-kong';

/** A small deterministic generator (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Random winning hands: four random sets and a pair from a shuffled stock, some exposed. */
function randomWinningHands(n: number, random: () => number): Hand[] {
  const hands: Hand[] = [];
  while (hands.length < n) {
    const left = new Map(PLAYING_CODES.map((c) => [c, 4]));
    const take = (c: string, k: number) => {
      if ((left.get(c) ?? 0) < k) return false;
      left.set(c, left.get(c)! - k);
      return true;
    };
    const concealed: string[] = [];
    const melds: Hand['melds'] = [];
    let ok = true;
    for (let s = 0; s < 4 && ok; s++) {
      const code = PLAYING_CODES[Math.floor(random() * PLAYING_CODES.length)];
      const chow = code.length === 2 && /[1-7][mps]/.test(code) && random() < 0.6;
      const tiles = chow ? [0, 1, 2].map((d) => `${Number(code[0]) + d}${code[1]}`) : [code, code, code];
      ok = chow ? tiles.every((t) => take(t, 1)) : take(code, 3);
      if (!ok) break;
      if (random() < 0.3) melds.push({ kind: chow ? 'chow' : 'pung', tiles, exposed: true });
      else concealed.push(...tiles);
    }
    const pair = PLAYING_CODES[Math.floor(random() * PLAYING_CODES.length)];
    if (!ok || !take(pair, 2)) continue;
    concealed.push(pair, pair);
    const win = concealed.splice(Math.floor(random() * concealed.length), 1)[0];
    hands.push({ concealed, melds, winningTile: win, bonus: [] });
  }
  return hands;
}

function measure(label: string, unit: string, count: number, fn: (i: number) => void) {
  for (let i = 0; i < Math.min(count, 200); i++) fn(i); // warm-up
  const start = process.hrtime.bigint();
  for (let i = 0; i < count; i++) fn(i);
  const ns = Number(process.hrtime.bigint() - start);
  const per = ns / count / 1000;
  console.log(`${label.padEnd(52)} ${Math.round((count / ns) * 1e9).toLocaleString('en').padStart(10)} ${unit}/s   ${per.toFixed(1).padStart(7)} µs each`);
}

const random = rng(20261130);
const hands = randomWinningHands(2000, random);
const context = { seat: 'S', round: 'E', discarder: 'W' };

console.log(`Mahjong Atlas engine benchmark (Node ${process.version})\n`);
measure('hong-kong: random winning hands scored', 'hands', 20000, (i) => {
  scoreHand(hongKong, hands[i % hands.length], context);
});
const ambiguous = parseHand('111222333m 456p 5s @5s');
measure('hong-kong: ambiguous hand (111222333m) scored', 'hands', 20000, () => {
  scoreHand(hongKong, ambiguous, context);
});
const nineGates = parseHand('1112345678999m');
measure('hong-kong: waits of 1112345678999m (9 waits, scored)', 'hands', 2000, () => {
  waitsOf(hongKong, nineGates, context);
});
const ordinary = parseHand('23m 456p 789p 123s 55s');
measure('hong-kong: waits of an ordinary 13-tile hand', 'hands', 5000, () => {
  waitsOf(hongKong, ordinary, context);
});
