/**
 * VMC settlement (seed 002): both models, every payment of the seed's worked example, the
 * doublings, and which base values are known and which reconstructed.
 */
import { describe, expect, it } from 'vitest';
import { scoreRequest } from '../../../src/api';
import type { WinContext } from '../../../src/engine/context';
import { findModel, payUnderEvery } from '../../../src/engine/models';
import { parseHand } from '../../../src/engine/notation';
import { scoreHand } from '../../../src/engine/score';
import type { Options } from '../../../src/engine/variant';
import { vmc } from '../../../src/variants/vmc';

const v = (hand: string, context: Partial<WinContext>, options: Options = {}) =>
  scoreHand(vmc, parseHand(hand), context, options);
const sum = (p: Record<string, number>) => Object.values(p).reduce((a, b) => a + b, 0);

// Seed 002, "Same hand, two results": South wins with 5 faan.
const WEST_DISCARDS = { seat: 'S', round: 'E', discarder: 'W' } as const;
const SOUTH_DRAWS = { seat: 'S', round: 'E', selfDrawn: true } as const;
// Half flush 3, South's wind 1, red dragons 1 (the plum is East's flower): 5 on West's discard.
const ON_DISCARD_5 = '123m 789m 5m [SSS] [RDRDRD] @5m +F1';
// Half flush 3, red dragons 1, self-drawn 1: 5 when South draws it.
const SELF_DRAWN_5 = '123m 789m 5m [NNN] [RDRDRD] @5m +F1';

describe('seed 002 worked example: South wins with 5 faan', () => {
  it('both hands are worth 5 faan', () => {
    expect(v(ON_DISCARD_5, WEST_DISCARDS).total).toBe(5);
    expect(v(SELF_DRAWN_5, SOUTH_DRAWS).total).toBe(5);
  });

  it('Modern gives P = 24 and Classical Q = 16', () => {
    const r = v(ON_DISCARD_5, WEST_DISCARDS);
    const [modern, classical] = payUnderEvery(vmc, r);
    expect([modern!.model.id, modern!.base?.amount]).toEqual(['modern', 24]);
    expect([classical!.model.id, classical!.base?.amount]).toEqual(['classical', 16]);
  });

  it('West discards, Modern: West pays 48 and South receives 48', () => {
    expect(v(ON_DISCARD_5, WEST_DISCARDS, { settlement: 'modern' }).payments).toEqual({
      E: 0,
      S: 48,
      W: -48,
      N: 0,
    });
  });

  it('West discards, Classical: West pays 32, East 32 and North 16, so South receives 80', () => {
    expect(v(ON_DISCARD_5, WEST_DISCARDS, { settlement: 'classical' }).payments).toEqual({
      E: -32,
      S: 80,
      W: -32,
      N: -16,
    });
  });

  it('South draws, Modern: East pays 48, West 24 and North 24, so South receives 96', () => {
    expect(v(SELF_DRAWN_5, SOUTH_DRAWS, { settlement: 'modern' }).payments).toEqual({
      E: -48,
      S: 96,
      W: -24,
      N: -24,
    });
  });

  it('South draws, Classical: East pays 64, West 32 and North 32, so South receives 128', () => {
    expect(v(SELF_DRAWN_5, SOUTH_DRAWS, { settlement: 'classical' }).payments).toEqual({
      E: -64,
      S: 128,
      W: -32,
      N: -32,
    });
  });

  it('Modern is the default model, and the CLI chooses with options.settlement', () => {
    expect(v(ON_DISCARD_5, WEST_DISCARDS).payments).toEqual({ E: 0, S: 48, W: -48, N: 0 });
    const res = scoreRequest({
      variant: 'vmc',
      hand: SELF_DRAWN_5,
      context: SOUTH_DRAWS,
      options: { settlement: 'classical' },
    });
    expect(res).toMatchObject({
      ok: true,
      variant: 'vmc',
      unit: 'faan',
      total: 5,
      payments: { E: -64, S: 128, W: -32, N: -32 },
    });
  });
});

describe('Modern: the discarder pays', () => {
  it('the discarder pays 4P when East wins or East discards', () => {
    expect(v(ON_DISCARD_5, { seat: 'S', round: 'E', discarder: 'E' }).payments).toEqual({
      E: -96,
      S: 96,
      W: 0,
      N: 0,
    });
    // East wins the same kind of hand: seat wind is now East's, so use a hand with East's pung.
    const east = v('123m 789m 5m [EEE] [RDRDRD] @5m +F2', {
      seat: 'E',
      round: 'S',
      discarder: 'N',
    });
    expect(east.total).toBe(5);
    expect(east.payments).toEqual({ E: 96, S: 0, W: 0, N: -96 });
  });

  it('East self-draws: each opponent pays 2P', () => {
    const east = v('123m 789m 5m [NNN] [RDRDRD] @5m +F2', {
      seat: 'E',
      round: 'S',
      selfDrawn: true,
    });
    expect(east.total).toBe(5);
    expect(east.payments).toEqual({ E: 144, S: -48, W: -48, N: -48 });
  });
});

describe('Classical: everyone pays, doublings stack', () => {
  it('East discarding doubles twice: 4Q; the blameless pay Q', () => {
    expect(
      v(ON_DISCARD_5, { seat: 'S', round: 'E', discarder: 'E' }, { settlement: 'classical' })
        .payments,
    ).toEqual({ E: -64, S: 96, W: -16, N: -16 });
  });

  it('East self-draws: every payment involves East and a self-draw: 4Q each', () => {
    const r = v(
      '123m 789m 5m [NNN] [RDRDRD] @5m +F2',
      { seat: 'E', round: 'S', selfDrawn: true },
      { settlement: 'classical' },
    );
    expect(r.payments).toEqual({ E: 192, S: -64, W: -64, N: -64 });
  });

  it('a 0-faan hand at a no-minimum table pays the reconstructed Q(0) = ½, and the halves sum to zero', () => {
    const r = v('456m 789p 555s 9s [123m] @9s +F1', WEST_DISCARDS, {
      settlement: 'classical',
      minimum: 0,
    });
    expect(r.total).toBe(0);
    expect(r.payments).toEqual({ E: -1, S: 2.5, W: -1, N: -0.5 });
    expect(sum(r.payments)).toBe(0);
  });
});

describe('known and reconstructed base points', () => {
  it("labels P(5) and Q(5) as stated by the club's description and every other default value as reconstructed", () => {
    const at = (hand: string, ctx: Partial<WinContext>) =>
      payUnderEvery(vmc, v(hand, ctx, { minimum: 0 })).map((p) => [
        p.model.id,
        p.base?.amount,
        p.base?.source.status,
      ]);
    expect(at(ON_DISCARD_5, WEST_DISCARDS)).toEqual([
      ['modern', 24, 'stated'],
      ['classical', 16, 'stated'],
    ]);
    // Half flush 3 + dragon 1 = 4 faan on West's discard.
    expect(at('123m 789m 5m [NNN] [RDRDRD] @5m +F1', WEST_DISCARDS)).toEqual([
      ['modern', 16, 'reconstructed'],
      ['classical', 8, 'reconstructed'],
    ]);
  });

  it('the CLI labels a reconstructed base in its answer, and says nothing extra for the known 5-faan values', () => {
    const four = scoreRequest({
      variant: 'vmc',
      hand: '123m 789m 5m [NNN] [RDRDRD] @5m +F1',
      context: WEST_DISCARDS,
    });
    expect(four).toMatchObject({
      ok: true,
      total: 4,
      payments: { W: -32 },
      settlementBase: { model: 'modern', amount: 16, status: 'reconstructed' },
    });
    const five = scoreRequest({
      variant: 'vmc',
      hand: ON_DISCARD_5,
      context: WEST_DISCARDS,
      options: { settlement: 'classical' },
    });
    expect(five).not.toHaveProperty('settlementBase');
  });

  it("a club's own table is used and labelled as the club's", () => {
    const own = '1,2,4,8,16,20,32,48,64,96,128,192,256,384';
    const r = v(ON_DISCARD_5, WEST_DISCARDS, { modernTable: own });
    expect(r.payments).toEqual({ E: 0, S: 40, W: -40, N: 0 });
    expect(payUnderEvery(vmc, r)[0]!.base).toEqual({
      amount: 20,
      source: expect.objectContaining({ status: 'table-option' }),
    });
  });

  it('a lower cap needs the tables only up to the cap, and caps the faan', () => {
    const r = v('19m 19p 19s E S W N RD GD WD @WD', WEST_DISCARDS, {
      cap: 10,
      modernTable: '1,2,4,8,16,24,32,48,64,96,128',
    });
    expect(r.total).toBe(10);
    expect(r.payments.W).toBe(-256);
  });
});

describe('bad options', () => {
  it('a minimum below 0 or above the cap', () => {
    expect(() => v(ON_DISCARD_5, WEST_DISCARDS, { minimum: -1 })).toThrow(
      /Minimum faan to win” is -1; it cannot be below 0/,
    );
    expect(() => v(ON_DISCARD_5, WEST_DISCARDS, { minimum: 11, cap: 10 })).toThrow(
      /minimum \(11\) cannot be above the cap \(10\)/,
    );
  });

  it('a base-point table with a gap or that is not increasing', () => {
    expect(() =>
      v(ON_DISCARD_5, WEST_DISCARDS, { modernTable: '1,2,4,8,16,24,32,48,64,96,128,192,256' }),
    ).toThrow(
      /the table rule “Modern base points P, from 0 faan to the cap”: the payout table has a gap: it stops at 12 faan, but hands up to the 13-faan cap need an amount/,
    );
    expect(() =>
      v(ON_DISCARD_5, WEST_DISCARDS, {
        classicalTable: '½,1,2,4,8,16,32,,128,256,512,1024,2048,4096',
      }),
    ).toThrow(
      /the table rule “Classical base points Q, from 0 faan to the cap”: the payout table has a gap at 7 faan/,
    );
    expect(() =>
      v(ON_DISCARD_5, WEST_DISCARDS, { modernTable: '1,2,4,8,16,24,20,48,64,96,128,192,256,384' }),
    ).toThrow(
      /the table rule “Modern base points P, from 0 faan to the cap”: the payout table is not increasing: 6 faan pays 20, less than 5 faan \(24\)/,
    );
  });

  it('a settlement model VMC does not have', () => {
    expect(() => v(ON_DISCARD_5, WEST_DISCARDS, { settlement: 'spicy' })).toThrow(
      /the table rule “Settlement model” cannot be "spicy": Victoria Mahjong Club has modern, classical/,
    );
    expect(() => findModel(vmc, 'half-spicy')).toThrow(
      /Victoria Mahjong Club has no settlement model "half-spicy"; its models are “VMC Modern \(the discarder pays\)”, “VMC Classical \(everyone pays\)”/,
    );
    expect(
      scoreRequest({
        variant: 'vmc',
        hand: ON_DISCARD_5,
        context: WEST_DISCARDS,
        options: { settlement: 'spicy' },
      }),
    ).toEqual({
      ok: false,
      error: expect.stringMatching(/Settlement model” cannot be "spicy"/),
    });
  });
});
