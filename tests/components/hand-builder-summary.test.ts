/**
 * The hand builder's words for the engine's answer, on real scored hands: the minimum line only
 * where the table has a minimum (read from the variant's options, not its name), the status bar
 * for every state of a hand, the one-line summary of how it was won, and the palette rows a
 * tile set holds.
 */
import { describe, expect, it } from 'vitest';
import { minimumNote, waitMinimum } from '../../src/components/hand-builder/minimum';
import { emptyHand } from '../../src/components/hand-builder/model';
import { outcomeOf } from '../../src/components/hand-builder/outcome';
import { contextSummary, readsRound, statusOf } from '../../src/components/hand-builder/summary';
import { bonusNoteFor, rowsIn, SHARED_ROWS } from '../../src/components/hand-builder/tiles';
import { handTileCount } from '../../src/engine/hand-count';
import { parseHand } from '../../src/engine/notation';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { CHINESE_144 } from '../../src/engine/tiles';
import { defaultState } from '../../src/share';
import { getVariant, VARIANTS } from '../../src/variants';

const WIN = { seat: 'S', round: 'E', discarder: 'W' };
const hongKong = getVariant('hong-kong');
const sichuan = getVariant('sichuan');
const vietnamese = getVariant('vietnamese');

describe('the minimum line', () => {
  it('a variant without a minimum option (Sichuan, Vietnamese) says nothing about a minimum, for a win or for a wait', () => {
    const sc = scoreHand(sichuan, parseHand('123m 456m 789m 234p 5p @5p'), {
      ...WIN,
      missingSuit: 's',
    });
    const vn = scoreHand(vietnamese, parseHand('123m 456m 789m 4pJ2 5s5s @6p'), WIN);
    for (const [variant, result] of [
      [sichuan, sc],
      [vietnamese, vn],
    ] as const) {
      expect(variant.options.some((o) => o.id === 'minimum')).toBe(false);
      expect(minimumNote(variant, result)).toBeNull();
      expect(waitMinimum(result)).toBeNull();
    }
  });

  it('every variant whose resolved options hold a minimum above 0 names it; the others do not', () => {
    for (const variant of VARIANTS) {
      const min = variant.options.find((o) => o.id === 'minimum')?.default;
      const hand =
        variant.id === 'sichuan'
          ? '123m 456m 789m 234p 5p @5p'
          : variant.id === 'mcr'
            ? '123m 456m 789m 234p 5p @5p'
            : '234m 456p 678s 345s 2p @2p';
      const result = scoreHand(variant, parseHand(hand), {
        ...WIN,
        ...(variant.id === 'sichuan' ? { missingSuit: 's' } : {}),
      });
      const note = minimumNote(variant, result);
      if (typeof min === 'number' && min > 0)
        expect(note, variant.id).toMatch(new RegExp(`^(Meets|Below) the ${min} `));
      else expect(note, variant.id).toBeNull();
    }
  });

  it('a table that sets the minimum to 0 (Rainbow Dragon allows it) drops the line', () => {
    const rd = getVariant('rainbow-dragon');
    const result = scoreHand(rd, parseHand('234m 456p 678s 345s 2p @2p'), WIN, { minimum: 0 });
    expect(minimumNote(rd, result)).toBeNull();
  });

  it('Hong Kong below its 3-faan minimum says the hand is not a legal win and nobody pays', () => {
    const result = scoreHand(hongKong, parseHand('234m 456p 678s 345s E @E'), WIN);
    expect(result.minimumMet).toBe(false);
    expect(minimumNote(hongKong, result)).toBe(
      'Below the 3 faan minimum: not a legal win, nobody pays.',
    );
    expect(waitMinimum(result)).toBe('below the minimum');
  });
});

describe('the status bar', () => {
  const status = (notation: string, options = {}, pending = 0) => {
    const hand = parseHand(notation);
    const outcome = outcomeOf(hongKong, hand, WIN, options);
    const count = handTileCount(hand);
    return statusOf(hongKong, { outcome, count, pending, notationError: false });
  };

  it('a hand being built says how many tiles it holds and how many more it needs', () => {
    expect(status('123m 456p 789s')).toMatchObject({
      tiles: '9 / 14 tiles',
      headline: 'Add 4 more to see the waits.',
      tone: 'info',
    });
    expect(status('123m', {}, 2).tiles).toBe('3 / 14 tiles (+2 in meld)');
  });

  it('an empty hand asks for tiles', () => {
    expect(
      statusOf(hongKong, {
        outcome: outcomeOf(hongKong, emptyHand(), WIN, {}),
        count: 0,
        pending: 0,
        notationError: false,
      }).headline,
    ).toBe('Tap tiles or type a hand.');
  });

  it("a complete hand gives the engine's total and every seat's payment, the winner and discarder marked", () => {
    const expected = scoreHand(hongKong, parseHand('234m 456p 678s 345s 2p @2p'), WIN);
    const s = status('234m 456p 678s 345s 2p @2p');
    expect(s.tiles).toBe('14 / 14 tiles');
    expect(s.headline).toBe(`${expected.total} faan`);
    expect(s.tone).toBe('win');
    expect(s.payments).toEqual([
      { seat: 'E', name: 'East', amount: String(expected.payments.E), role: null },
      { seat: 'S', name: 'South', amount: `+${expected.payments.S}`, role: 'winner' },
      { seat: 'W', name: 'West', amount: `−${-expected.payments.W}`, role: 'discarder' },
      { seat: 'N', name: 'North', amount: String(expected.payments.N), role: null },
    ]);
  });

  it('a hand below the minimum says nobody pays', () => {
    const s = status('234m 456p 678s 345s E @E');
    expect(s).toMatchObject({ tone: 'no-win' });
    expect(s.headline).toMatch(/below the minimum: nobody pays$/);
  });

  it('a 13-tile hand gives the number of waits and each wait with its value', () => {
    const waits = waitsOf(hongKong, parseHand('234m 456p 678s 34s 22p'), WIN);
    const s = status('234m 456p 678s 34s 22p');
    expect(s.headline).toBe('Waiting on 2 tiles');
    expect(s.detail).toBe(
      waits
        .map((w) => `${w.tile === '2s' ? '2 Bamboo' : '5 Bamboo'} ${w.result.total} faan`)
        .join(' · '),
    );
    expect(status('159m 159p 159s ESWN').headline).toBe('Not ready: no tile completes it.');
  });

  it("the engine's error is the headline; a notation error asks for the notation to be fixed", () => {
    const s = status('11111m 234p 567s EE @E');
    expect(s).toMatchObject({
      tone: 'error',
      headline: '5 copies of 1m (1 Characters): the 144-tile Chinese set has only 4',
    });
    const typo = statusOf(hongKong, {
      outcome: { kind: 'empty' },
      count: 0,
      pending: 0,
      notationError: true,
    });
    expect(typo).toMatchObject({ tone: 'error', headline: 'Fix the notation to see the score.' });
  });

  it('Vietnamese values are written on its ladder', () => {
    const hand = parseHand('123m 456m 789m 4pJ2 5s5s @6p +J8');
    const expected = scoreHand(vietnamese, hand, WIN);
    const s = statusOf(vietnamese, {
      outcome: outcomeOf(vietnamese, hand, WIN, {}),
      count: 14,
      pending: 0,
      notationError: false,
    });
    expect(s.headline).toBe(vietnamese.formatValue!(expected.total));
  });
});

describe('how the hand was won, in one line', () => {
  it('seat, round and whose discard', () => {
    expect(contextSummary(hongKong, { ...defaultState(), seat: 'S', discarder: 'W' })).toBe(
      "South · East round · West's discard",
    );
    expect(contextSummary(hongKong, defaultState())).toBe(
      'East (dealer) · East round · self-drawn',
    );
  });

  it('the win events that are on, only those the variant reads', () => {
    const state = { ...defaultState(), lastTile: true, fourthTile: true };
    expect(contextSummary(hongKong, state)).toBe(
      'East (dealer) · East round · self-drawn · last tile',
    );
    expect(contextSummary(getVariant('mcr'), state)).toBe(
      'East (dealer) · East round · self-drawn · last tile · fourth tile',
    );
  });

  it("Sichuan's missing suit says it is not chosen until it is, then names it; Sichuan has no round wind, so none is shown", () => {
    expect(contextSummary(sichuan, defaultState())).toBe(
      'East (dealer) · self-drawn · Missing suit: not chosen',
    );
    expect(contextSummary(sichuan, { ...defaultState(), extra: { missingSuit: 's' } })).toMatch(
      /Missing suit: Bamboo/,
    );
  });

  it('a Vietnamese field left at its default is not mentioned; a changed one is', () => {
    expect(contextSummary(vietnamese, defaultState())).toBe(
      'East (dealer) · East round · self-drawn',
    );
    expect(
      contextSummary(vietnamese, { ...defaultState(), extra: { blessing: 'heaven' } }),
    ).toMatch(/Blessing \(first-turn win\): Blessing of Heaven/);
  });
});

describe('palette rows', () => {
  it('a set without honours or bonus tiles (Sichuan) shows only the three suits', () => {
    expect(rowsIn(SHARED_ROWS, sichuan.tileSet).map((r) => r.label)).toEqual([
      'Characters',
      'Dots',
      'Bamboo',
    ]);
    expect(rowsIn(SHARED_ROWS, CHINESE_144)).toEqual(SHARED_ROWS);
  });

  it('the note on flowers and seasons is shown only for a set that has them', () => {
    expect(bonusNoteFor(sichuan.tileSet)).toBeNull();
    expect(bonusNoteFor(CHINESE_144)).toMatch(/Flowers and seasons/);
  });
});

describe('context the variant reads', () => {
  it('only a set with wind tiles reads the round wind: every variant but Sichuan', () => {
    expect(VARIANTS.filter((v) => !readsRound(v)).map((v) => v.id)).toEqual(['sichuan']);
  });

  it('a Sichuan hand without a missing suit is not scored: the reader is asked for it by its label, waits included', () => {
    const hand = parseHand('123p 456p 789s 45s 22s @6s');
    const outcome = outcomeOf(sichuan, hand, { seat: 'S', discarder: 'W' }, {});
    expect(outcome).toEqual({
      kind: 'choose',
      message: 'Choose the missing suit under “How the hand was won” to score this hand.',
    });
    expect(
      statusOf(sichuan, { outcome, count: 14, pending: 0, notationError: false }).headline,
    ).toBe(outcome.kind === 'choose' ? outcome.message : '');
    const waiting = parseHand('123p 456p 789s 45s 22s');
    expect(outcomeOf(sichuan, waiting, {}, {}).kind).toBe('choose');
  });

  it('once the missing suit is chosen the same hand is scored, and a hand still building is never held up', () => {
    const hand = parseHand('123p 456p 789s 45s 22s @6s');
    expect(outcomeOf(sichuan, hand, { seat: 'S', discarder: 'W', missingSuit: 'm' }, {}).kind).toBe(
      'score',
    );
    expect(outcomeOf(sichuan, parseHand('123p 456p'), {}, {}).kind).toBe('building');
  });
});
