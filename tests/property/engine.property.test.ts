import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandError, isHandError } from '../../src/engine/errors';
import { parseHand } from '../../src/engine/notation';
import { formatHand } from '../../src/engine/notation-write';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { CHINESE_144, PLAYING_CODES } from '../../src/engine/tiles';
import { validateHand } from '../../src/engine/validate-hand';
import { decodeState } from '../../src/share-read';
import { hongKong } from '../../src/variants/hong-kong';
import { waitingHand, winningHand } from './arbitraries';

const CONTEXT = { seat: 'S', round: 'E', discarder: 'W' };
const RUNS = { numRuns: 300 };

describe('notation (property)', () => {
  it('format then parse gives the same hand back, for any valid hand', () => {
    fc.assert(
      fc.property(winningHand, (hand) => {
        const normal = validateHand(hand, CHINESE_144, { complete: true });
        expect(
          validateHand(parseHand(formatHand(normal)), CHINESE_144, { complete: true }),
        ).toEqual(normal);
      }),
      RUNS,
    );
  });

  it('any string either parses or fails with a HandError, never anything else', () => {
    const alphabet = fc.constantFrom(...'123456789mpsz0ESWNRDGDF+@[]{}(),. xS'.split(''));
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(alphabet, { maxLength: 40 }).map((a) => a.join('')),
        ),
        (text) => {
          try {
            parseHand(text);
          } catch (e) {
            expect(e).toBeInstanceOf(HandError);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('validation (property)', () => {
  it('no hand with more copies of a tile than the set holds is ever accepted', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...PLAYING_CODES.slice(0, 6)), { minLength: 13, maxLength: 13 }),
        fc.constantFrom(...PLAYING_CODES.slice(0, 6)),
        (concealed, win) => {
          const counts = new Map<string, number>();
          for (const t of [...concealed, win]) counts.set(t, (counts.get(t) ?? 0) + 1);
          const tooMany = [...counts.values()].some((n) => n > 4);
          try {
            validateHand({ concealed, melds: [], bonus: [], winningTile: win }, CHINESE_144, {
              complete: true,
            });
            expect(tooMany).toBe(false);
          } catch (e) {
            expect(isHandError(e) && e.code === 'too-many-copies').toBe(true);
            expect(tooMany).toBe(true);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('scoring (property)', () => {
  it('every generated winning hand scores, and the score does not depend on tile order', () => {
    fc.assert(
      fc.property(winningHand, fc.nat(), (hand, seed) => {
        const a = scoreHand(hongKong, hand, CONTEXT);
        const shuffled = [...hand.concealed].sort(
          (x, y) =>
            ((x.charCodeAt(0) * 31 + seed) % 7) - ((y.charCodeAt(0) * 31 + seed) % 7) ||
            (seed % 2 ? 1 : -1),
        );
        const b = scoreHand(
          hongKong,
          { ...hand, concealed: shuffled, bonus: [...hand.bonus].reverse() },
          CONTEXT,
        );
        expect(b.total).toBe(a.total);
        expect(b.patterns).toEqual(a.patterns);
        expect(Object.values(a.payments).reduce((s, v) => s + v, 0)).toBe(0);
      }),
      RUNS,
    );
  });
});

describe('waits (property)', () => {
  it('the waits equal a brute-force check of every tile', () => {
    fc.assert(
      fc.property(waitingHand, (hand) => {
        const held = new Map<string, number>();
        for (const t of [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)])
          held.set(t, (held.get(t) ?? 0) + 1);
        const brute = PLAYING_CODES.filter((t) => {
          if ((held.get(t) ?? 0) >= 4) return false;
          try {
            scoreHand(hongKong, { ...hand, winningTile: t }, CONTEXT);
            return true;
          } catch (e) {
            if (isHandError(e) && e.code === 'not-winning') return false;
            throw e;
          }
        });
        expect(waitsOf(hongKong, hand, CONTEXT).map((w) => w.tile)).toEqual(brute);
      }),
      { numRuns: 150 },
    );
  });
});

describe('share links (property)', () => {
  it('any query string decodes to a usable state, never an exception', () => {
    const field = fc.constantFrom(
      'v',
      'cv',
      'h',
      'seat',
      'round',
      'from',
      'ev',
      'o.minimum',
      'o.cap',
      'o.nineGatesPureWait',
      'zz',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc
            .array(fc.tuple(field, fc.string()), { maxLength: 8 })
            .map((kv) => `?${kv.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&')}`),
        ),
        (query) => {
          const { state } = decodeState(hongKong, query);
          expect(['E', 'S', 'W', 'N']).toContain(state.seat);
          expect(state.discarder === null || state.discarder !== state.seat).toBe(true);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
