/**
 * Practice deals over many seeds, for every level of every variant: each dealt hand is a valid
 * win the engine scores, holds the pattern it was dealt for, and differs from the other levels'
 * hands in the way its level says; each waiting hand waits on a tile the engine names.
 */
import { describe, expect, it } from 'vitest';
import { handTileCount } from '../../src/engine/hand-count';
import { formatHand } from '../../src/engine/notation-write';
import { dealHand, LEVELS, type Level, practiceExamples } from '../../src/engine/practice/deal';
import { dealWaitingHand, waitTiles } from '../../src/engine/practice/waiting';
import { type ScoreResult, scoreHand } from '../../src/engine/score';
import { isWildCode } from '../../src/engine/tiles';
import type { Variant } from '../../src/engine/variant';
import { VARIANTS } from '../../src/variants';

const SEEDS = Number(process.env.PRACTICE_SEEDS ?? 150);
/** Hundreds of deals take seconds, more on a machine busy with other work. */
const SLOW = 120_000;
const seeds = (level: Level) => Array.from({ length: SEEDS }, (_, i) => i * 104_729 + level);

/** What the reader sees that makes a hand hard: the level's own words, read off the answer. */
function traits(variant: Variant, r: ScoreResult) {
  const tiles = [...r.hand.concealed, ...r.hand.melds.flatMap((m) => m.tiles), ...r.hand.bonus];
  return {
    limit: r.patterns.some((p) => variant.patterns.find((d) => d.id === p.id)?.limit),
    special: r.reading.shape !== 'standard',
    capped: r.uncapped > r.total,
    wild: tiles.some(isWildCode),
    excluded: r.excluded.length > 0,
    flowers: r.hand.bonus.length > 0,
  };
}

describe.each(VARIANTS.map((v) => [v.name, v] as const))('%s practice deals', (_, variant) => {
  it.each(LEVELS)(
    'every level %i hand is a legal win holding its target, of that level',
    (level) => {
      const shown = new Set<string>();
      for (const seed of seeds(level)) {
        const dealt = dealHand(variant, { seed, level });
        const r = scoreHand(variant, dealt.hand, dealt.context);
        const t = traits(variant, r);
        const at = `seed ${seed}: ${formatHand(dealt.hand)}`;
        expect(r.minimumMet, at).toBe(true);
        expect(r.total, at).toBeGreaterThanOrEqual(0);
        expect(
          r.patterns.map((p) => p.id),
          at,
        ).toContain(dealt.target);
        const hard = t.limit || t.special || t.capped || t.wild;
        if (level === 1)
          expect({ hard, excluded: t.excluded, flowers: t.flowers }, at).toEqual({
            hard: false,
            excluded: false,
            flowers: false,
          });
        if (level === 2)
          expect({ hard, excludedOrFlowers: t.excluded || t.flowers }, at).toEqual({
            hard: false,
            excludedOrFlowers: true,
          });
        if (level === 3) expect(hard, `${at}: a limit, special shape, cap or wild tile`).toBe(true);
        shown.add(formatHand(dealt.hand));
      }
      // Thin catalogues still deal more than a handful of different hands at every level.
      expect(shown.size).toBeGreaterThan(Math.min(SEEDS, 40) / 2);
    },
    SLOW,
  );

  it(
    'the examples a page hands its island, read back from the page, deal the same hands',
    () => {
      const carried = JSON.parse(JSON.stringify(practiceExamples(variant)));
      for (const level of LEVELS)
        for (const seed of seeds(level).slice(0, 20)) {
          const here = dealHand(variant, { seed, level });
          const there = dealHand(variant, { seed, level }, carried);
          expect(there).toEqual(here);
        }
    },
    SLOW,
  );

  it(
    'every waiting hand has 13 tiles and at least one tile the engine says completes it',
    () => {
      for (const level of LEVELS)
        for (const seed of seeds(level).slice(0, Math.ceil(SEEDS / 5))) {
          const dealt = dealWaitingHand(variant, { seed, level });
          const { hand } = dealt;
          expect(handTileCount(hand), `seed ${seed}`).toBe(13);
          expect(hand.winningTile).toBeUndefined();
          expect(waitTiles(variant, hand, dealt.context).length, `seed ${seed}`).toBeGreaterThan(0);
        }
    },
    SLOW,
  );
});
