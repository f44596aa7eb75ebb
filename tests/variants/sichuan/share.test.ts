/** Share links carry Sichuan's missing suit (a variant context field) and leave Hong Kong links alone. */
import { describe, expect, it } from 'vitest';
import { contextOf, defaultState, encodeState } from '../../../src/share';
import { decodeState } from '../../../src/share-read';
import { hongKong } from '../../../src/variants/hong-kong';
import { sichuan } from '../../../src/variants/sichuan';

describe('the missing suit in a share link', () => {
  it('round-trips as x.missingSuit and reaches the engine as context.missingSuit', () => {
    const state = {
      ...defaultState(),
      notation: '123p456p789s45s22s @6s',
      seat: 'S' as const,
      discarder: 'W' as const,
      extra: { missingSuit: 'm' },
    };
    const link = encodeState(sichuan, state);
    expect(new URLSearchParams(link).get('x.missingSuit')).toBe('m');
    const back = decodeState(sichuan, link);
    expect(back.problems).toEqual([]);
    expect(back.state.extra).toEqual({ missingSuit: 'm' });
    expect(contextOf(back.state)).toMatchObject({ seat: 'S', discarder: 'W', missingSuit: 'm' });
  });
  it('reports a bad suit and an unknown field instead of using them', () => {
    const back = decodeState(sichuan, '?v=sichuan&x.missingSuit=z&x.flowers=2');
    expect(back.problems).toEqual([
      'missing suit cannot be "z"; choose it again',
      'Sichuan has no context field "flowers"; ignored',
    ]);
    expect(back.state.extra).toBeUndefined();
  });
  it('adds nothing to a Hong Kong link', () => {
    const link = encodeState(hongKong, { ...defaultState(), notation: '234m456p678s345s2p @2p' });
    expect(link).not.toContain('x.');
    expect(contextOf(decodeState(hongKong, link).state)).not.toHaveProperty('missingSuit');
  });
});
