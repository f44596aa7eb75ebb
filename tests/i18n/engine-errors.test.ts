/**
 * The engine's refusals met through the engine itself, said in Chinese and Vietnamese from their
 * parameters: the tile, seat, number or rule they name is the one at fault, in the page's words.
 */
import { describe, expect, it } from 'vitest';
import { errorTextIn } from '../../src/components/engine-words';
import { emptySheet, replaySheet } from '../../src/components/game-sheet/sheet';
import { gameSayIn } from '../../src/components/game-sheet/words';
import { sayIn } from '../../src/components/hand-builder/words';
import { isHandError } from '../../src/engine/errors';
import { parseHand } from '../../src/engine/notation';
import { scoreHand } from '../../src/engine/score';
import { gameLanguage } from '../../src/i18n/islands/game';
import { scorerLanguage } from '../../src/i18n/islands/scorer-language';
import { decodeState } from '../../src/share-read';
import { getVariant } from '../../src/variants';

/** The error `f` throws, said on a page in `locale` of `variant`'s scorer. */
function refusal(variantId: string, f: () => unknown) {
  let error: unknown;
  try {
    f();
  } catch (e) {
    error = e;
  }
  if (!isHandError(error)) throw new Error(`no HandError: ${String(error)}`);
  const say = (locale: 'zh-cn' | 'zh-hk' | 'vi') =>
    errorTextIn(scorerLanguage(locale, getVariant(variantId))?.engine, error);
  return { english: error.message, zh: say('zh-cn'), hk: say('zh-hk'), vi: say('vi') };
}

/** No word of English left (a tile code or a number may stay). */
const noEnglish = (text: string) => expect(text).not.toMatch(/\b(the|is|a|an|of|not|hand|tile)\b/i);

describe('a score sheet’s refusal, in the page’s words', () => {
  it('a liable feeder who is the winner is refused naming his seat (Vietnamese sheet)', () => {
    const vn = getVariant('vietnamese');
    const sheet = {
      ...emptySheet(vn),
      entries: [
        {
          kind: 'win' as const,
          winner: 'S' as const,
          from: 'W' as const,
          events: [],
          extra: { feeder: 'S', feeding: 'suit' },
          notation: '123m 456m 789m 5p5p 11s @5p',
        },
      ],
    };
    const { failure } = replaySheet(vn, sheet);
    expect(failure?.number).toBe(1);
    expect(failure!.error.message).toBe('hand 1: the feeder (S) cannot be the winner');
    const said = (locale: 'zh-cn' | 'vi') =>
      gameSayIn(gameLanguage(locale, vn)).scorer.error(failure!.error);
    expect(said('vi')).toBe('Người phải đền (Nam) không thể là người ù.');
    expect(said('zh-cn')).toBe('包赔者（南家）不能是和牌者。');
  });

  it('a hand after the game’s last is refused saying how long the game was', () => {
    const hk = getVariant('hong-kong');
    const draw = { kind: 'draw' as const };
    // A game of one round: a non-dealer wins each of four hands, so the deal passes four times
    // and the East round is over before the fifth.
    const win = (winner: 'E' | 'S' | 'W' | 'N') => ({
      kind: 'win' as const,
      winner,
      from: null,
      events: [],
      extra: {},
      notation: '123m 456m 789m 123p 5s @5s',
    });
    const sheet = {
      ...emptySheet(hk),
      rounds: 1 as const,
      entries: [win('S'), win('W'), win('N'), win('E'), draw],
    };
    const { failure } = replaySheet(hk, sheet);
    expect(failure?.number).toBe(5);
    expect(failure!.error.message).toBe('hand 5 comes after the game ended (it was 1 round)');
    const vi = gameSayIn(gameLanguage('vi', hk)).scorer.error(failure!.error);
    const zh = gameSayIn(gameLanguage('zh-cn', hk)).scorer.error(failure!.error);
    expect(vi).toBe('Trận đấu đã kết thúc (gồm 1 vòng): ván này đến sau khi kết thúc.');
    expect(zh).toBe('这场牌已经结束（共1圈）：这一局在结束之后。');
  });
});

describe('Vietnamese wins refused, in the page’s words', () => {
  const vn = getVariant('vietnamese');
  it('robbing a quad while holding the other copies names the tile and how many', () => {
    const r = refusal('vietnamese', () =>
      scoreHand(vn, parseHand('123m 456m 789m 5p5p 11s @5p'), {
        seat: 'S',
        discarder: 'W',
        robbingKong: true,
      }),
    );
    expect(r.english).toMatch(/robbing a quad takes the fourth 5p .* holds 3$/);
    expect(r.zh).toBe(
      '抢杠抢的是别人加到碰上的第四张五饼，和牌者手里不会有别的五饼，但这手牌有3张。',
    );
    expect(r.vi).toBe(
      'Bắt Coong là bắt quân 5 Văn thứ tư người khác thêm vào Phỗng, nên người ù không còn quân 5 Văn nào khác, nhưng bài này có 3.',
    );
    expect(r.hk).toContain('五筒');
  });

  it('a rule the table does not play is named as the page’s form names it', () => {
    const r = refusal('vietnamese', () =>
      scoreHand(vn, parseHand('123m 456m 789m 5p5p 11s @5p'), {
        seat: 'S',
        discarder: 'W',
        robbingBounce: 'yes',
      }),
    );
    expect(r.english).toMatch(/^this table does not play robbing a bounce/);
    expect(r.vi).toMatch(/^Bàn này không chơi Bắt Quân Nẩy: hãy bật .+\.$/);
    expect(r.zh).toMatch(/^这桌不玩抢弹牌（Bắt Quân Nẩy）：请打开.+。$/);
    noEnglish(r.zh);
    noEnglish(r.vi);
  });

  it('a joker outside its suit names the joker and the tile in the page’s words', () => {
    const r = refusal('vietnamese', () =>
      scoreHand(
        vn,
        {
          concealed: ['1m', '2m', '3m', '4m', '5m', '6m', '7m', '8m', '9m', '1s', '1s'],
          melds: [{ kind: 'pung', tiles: ['5s', '5s', 'J2'], exposed: true }],
          bonus: [],
          winningTile: '1s',
        },
        { seat: 'S', discarder: 'W' },
      ),
    );
    expect(r.english).toMatch(/J2 \(Thùng\) cannot stand for 5s/);
    expect(r.zh).toBe('Thùng混儿（代替饼子）不能代替五条。');
    expect(r.vi).toBe('Thùng (thay quân Văn) không thể thay 5 Sách.');
  });
});

describe('Sichuan wins refused, in the page’s words', () => {
  const sc = getVariant('sichuan');
  const hand = () => parseHand('123p 456p 789p 123s 5s @5s');
  it('a winner listed among the players already out is named by his seat', () => {
    const r = refusal('sichuan', () =>
      scoreHand(sc, hand(), { seat: 'S', discarder: 'W', missingSuit: 'm', out: ['S'] }),
    );
    expect(r.english).toMatch(/^context.out lists the winner \(S\)/);
    expect(r.zh).toBe('已和牌的玩家里写了和牌者（南家）：已经和牌的玩家不再参与。');
    expect(r.vi).toBe(
      'Người ù (Nam) nằm trong số những người đã ù: người đã ù không chơi tiếp nữa.',
    );
  });

  it('a declared chow is refused naming the meld', () => {
    const r = refusal('sichuan', () =>
      scoreHand(sc, parseHand('[123p] 456p 789p 123s 5s @5s'), {
        seat: 'S',
        discarder: 'W',
        missingSuit: 'm',
      }),
    );
    expect(r.english).toMatch(/^Sichuan has no chows/);
    expect(r.zh).toBe('四川麻将不能吃：[1p 2p 3p]不能作为吃亮出（手里暗藏的顺子可以）。');
    expect(r.vi).toMatch(/^Mạt chược Tứ Xuyên không có Ăn: không thể hạ \[1p 2p 3p\]/);
  });
});

describe('a shared link’s problems, in the page’s words', () => {
  const hk = getVariant('hong-kong');
  const link = '?v=hong-kong&h=123m4x5p&seat=Q&ev=boom&o.minimum=99';
  it('English keeps the link’s own names (the tests and the command line read them)', () => {
    expect(decodeState(hk, link).problems).toEqual([
      'the hand in the link could not be read: "4x" in "123m4x5p": "x" is not a suit letter; use m (characters), p (dots) or s (bamboo)',
      'seat "Q" is not a wind (E, S, W or N); using E',
      'unknown win event "boom" ignored',
      'option minimum "99" is not a whole number from 0 to 13; using 3',
    ]);
  });

  it('Chinese says every problem, the hand’s own in Chinese, options by their names', () => {
    const say = sayIn(scorerLanguage('zh-cn', hk)).link;
    const [handProblem, seat, event, option] = decodeState(hk, link, say).problems;
    expect(handProblem).toBe(
      '链接里的手牌读不出来：“123m4x5p”里的“x”不是花色字母：用m（万）、p（饼）或s（条）。',
    );
    expect(seat).toBe('座位“Q”不是风位（E、S、W或N）；改用东。');
    expect(event).toBe('不认识的和牌事件“boom”，已忽略。');
    expect(option).toMatch(/^规则“[^”a-z]+”的“99”不是0到13之间的整数；改用3。$/);
  });

  it('Vietnamese says them too', () => {
    const say = sayIn(scorerLanguage('vi', hk)).link;
    const problems = decodeState(hk, link, say).problems;
    expect(problems[0]).toMatch(/^Không đọc được bài trong liên kết: “x” trong “123m4x5p”/);
    expect(problems[1]).toBe('Chỗ ngồi “Q” không phải một hướng gió (E, S, W hoặc N); dùng Đông.');
  });
});
