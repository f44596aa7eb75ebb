import { describe, expect, it } from 'vitest';
import { type BuilderState, defaultState, encodeState } from '../src/share';
import { decodeState } from '../src/share-read';
import { hongKong } from '../src/variants/hong-kong';

describe('share links', () => {
  it('round-trip the hand, the context and non-default options', () => {
    const s: BuilderState = {
      ...defaultState(),
      notation: '789p 555s WD [RDRDRD] [GDGDGD] @WD',
      seat: 'S',
      round: 'W',
      discarder: 'N',
      lastTile: true,
      options: { minimum: 1 },
    };
    const link = encodeState(hongKong, s);
    expect(link).toContain('v=hong-kong');
    expect(link).toContain('cv=1');
    const back = decodeState(hongKong, link);
    expect(back.problems).toEqual([]);
    expect(back.versionNote).toBeNull();
    expect(back.state).toEqual(s);
  });

  it('report every tampered field and fall back to safe values', () => {
    const { state, problems } = decodeState(
      hongKong,
      '?v=hong-kong&h=ZZZ&seat=Q&from=S&ev=boom&o.cap=99&o.nope=1&x=1',
    );
    expect(problems.join('\n')).toMatch(/hand in the link could not be read/);
    expect(problems.join('\n')).toMatch(/seat "Q" is not a wind/);
    expect(problems.join('\n')).toMatch(/unknown win event "boom"/);
    expect(problems.join('\n')).toMatch(/option cap "99" is not a whole number from 1 to 13/);
    expect(problems.join('\n')).toMatch(/no option "nope"/);
    expect(problems.join('\n')).toMatch(/unknown link field "x"/);
    expect(state.seat).toBe('E');
    expect(state.options).toEqual({});
  });

  it('refuse a discarder equal to the winner in a link', () => {
    const { state, problems } = decodeState(hongKong, '?seat=S&from=S');
    expect(state.discarder).toBeNull();
    expect(problems[0]).toMatch(/cannot be the winner/);
  });

  it('say when a link was made under another catalogue version', () => {
    expect(decodeState(hongKong, '?v=hong-kong&cv=0').versionNote).toMatch(
      /version 0 of the Hong Kong rules/,
    );
  });
});
