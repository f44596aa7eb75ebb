/**
 * The Sichuan variant the hand scorer and the practice page load (src/variants/sichuan/hands.ts):
 * the full variant's single-hand scoring without a whole deal's settlement or the game's rules,
 * which are most of the variant's code. A hand scores alike under both.
 */
import { describe, expect, it } from 'vitest';
import { scoreExample } from '../../../src/docs/verify';
import { dealHand, LEVELS } from '../../../src/engine/practice/deal';
import { scoreHand } from '../../../src/engine/score';
import { sichuan } from '../../../src/variants/sichuan';
import { sichuanHands } from '../../../src/variants/sichuan/hands';

describe('Sichuan hands: the variant a scorer and a practice page load', () => {
  it('carries no deal settlement and no game, which the full variant adds', () => {
    expect(sichuanHands.settleDeal).toBeUndefined();
    expect(sichuanHands.game).toBeUndefined();
    expect(typeof sichuan.settleDeal).toBe('function');
    expect(sichuan.game).toBeDefined();
  });

  it('is otherwise the full variant: the same catalogue, options, context and settlement', () => {
    const { settleDeal: _deal, game: _game, ...hands } = sichuan;
    expect(sichuanHands).toEqual(hands);
  });

  it('scores every page example as the full variant does', () => {
    for (const pattern of sichuanHands.patterns)
      for (const ex of pattern.examples)
        expect(scoreExample(sichuanHands, ex, pattern.id)).toEqual(
          scoreExample(sichuan, ex, pattern.id),
        );
  });

  it('deals and pays practice hands as the full variant does', () => {
    for (const level of LEVELS)
      for (let seed = 1; seed <= 40; seed++) {
        const mine = dealHand(sichuanHands, { seed, level });
        const full = dealHand(sichuan, { seed, level });
        expect(mine).toEqual(full);
        expect(scoreHand(sichuanHands, mine.hand, mine.context)).toEqual(
          scoreHand(sichuan, full.hand, full.context),
        );
      }
  });
});
