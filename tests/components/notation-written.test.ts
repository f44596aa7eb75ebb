/**
 * A scorer reads notation only when the reader types it or opens a link: a tap keeps the hand it
 * wrote (asWritten), so that hand must be the one reading the written notation back would give,
 * and text waits for the reader (readNotation without one) rather than being read some other way.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  asWritten,
  emptyHand,
  readNotation,
  type Target,
  writeNotation,
} from '../../src/components/hand-builder/model';
import {
  type Action,
  type Step,
  startSession,
  step,
} from '../../src/components/hand-builder/session';
import { tilesFor } from '../../src/components/hand-builder/tiles';
import { ENGLISH } from '../../src/components/hand-builder/words';
import { meldCheckOf } from '../../src/engine/hand';
import { parseHand } from '../../src/engine/notation';
import { hongKong } from '../../src/variants/hong-kong';
import { vietnamese } from '../../src/variants/vietnamese';

const TARGETS: Target[] = ['standing', 'meld', 'kong', 'win', 'bank'];

/** Random actions over a set's palette: taps, targets, finishing (as a run or not), cancels, removals. */
const actions = (codes: readonly string[]) =>
  fc.array(
    fc.oneof(
      {
        weight: 6,
        arbitrary: fc.constantFrom(...codes).map((code): Action => ({ type: 'tap', code })),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(...TARGETS).map((t): Action => ({ type: 'target', target: t })),
      },
      { weight: 1, arbitrary: fc.boolean().map((asChow): Action => ({ type: 'finish', asChow })) },
      { weight: 1, arbitrary: fc.constant<Action>({ type: 'cancel' }) },
      {
        weight: 1,
        arbitrary: fc
          .nat(13)
          .map((index): Action => ({ type: 'remove', place: { where: 'concealed', index } })),
      },
    ),
    { maxLength: 40 },
  );

function everyWrittenHandReadsBack(variant: typeof hongKong, options = {}) {
  const tiles = tilesFor(variant, options, ENGLISH, meldCheckOf(variant));
  const codes = tiles.rows.flatMap((r) => r.codes);
  fc.assert(
    fc.property(actions(codes), (list) => {
      let s: Step = { hand: emptyHand(), session: startSession() };
      for (const a of list) {
        s = step(s.hand, s.session, a, { variant: tiles.variant, check: tiles.check });
        const text = writeNotation(s.hand);
        if (text) expect(asWritten(s.hand)).toEqual(parseHand(text));
      }
    }),
    { numRuns: 300, seed: 15 },
  );
}

describe('a tapped hand is the hand its notation reads back as', () => {
  it('with the shared 144 tiles: standing tiles, melds, kongs, the winning tile and flowers', () => {
    everyWrittenHandReadsBack(hongKong);
  });

  it('with the Vietnamese set and four copies of each joker: joker melds, runs of jokers and banked jokers', () => {
    everyWrittenHandReadsBack(vietnamese, { jokerCopies: '4' });
  });

  it('a tap-built hand in the builder order (East tapped before 1m) is written and kept sorted', () => {
    let s: Step = { hand: emptyHand(), session: startSession() };
    for (const code of ['E', '9s', '1m', 'F2', '5p'])
      s = step(s.hand, s.session, { type: 'tap', code }, { variant: hongKong, check: null });
    expect(s.hand.concealed).toEqual(['E', '9s', '1m', '5p']);
    expect(asWritten(s.hand)).toEqual(parseHand(writeNotation(s.hand)));
    expect(asWritten(s.hand).concealed).toEqual(['1m', '5p', '9s', 'E']);
  });
});

describe('text waits for the notation reader', () => {
  it('without the reader, text is unread: neither a hand nor an error', () => {
    expect(readNotation('123m 456p', undefined)).toEqual({
      hand: emptyHand(),
      error: null,
      unread: true,
    });
  });

  it('an empty box needs no reader: it is the empty hand', () => {
    expect(readNotation('   ', undefined)).toEqual({ hand: emptyHand(), error: null });
  });

  it('with the reader, text is read, and a typo is the engine’s error in the page’s words', () => {
    expect(readNotation('123m @5p', parseHand).hand).toEqual(parseHand('123m @5p'));
    const typo = readNotation('123x', parseHand);
    expect(typo.unread).toBeUndefined();
    expect(typo.error).toMatch(/123x|x/);
  });
});
