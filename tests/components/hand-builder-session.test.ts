/**
 * The hand builder's session, run through its one transition function as the island runs it:
 * where tapped tiles go, and where they go next once a meld, a kong or the winning tile is in.
 */
import { describe, expect, it } from 'vitest';
import { emptyHand, type Target, writeNotation } from '../../src/components/hand-builder/model';
import { seatChange } from '../../src/components/hand-builder/seat';
import {
  type Action,
  type Session,
  type Step,
  startSession,
  step,
} from '../../src/components/hand-builder/session';
import { type Meld, meldCheckOf } from '../../src/engine/hand';
import { parseHand } from '../../src/engine/notation';
import type { Variant } from '../../src/engine/variant';
import { hongKong } from '../../src/variants/hong-kong';
import { readJokerMeld } from '../../src/variants/vietnamese/hand/jokers';
import { vietnameseTileSet } from '../../src/variants/vietnamese/tiles';

/** The island once its scoring part has arrived, with the engine's meld check. */
const env = { variant: hongKong, check: (m: Meld) => meldCheckOf(hongKong)(m, {}) };

/** Runs actions from an empty hand (or `from`), as the island does, and returns where they led. */
function run(
  actions: Action[],
  from: Partial<Session> = {},
  hand = emptyHand(),
  e: Parameters<typeof step>[3] = env,
): Step {
  let s: Step = { hand, session: { ...startSession(), ...from } };
  for (const a of actions) s = step(s.hand, s.session, a, e);
  return s;
}
const taps = (...codes: string[]): Action[] => codes.map((code) => ({ type: 'tap', code }));
const target = (t: Target): Action => ({ type: 'target', target: t });

describe('after a meld is finished, taps go back to the standing tiles', () => {
  it('1m 2m 3m finished as an exposed meld, then 4m is a standing tile, not a fourth tile of the meld', () => {
    const s = run([target('meld'), ...taps('1m', '2m', '3m'), { type: 'finish' }, ...taps('4m')]);
    expect(writeNotation(s.hand)).toBe(writeNotation(parseHand('4m [123m]')));
    expect(s.session.target).toBe('standing');
    expect(s.session.pending).toEqual([]);
  });

  it('finishing says that taps go to the standing tiles again', () => {
    const s = run([target('meld'), ...taps('RD', 'RD', 'RD'), { type: 'finish' }]);
    expect(s.session.message).toMatch(
      /^Pung of Red Dragon, Red Dragon, Red Dragon added\. Taps go to the standing tiles again\.$/,
    );
  });

  it('a fourth tapped tile completes an exposed kong and then taps go back to the standing tiles', () => {
    const s = run([target('meld'), ...taps('5p', '5p', '5p', '5p', '6p')]);
    expect(s.hand.melds).toEqual([
      { kind: 'kong', tiles: ['5p', '5p', '5p', '5p'], exposed: true },
    ]);
    expect(s.hand.concealed).toEqual(['6p']);
    expect(s.session.target).toBe('standing');
  });

  it('a concealed kong is laid down with one tap, and the next tap is a standing tile', () => {
    const s = run([target('kong'), ...taps('W', '9s')]);
    expect(writeNotation(s.hand)).toBe(writeNotation(parseHand('9s {WWWW}')));
    expect(s.session.target).toBe('standing');
  });

  it('a meld the engine refuses keeps the meld target and its tiles, with the reason', () => {
    const s = run([target('meld'), ...taps('1p', '3p', '5p'), { type: 'finish' }]);
    expect(s.hand.melds).toEqual([]);
    expect(s.session.target).toBe('meld');
    expect(s.session.pending).toEqual(['1p', '3p', '5p']);
    expect(s.session.message).toMatch(/is not a chow/);
  });

  it('a second exposed meld is started by choosing the meld target again', () => {
    const s = run([
      target('meld'),
      ...taps('RD', 'RD', 'RD'),
      { type: 'finish' },
      target('meld'),
      ...taps('2s', '3s', '4s'),
      { type: 'finish' },
    ]);
    expect(s.hand.melds.map((m) => m.kind)).toEqual(['pung', 'chow']);
    expect(s.session.target).toBe('standing');
  });

  it('a flower tapped while collecting a meld goes among the bonus tiles and leaves the meld being collected', () => {
    const s = run([target('meld'), ...taps('1m', 'F1', '2m')]);
    expect(s.hand.bonus).toEqual(['F1']);
    expect(s.session).toMatchObject({ target: 'meld', pending: ['1m', '2m'] });
  });
});

describe('the winning tile', () => {
  it('with the winning-tile target, the tile is set and taps go back to the standing tiles', () => {
    const s = run([target('win'), ...taps('2p', '3p')]);
    expect(s.hand.winningTile).toBe('2p');
    expect(s.hand.concealed).toEqual(['3p']);
    expect(s.session.target).toBe('standing');
  });

  it('a flower under the winning-tile target goes among the bonus tiles and the target stays', () => {
    const s = run([target('win'), ...taps('F2')]);
    expect(s.hand.bonus).toEqual(['F2']);
    expect(s.hand.winningTile).toBeUndefined();
    expect(s.session.target).toBe('win');
  });
});

describe('a banked joker (a set with jokers)', () => {
  const viet = {
    variant: { tileSet: vietnameseTileSet() } as Variant,
    check: (m: Parameters<typeof readJokerMeld>[0]) => readJokerMeld(m),
  };
  it('banking keeps the bank target, so several jokers can be banked in a row', () => {
    const s = run([target('bank'), ...taps('J1', 'J8')], {}, emptyHand(), viet);
    expect(s.hand.bonus).toEqual(['J1', 'J8']);
    expect(s.session.target).toBe('bank');
  });
});

describe('a meld finished before the meld check has arrived (a scorer fetches it with its scoring part)', () => {
  const waiting = { variant: hongKong, check: null };
  it('waits with the meld still being built and says to tap Finish meld again', () => {
    const s = run(
      [target('meld'), ...taps('1s', '2s', '3s'), { type: 'finish' }],
      {},
      emptyHand(),
      waiting,
    );
    expect(s.hand.melds).toEqual([]);
    expect(s.session.pending).toEqual(['1s', '2s', '3s']);
    expect(s.session.message).toBe(
      'The meld check is still loading: tap Finish meld again in a moment.',
    );
    const later = run([{ type: 'finish' }], { ...s.session }, s.hand);
    expect(later.hand.melds).toEqual([{ kind: 'chow', tiles: ['1s', '2s', '3s'], exposed: true }]);
  });
  it('a fourth tile tapped into the meld waits too, rather than making a kong unchecked', () => {
    const s = run([target('meld'), ...taps('7p', '7p', '7p', '7p')], {}, emptyHand(), waiting);
    expect(s.hand.melds).toEqual([]);
    expect(s.session.pending).toEqual(['7p', '7p', '7p', '7p']);
  });
  it('a chow of honours is refused by the check once it has arrived', () => {
    const s = run([target('meld'), ...taps('E', 'S', 'W'), { type: 'finish' }]);
    expect(s.hand.melds).toEqual([]);
    expect(s.session.message).toMatch(/chow/);
  });
});

describe('the other actions', () => {
  it('taking a tile back from the meld being collected, and cancelling it, leave the hand alone', () => {
    const taken = run([target('meld'), ...taps('1s', '2s', '9s'), { type: 'take-back', index: 2 }]);
    expect(taken.session.pending).toEqual(['1s', '2s']);
    const cancelled = run([{ type: 'cancel' }], { ...taken.session }, taken.hand);
    expect(cancelled.session.pending).toEqual([]);
    expect(cancelled.hand.melds).toEqual([]);
  });

  it('removing a tile takes it out of the hand; clearing empties the hand and the meld being collected', () => {
    const hand = parseHand('123m 45p [RDRDRD]');
    const removed = run([{ type: 'remove', place: { where: 'meld', index: 0 } }], {}, hand);
    expect(writeNotation(removed.hand)).toBe('123m45p');
    const cleared = run([{ type: 'clear' }], { pending: ['1s'], message: 'x' }, hand);
    expect(cleared.hand).toEqual(emptyHand());
    expect(cleared.session).toMatchObject({ pending: [], message: null });
  });

  it('typing in the notation box clears the last message; choosing a target clears it too', () => {
    expect(run([{ type: 'typed' }], { message: 'old' }).session.message).toBeNull();
    expect(run([target('kong')], { message: 'old' }).session).toMatchObject({
      target: 'kong',
      message: null,
    });
  });

  it('a refused tap keeps the hand as it was (the same object, so the link is not rewritten)', () => {
    const full = parseHand('1111m');
    const s = step(full, startSession(), { type: 'tap', code: '1m' }, env);
    expect(s.hand).toBe(full);
    expect(s.session.message).toMatch(/All 4 copies of 1 Characters/);
  });
});

describe('changing seat', () => {
  it("a discard win stays one: choosing the discarder's seat moves the discarder to the seat the winner left", () => {
    expect(seatChange({ seat: 'S', discarder: 'W' }, 'W')).toEqual({ seat: 'W', discarder: 'S' });
    expect(seatChange({ seat: 'S', discarder: 'W' }, 'N')).toEqual({ seat: 'N', discarder: 'W' });
    expect(seatChange({ seat: 'S', discarder: null }, 'E')).toEqual({ seat: 'E', discarder: null });
  });
});
