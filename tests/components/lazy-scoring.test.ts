/**
 * The scorer's scoring part, fetched when first used (src/components/hand-builder/scoring-part.ts):
 * before it arrives a hand only the engine can answer is being scored, never scored; once it has
 * arrived the answer is the engine's; a failed fetch is said and the next fetch tries again.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { emptyHand } from '../../src/components/hand-builder/model';
import { Results } from '../../src/components/hand-builder/Results';
import { scoringOf } from '../../src/components/hand-builder/scoring';
import { answerOf, fetchScoring } from '../../src/components/hand-builder/scoring-part';
import { statusOf } from '../../src/components/hand-builder/summary';
import { ENGLISH, SayContext, sayIn } from '../../src/components/hand-builder/words';
import { handTileCount } from '../../src/engine/hand-count';
import { parseHand } from '../../src/engine/notation';
import { scoreHand, waitsOf } from '../../src/engine/score';
import { scorerLanguage } from '../../src/i18n/islands/scorer-language';
import { hongKong } from '../../src/variants/hong-kong';
import { hongKongHeader } from '../../src/variants/hong-kong/header';
import { sichuan } from '../../src/variants/sichuan';
import { sichuanHeader } from '../../src/variants/sichuan/header';

const WIN = { seat: 'S', discarder: 'W', selfDrawn: false } as const;
const COMPLETE = parseHand('234m 456p 678s 345s 2p @2p');
const WAITING = parseHand('234m 456p 678s 345s 2p');
const NOT_YET = { failed: false };
const FAILED = { failed: true };

/** The results panel for an outcome, as the server renders it, in English. */
const panel = (outcome: ReturnType<typeof answerOf>, children?: unknown) =>
  renderToString(
    h(
      SayContext.Provider,
      { value: ENGLISH },
      h(Results, { outcome, notationError: false, pending: 0 }, children as never),
    ),
  );

describe('before the scoring part arrives', () => {
  it('a complete hand is being scored, never scored: no total, no payments', () => {
    const outcome = answerOf(hongKongHeader, COMPLETE, WIN, {}, NOT_YET, ENGLISH);
    expect(outcome).toEqual({ kind: 'scoring' });
    const status = statusOf(
      hongKongHeader,
      { outcome, count: handTileCount(COMPLETE), pending: 0, notationError: false },
      ENGLISH,
    );
    expect(status.headline).toBe('Scoring…');
    expect(status.payments).toBeUndefined();
    expect(status.tone).toBe('info');
    const html = panel(outcome);
    expect(html).toContain('Scoring the hand: the counting is loading…');
    expect(html).not.toContain('data-testid="total"');
  });

  it('a 13-tile hand is being scored too: its waits are the engine’s to find', () => {
    expect(answerOf(hongKongHeader, WAITING, WIN, {}, NOT_YET, ENGLISH)).toEqual({
      kind: 'scoring',
    });
  });

  it('what needs no engine is said at once: an empty hand, progress, too many tiles, a field to choose', () => {
    const empty = emptyHand();
    expect(answerOf(hongKongHeader, empty, WIN, {}, NOT_YET, ENGLISH)).toEqual({ kind: 'empty' });
    expect(answerOf(hongKongHeader, parseHand('123m 456p'), WIN, {}, NOT_YET, ENGLISH)).toEqual({
      kind: 'building',
      count: 6,
    });
    const fifteen = parseHand('123m 456m 789m 123p 456p');
    expect(answerOf(hongKongHeader, fifteen, WIN, {}, NOT_YET, ENGLISH).kind).toBe('error');
    // Sichuan's missing suit is asked for before anything is scored.
    const sc = parseHand('123m 456m 789m 234p 5p @5p');
    expect(answerOf(sichuanHeader, sc, WIN, {}, NOT_YET, ENGLISH).kind).toBe('choose');
  });

  it('says so in every page language', () => {
    for (const lang of ['zh-cn', 'vi'] as const) {
      const say = sayIn(scorerLanguage(lang, hongKong));
      expect(say('bar.scoring')).not.toBe(ENGLISH('bar.scoring'));
      expect(say('result.scoring')).not.toBe(ENGLISH('result.scoring'));
      expect(say('result.scoringFailed')).not.toBe(ENGLISH('result.scoringFailed'));
    }
  });
});

describe('once the scoring part has arrived', () => {
  it("the answer for a complete hand is scoreHand's for the same hand", async () => {
    const scoring = fetchScoring(async () => hongKong);
    await scoring.load();
    const outcome = answerOf(
      hongKongHeader,
      COMPLETE,
      WIN,
      {},
      { ...scoring, failed: false },
      ENGLISH,
    );
    expect(outcome).toEqual({ kind: 'score', result: scoreHand(hongKong, COMPLETE, WIN, {}) });
    const status = statusOf(hongKongHeader, {
      outcome,
      count: handTileCount(COMPLETE),
      pending: 0,
      notationError: false,
    });
    expect(status.headline).toBe(`${scoreHand(hongKong, COMPLETE, WIN).total} faan`);
    expect(status.payments).toHaveLength(4);
  });

  it("the waits of a 13-tile hand are waitsOf's, and the engine's refusals are its own", async () => {
    const part = { loaded: { value: scoringOf(sichuan) } };
    const context = { ...WIN, missingSuit: 's' };
    const waiting = parseHand('123m 456m 789m 234p 5p');
    expect(
      answerOf(sichuanHeader, waiting, context, {}, { ...part, failed: false }, ENGLISH),
    ).toEqual({ kind: 'waits', waits: waitsOf(sichuan, waiting, context, {}) });
    // A bamboo tile in a hand that declared bamboo missing: the engine's error, not a score.
    const refused = parseHand('123m 456m 789m 234p 5s @5s');
    expect(
      answerOf(sichuanHeader, refused, context, {}, { ...part, failed: false }, ENGLISH).kind,
    ).toBe('error');
  });

  it('the panel draws the part’s answer: the total the engine gave', async () => {
    const part = scoringOf(hongKong);
    const outcome = part.outcome(COMPLETE, WIN, {}, ENGLISH);
    const html = panel(outcome, h(part.Answer, { outcome, selfDrawn: false }));
    expect(html).toContain(`data-testid="total">${scoreHand(hongKong, COMPLETE, WIN).total} faan<`);
  });
});

describe('a scoring part that could not be fetched', () => {
  it('is reported, never scored, and the next fetch tries again', async () => {
    let online = false;
    const scoring = fetchScoring(async () => {
      if (!online) throw new Error('offline');
      return hongKong;
    });
    await expect(scoring.load()).rejects.toThrow('offline');
    expect(scoring.loaded).toBeUndefined();
    const failed = answerOf(hongKongHeader, COMPLETE, WIN, {}, { ...scoring, ...FAILED }, ENGLISH);
    expect(failed).toEqual({ kind: 'unscored' });
    const status = statusOf(hongKongHeader, {
      outcome: failed,
      count: 14,
      pending: 0,
      notationError: false,
    });
    expect(status).toMatchObject({
      headline: 'Could not load: tap again.',
      tone: 'error',
    });
    expect(status.payments).toBeUndefined();
    const html = panel(failed);
    expect(html).toContain('role="alert"');
    expect(html).toContain('check the connection, then tap a tile or press a button again');
    expect(html).not.toContain('data-testid="total"');
    online = true;
    await scoring.load();
    expect(
      answerOf(hongKongHeader, COMPLETE, WIN, {}, { ...scoring, failed: false }, ENGLISH),
    ).toEqual({
      kind: 'score',
      result: scoreHand(hongKong, COMPLETE, WIN, {}),
    });
  });
});

describe('the header is the variant’s own', () => {
  it('every fact the header holds is the full variant’s, by the same object', () => {
    for (const [header, full] of [
      [hongKongHeader, hongKong],
      [sichuanHeader, sichuan],
    ] as const)
      for (const [key, value] of Object.entries(header))
        expect(full[key as keyof typeof full], key).toBe(value);
  });
});
