import { describe, expect, it } from 'vitest';
import { parseHand } from '../../../src/engine/notation';
import { scoreHand } from '../../../src/engine/score';
import { getVariant } from '../../../src/variants';
import { ask, errorOf, ON_DISCARD, SELF_DRAWN, vn } from './vn';

describe('bad Vietnamese input gets a specific message', () => {
  it('a joker in a quad', () => {
    const e = errorOf(() => vn('123m 456p 789s 5s [NNNJ6] @5s'));
    expect(e.code).toBe('joker-in-kong');
    expect(e.message).toMatch(
      /J6 \(Hỉ\) cannot be in exposed kong \[N N N J6\]: a quad \(kong\) must be four real tiles/,
    );
  });
  it('a joker standing for a tile outside its domain in a called meld', () => {
    const e = errorOf(() => vn('123m 456p 789s 5s [NNJ2] @5s'));
    expect(e.code).toBe('joker-out-of-domain');
    expect(e.message).toMatch(
      /J2 \(Thùng\) cannot stand for N \(North Wind\): it stands for dots tiles only/,
    );
  });
  it('the flower joker used as a wild, standing or melded or as the winning tile', () => {
    expect(errorOf(() => vn('123m 456p 789s 5s NNJ5 @5s')).message).toMatch(
      /J5 \(Đại Hoa\) stands among the concealed tiles: the flower joker is never a wild/,
    );
    expect(errorOf(() => vn('123m 456p 789s 5s [NNJ5] @5s')).code).toBe('flower-joker-wild');
    expect(errorOf(() => vn('123m 456p 789s 55s [NNN] @J5')).code).toBe('flower-joker-wild');
  });
  it('more jokers than the chosen set holds (one of each in the classic 160; two in the 168)', () => {
    const e = errorOf(() => vn('123m 456p 789s 5s [NNN] @5s +J2 J2'));
    expect(e.code).toBe('too-many-jokers');
    expect(e.message).toMatch(
      /2 copies of J2 \(Thùng joker \(any dots tile\)\): the 160-tile Vietnamese set has only 1/,
    );
    expect(vn('123m 456p 789s 5s [NNN] @5s +J2 J2', ON_DISCARD, { jokerCopies: '2' }).total).toBe(
      4,
    );
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s +J2 J2 J2', ON_DISCARD, { jokerCopies: '2' }))
        .message,
    ).toMatch(/the 168-tile Vietnamese set has only 2/);
  });
  it('a bounce out of a meld that never held that joker, or of something that is not a joker', () => {
    expect(errorOf(() => vn('111m 555p 999s 5s [NNN^J3] @5s')).message).toMatch(
      /J3 \(Sọc\) cannot have been bounced out of exposed pung \[N N N\]: it never stood in that pung/,
    );
    const a = ask({
      concealed: ['1m', '1m', '1m', '5p', '5p', '5p', '9s', '9s', '9s', '5s'],
      melds: [{ kind: 'pung', tiles: ['N', 'N', 'N'], bounced: ['5s'] }],
      winningTile: '5s',
      bonus: [],
    });
    expect(a).toEqual({
      ok: false,
      error: expect.stringMatching(
        /lists 5s as bounced: only a joker \(J1-J9\) is bounced out of a pung/,
      ),
    });
  });
  it('a bounced joker plus the same joker banked is more than the classic set holds', () => {
    expect(errorOf(() => vn('111m 555p 999s 5s [NNN^J6] @5s +J6')).code).toBe('too-many-jokers');
  });
  it('other variants refuse Vietnamese codes by name, from their own validation', () => {
    const hk = getVariant('hong-kong');
    expect(
      errorOf(() => scoreHand(hk, parseHand('123m 456p 78sJ2 5s [NNN] @5s'), ON_DISCARD)).message,
    ).toMatch(
      /J2 \(Thùng joker \(any dots tile\)\) is not in the 144-tile Chinese set: only Vietnamese mahjong plays it/,
    );
    expect(
      errorOf(() => scoreHand(hk, parseHand('123m 456p 789s 5s [NNN] @5s +K1'), ON_DISCARD))
        .message,
    ).toMatch(/K1 \(Emperor 1 \(East\)\) is not in the 144-tile Chinese set/);
    expect(
      errorOf(() => scoreHand(hk, parseHand('123m 456p 789s 5s [NNN] @F1'), ON_DISCARD)).message,
    ).toMatch(/bonus tile F1 cannot be the winning tile/);
    expect(
      errorOf(() => scoreHand(hk, parseHand('111m 555p 999s 5s [NNN^J6] @5s'), ON_DISCARD)).message,
    ).toMatch(/records a bounced joker \(J6\): only Vietnamese mahjong has jokers to bounce/);
  });
});

describe('the Vietnamese context is checked against the hand', () => {
  it('an unknown field, or a value not among its choices', () => {
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, missingSuit: 'm' })).message,
    ).toMatch(/does not read context.missingSuit/);
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, blessing: 'moon' })).message,
    ).toMatch(/context.blessing cannot be "moon": use none, heaven, earth, man/);
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, liable: 'W' })).message,
    ).toMatch(/worked out by the scorer/);
  });
  it('robbing a quad only takes a tile the winner holds no other copy of (an added quad)', () => {
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, robbingKong: true }))
        .message,
    ).toMatch(/the winner holds no other copy, but this hand holds 2/);
  });
  it('robbing a bounce needs the table option, a discard and at most two copies', () => {
    expect(
      errorOf(() => vn('123m 456p 78s 55s [NNN] @9s', { ...ON_DISCARD, robbingBounce: 'yes' }))
        .message,
    ).toMatch(/turn on the table rule “Robbing a bounce \(Bắt Quân Nẩy\)”/);
    expect(
      errorOf(() =>
        vn(
          '123m 456p 78s 55s [NNN] @9s',
          { ...SELF_DRAWN, robbingBounce: true },
          { robbingBounce: true },
        ),
      ).message,
    ).toMatch(/another player's tile/);
  });
  it('a replacement win needs a quad, a flower or a banked joker', () => {
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...SELF_DRAWN, kongReplacement: true }))
        .message,
    ).toMatch(/follows a quad, a flower set aside or a banked or bounced joker/);
    expect(
      vn('123m 456p 789s 5s [NNN] @5s +J3', { ...SELF_DRAWN, kongReplacement: true }).patterns.map(
        (p) => p.id,
      ),
    ).toContain('replacement-win');
  });
  it("blessings: heaven is East's self-draw, earth a non-dealer on East's discard, man a discard win; none after a call", () => {
    expect(
      errorOf(() => vn('123m 456p 78s9s 5s NNN @5s', { ...SELF_DRAWN, blessing: 'heaven' }))
        .message,
    ).toMatch(/Thiên Ù\) is the dealer/);
    expect(
      errorOf(() => vn('123m 456p 789s 5s NNN @5s', { ...ON_DISCARD, blessing: 'earth' })).message,
    ).toMatch(/Địa Ù\) is a non-dealer winning on the dealer's/);
    expect(
      errorOf(() =>
        vn(
          '123m 456p 789s 5s NNN @5s',
          { ...ON_DISCARD, blessing: 'man' },
          { blessingOfMan: false },
        ),
      ).message,
    ).toMatch(/does not play Blessing of Man/);
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, blessing: 'man' })).message,
    ).toMatch(/a blessing is a win before any call/);
  });
  it('Tổng/Hợp from the opening round must be banked; "same frame" needs a multi-copy set', () => {
    expect(
      errorOf(() =>
        vn('123m 456p 789s 5s [NNN] @5s +J1', { ...ON_DISCARD, initialDeclared: 'J1+J8' }),
      ).message,
    ).toMatch(/names J8 .* not among the banked bonus tiles/);
    expect(
      errorOf(() =>
        vn('123m 456p 789s 5s [NNN] @5s +J1 J8', {
          ...ON_DISCARD,
          initialDeclared: 'J1+J8-same-frame',
        }),
      ).message,
    ).toMatch(/needs a set with several copies/);
    expect(
      vn(
        '123m 456p 789s 5s [NNN] @5s +J1 J8',
        { ...ON_DISCARD, initialDeclared: 'J1+J8-same-frame' },
        { jokerCopies: '2' },
      ).patterns.find((p) => p.id === 'tong-hop-initial')?.value,
    ).toBe(12);
  });
  it('a winning streak is refused unless the table counts consecutive wins', () => {
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, winStreak: '6' })).message,
    ).toMatch(/turn on the table rule “Six Consecutive Wins \(Lục Khôi\)”/);
    expect(
      vn(
        '123m 456p 789s 5s [NNN] @5s',
        { ...ON_DISCARD, winStreak: '6' },
        { sixConsecutiveWins: true },
      ).total,
    ).toBe(6);
  });
  it('a No Flowers No Leaves claim on a hand with a flower, a joker or an honour is refused', () => {
    expect(
      errorOf(() => vn('123m 456p 789s 5s [NNN] @5s', { ...ON_DISCARD, nfnl: 'true' })).message,
    ).toMatch(/suit tiles only, but the hand holds N/);
    expect(
      errorOf(() => vn('123m 456p 789s 5s [678m] @5s +F1', { ...ON_DISCARD, nfnl: 'true' }))
        .message,
    ).toMatch(/no flower or joker was ever set aside/);
  });
});
