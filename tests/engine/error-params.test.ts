/**
 * The engine's errors carry their parts as parameters (which tile, how many copies, which meld,
 * which rule), so an island can say them in its page's language; the English message is unchanged.
 * Each case is a hand a reader could type, refused by the real parser, validator or scorer.
 */
import { describe, expect, it } from 'vitest';
import { errorTextIn } from '../../src/components/engine-words';
import { HandError } from '../../src/engine/errors';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { engineWordsIn } from '../../src/i18n/islands/engine';
import { getVariant } from '../../src/variants';

function refusal(run: () => unknown): HandError {
  try {
    run();
  } catch (e) {
    if (e instanceof HandError) return e;
    throw e;
  }
  throw new Error('the engine accepted the hand');
}

const score = (variant: string, hand: string, context: object = { seat: 'E', selfDrawn: true }) =>
  refusal(() => scoreHand(getVariant(variant), parseHand(hand), context));
const vi = engineWordsIn('vi');
const zh = engineWordsIn('zh-cn');

describe('errors name their parts, and are said in each language', () => {
  it('five copies of a tile: the tile, the count and the set’s limit; in Vietnamese, “5 Văn”', () => {
    const e = score('vietnamese', '5p5p5p5p5p 123m 456m 1s2s @3s');
    expect(e.code).toBe('too-many-copies');
    expect(e.params).toEqual({ reason: 'copies', tile: '5p', count: 5, max: 4 });
    expect(e.message).toMatch(/^5 copies of 5p \(5 Dots\): the .* has only 4$/);
    expect(errorTextIn(vi, e)).toBe('5 quân 5 Văn (5p): bộ bài chỉ có 4 quân.');
    expect(errorTextIn(zh, e)).toBe('五饼（5p）有5张：这副牌只有4张。');
  });

  it('a chow of honours names the group, and says “Ăn” / “吃” for the chow', () => {
    const e = refusal(() => parseHand('[ESW] 123m 456m 789m 5p @5p'));
    expect(e.code).toBe('bad-meld');
    expect(e.params).toMatchObject({ reason: 'chow-of-honours', meld: 'ESW', kind: 'chow' });
    expect(errorTextIn(vi, e)).toBe('[ESW] không phải Ăn: quân chữ không làm thành dãy được.');
    expect(errorTextIn(zh, e)).toBe('[ESW]不是吃：字牌不能组成顺子。');
  });

  it('too few tiles for a win: the count', () => {
    const e = score('mcr', '123m 456m 789m 5p @5p');
    expect(e.code).toBe('tile-count');
    expect(e.params).toEqual({ reason: 'count-winning', count: 11 });
    expect(errorTextIn(zh, e)).toBe('这手牌有11张（杠算三张）；和牌要14张，含和张。');
  });

  it('a tile the notation cannot read: the text and the character', () => {
    const e = refusal(() => parseHand('123x'));
    expect(e.code).toBe('notation');
    expect(e.params).toMatchObject({ reason: 'not-suit-letter', letter: 'x' });
    expect(errorTextIn(vi, e)).toMatch(/“x” trong “123x” không phải chữ chỉ hoa/);
  });

  it('a tile not in the variant’s set: Sichuan has no honours', () => {
    const e = score('sichuan', '123m 456m 789m 12p EE @E', {
      seat: 'E',
      selfDrawn: true,
      missingSuit: 's',
    });
    expect(e.params).toMatchObject({ tile: 'E' });
    expect(errorTextIn(zh, e)).toContain('东风');
  });

  it('a Sichuan hand holding its missing suit: how many tiles and which', () => {
    const e = score('sichuan', '123m 456m 789m 123s 5p @5p', {
      seat: 'E',
      selfDrawn: true,
      missingSuit: 's',
    });
    expect(e.params).toEqual({ reason: 'holds-missing-suit', count: 3, tiles: '1s 2s 3s' });
    expect(errorTextIn(zh, e)).toBe(
      '这手牌还有3张定缺花色的牌（1s 2s 3s）：留着定缺花色的牌不能和牌。',
    );
  });

  it('a joker in a quad names the joker, in Vietnamese', () => {
    const e = refusal(() =>
      scoreHand(getVariant('vietnamese'), parseHand('[5p5p5pJ2] 123m 456m 789m 1s @1s'), {
        seat: 'E',
        selfDrawn: true,
      }),
    );
    expect(e.params).toMatchObject({ reason: 'joker-in-kong', tile: 'J2' });
    expect(errorTextIn(vi, e)).toMatch(/không thể nằm trong Coong/);
  });

  it('a hand that is no win: said in the language', () => {
    const e = score('hong-kong', '1m3m5m7m9m 1p3p5p7p9p 1s3s5s @7s');
    expect(e.code).toBe('not-winning');
    expect(errorTextIn(vi, e)).toMatch(/^Chưa phải bài ù/);
  });

  it('a kong replacement win on a discard: the context error in each language', () => {
    const e = score('hong-kong', '123m 456m 789m 234p 5p @5p', {
      seat: 'E',
      discarder: 'S',
      kongReplacement: true,
    });
    expect(e.code).toBe('bad-context');
    expect(e.message).toMatch(/kong replacement tile is self-drawn/);
    expect(errorTextIn(zh, e)).toBe('杠上开花是自摸：补牌是从牌墙摸来的。');
  });
});
