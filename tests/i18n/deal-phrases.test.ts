/**
 * A settled Sichuan deal said in the reader's language: every step summary, note and transfer
 * reason, and every refusal, comes from the engine as a phrase (key + values) and is said from the
 * page's table, naming the right seats, tiles and amounts; a refused hand names the event (and
 * whose win or hand) as the English does. English pages say exactly what the engine writes.
 */
import { describe, expect, it } from 'vitest';
import { DEAL_ENGLISH, type DealSay, dealSayIn } from '../../src/components/deal-ledger/words';
import { sayIn } from '../../src/components/hand-builder/words';
import type { DealSettlement } from '../../src/engine/deal';
import { resolveOptions } from '../../src/engine/options';
import type { Options } from '../../src/engine/variant';
import { dealLanguage } from '../../src/i18n/islands/deal';
import { DEAL_PHRASE_TRANSLATIONS } from '../../src/i18n/islands/deal-phrases';
import { sichuan } from '../../src/variants/sichuan';
import { TWO_WINNERS_DEAL, WORKED_DEAL } from '../../src/variants/sichuan/deal/examples';
import { DEAL_PHRASES } from '../../src/variants/sichuan/deal/phrases';

const settle = (deal: unknown, options: Options = {}): DealSettlement =>
  sichuan.settleDeal!(deal, resolveOptions(sichuan, options));

const sayFor = (locale: 'zh-cn' | 'zh-hk' | 'vi'): DealSay => {
  const lang = dealLanguage(locale)!;
  return dealSayIn(lang.words, sayIn(lang.scorer), lang.phrases);
};

/** What the island shows of each step: its summary, its notes and its transfers' reasons. */
const texts = (r: DealSettlement, say: DealSay) =>
  r.steps.map((s) => ({
    summary: say.phrase(s.says),
    notes: s.notesSaid.map(say.phrase),
    reasons: s.transfers.map((t) => say.phrase(t.says)),
  }));

/** The refusal as the island says it ('' when the deal settles). */
function refusal(deal: unknown, say: DealSay, options: Options = {}): string {
  try {
    settle(deal, options);
    return '';
  } catch (e) {
    return say.error(e);
  }
}

const kong = (seat: string, kind: string, tile: string, more: Record<string, unknown> = {}) => ({
  type: 'kong',
  seat,
  kind,
  tile,
  ...more,
});
const S_BASIC = '456p 456p 678s 45s 22s @3s';
const WALL_EVENTS = [
  kong('W', 'concealed', '9s'),
  { type: 'win', winners: [{ seat: 'S', hand: S_BASIC }], context: { selfDrawn: true } },
  {
    type: 'wallEnd',
    hands: { E: '1112233456789p', W: '135p 79p 1357s 2s {9999s}', N: '123m 22p 66s 88s 33s 44s' },
  },
];
const ALL_M = { E: 'm', S: 'm', W: 'm', N: 'm' };
const SHOT = {
  missingSuits: ALL_M,
  events: [
    kong('W', 'concealed', '9s'),
    {
      type: 'win',
      winners: [{ seat: 'S', hand: S_BASIC }],
      context: { discarder: 'W', kongDiscard: true },
    },
  ],
};

/** Deals and tables that between them say most of the step sentences. */
const SETTLED: readonly DealSettlement[] = [
  settle(WORKED_DEAL),
  settle(WORKED_DEAL, { cap: 3, selfDraw: 'plus-fan' }),
  settle(TWO_WINNERS_DEAL),
  settle({ missingSuits: ALL_M, events: WALL_EVENTS }, { flowerPig: 'forfeit' }),
  settle({ missingSuits: ALL_M, events: WALL_EVENTS }, { flowerPig: 'sixteen' }),
  settle({ missingSuits: ALL_M, events: WALL_EVENTS }, { pigPaysReady: true }),
  settle(
    { missingSuits: ALL_M, events: [kong('E', 'added', '9p', { postponed: true })] },
    { addedKongFreshOnly: true },
  ),
  settle(SHOT, { shootAfterKong: 'refund' }),
  settle(SHOT, { shootAfterKong: 'transfer' }),
  settle(WORKED_DEAL, { cap: 2, selfDraw: 'plus-fan' }),
  // South robs West's added kong; West wins on his own kong's replacement tile.
  settle({
    missingSuits: ALL_M,
    events: [
      kong('W', 'added', '6s'),
      {
        type: 'win',
        winners: [{ seat: 'S', hand: '123p 456p 789s 45s 22s @6s' }],
        context: { discarder: 'W', robbingKong: true },
      },
      kong('W', 'concealed', '9p'),
      {
        type: 'win',
        winners: [{ seat: 'W', hand: '456p 678s 45s 22s {9999p} @3s' }],
        context: { selfDrawn: true, kongReplacement: true },
      },
    ],
  }),
  // Nobody still in is ready when the wall runs out.
  settle({
    missingSuits: ALL_M,
    events: [
      { type: 'win', winners: [{ seat: 'S', hand: S_BASIC }], context: { selfDrawn: true } },
      {
        type: 'wallEnd',
        hands: {
          E: '1357p 2468p 1357s 9p',
          W: '1357p 2468p 2468s 9s',
          N: '1p 99p 1357s 2468s 8s 9s',
        },
      },
    ],
  }),
];

describe("a settled deal's sentences", () => {
  it('English pages say every step, note and reason exactly as the engine writes it', () => {
    for (const r of SETTLED)
      for (const s of r.steps) {
        expect(DEAL_ENGLISH.phrase(s.says)).toBe(s.summary);
        expect(s.notesSaid.map(DEAL_ENGLISH.phrase)).toEqual(s.notes);
        for (const t of s.transfers) expect(DEAL_ENGLISH.phrase(t.says)).toBe(t.reason);
      }
  });

  it('the deals above say 38 of the sentences, each in every language', () => {
    const keys = new Set<string>();
    const collect = (p: { key: string; params: Readonly<Record<string, unknown>> }) => {
      keys.add(p.key);
      for (const v of Object.values(p.params))
        for (const x of Array.isArray(v) ? v : [v])
          if (x && typeof x === 'object' && 'key' in x) collect(x as typeof p);
    };
    for (const r of SETTLED)
      for (const s of r.steps) {
        collect(s.says);
        s.notesSaid.forEach(collect);
        for (const t of s.transfers) collect(t.says);
      }
    expect(keys.size).toBeGreaterThanOrEqual(38);
    for (const key of keys) {
      expect(DEAL_PHRASES[key as keyof typeof DEAL_PHRASES], key).toBeDefined();
      for (const table of [DEAL_PHRASE_TRANSLATIONS['zh-cn'], DEAL_PHRASE_TRANSLATIONS.vi])
        expect(table[key as keyof typeof table], key).toBeDefined();
    }
  });

  it('Chinese names the worked example’s seats, tiles and amounts, with no English left', () => {
    const [kong1, kong2, selfDraw, added, wallEnd] = texts(settle(WORKED_DEAL), sayFor('zh-cn'));
    expect(kong1!.summary).toBe('西家杠北家打出的五饼：明杠。');
    expect(kong1!.reasons).toEqual(['西家明杠五饼：北家打出这张牌，付2']);
    expect(kong2!.reasons[0]).toBe('东家暗杠三条：南家还在局中，付2，还在局中的每家都付');
    expect(selfDraw!.summary).toBe('南家自摸和牌。');
    expect(selfDraw!.reasons[0]).toBe('南家自摸：2番，所以还在局中的东家付底分4 + 1 = 5');
    expect(added!.notes).toEqual(['南家已经和牌，不再付钱。']);
    expect(wallEnd!.summary).toBe(
      '牌摸完了：东家听牌（听九条，最多3番 = 8）、西家没听牌、北家是花猪。',
    );
    expect(wallEnd!.reasons).toEqual([
      '牌摸完时西家没听牌，所以退还北家为他的明杠五饼付的2（第1件事）',
      '北家手里还有定缺的万（一万）：花猪付给每个不是花猪的人32',
      '北家手里还有定缺的万（一万）：花猪付给每个不是花猪的人32',
      '北家手里还有定缺的万（一万）：花猪付给每个不是花猪的人32',
      '西家没听牌，付给听牌的东家：东家这手牌最多能和3番 = 8',
    ]);
    const all = SETTLED.flatMap((r) => texts(r, sayFor('zh-cn')));
    for (const t of all.flatMap((s) => [s.summary, ...s.notes, ...s.reasons]))
      expect(t, t).not.toMatch(/[A-Za-z]{2,}/);
  });

  it('Vietnamese names the worked example’s seats, tiles and amounts, with no English left', () => {
    const vi = sayFor('vi');
    const [kong1, , selfDraw, , wallEnd] = texts(settle(WORKED_DEAL), vi);
    expect(kong1!.summary).toBe('Tây Coong hạ 5 Văn bằng quân Bắc đánh ra.');
    expect(kong1!.reasons).toEqual(['Coong hạ 5 Văn của Tây: Bắc đánh ra quân đó nên trả 2']);
    expect(selfDraw!.reasons[1]).toBe(
      'Nam tự ù: 2 phán, nên Tây còn chơi trả mức cơ bản 4 + 1 = 5',
    );
    expect(wallEnd!.summary).toBe(
      'Hết nọc: Đông đang chờ (chờ 9 Sách, cao nhất 3 phán = 8), Tây chưa chờ và Bắc là heo hoa.',
    );
    expect(wallEnd!.reasons[1]).toBe(
      'Bắc vẫn giữ hoa bỏ Vạn (1 Vạn): heo hoa trả 32 cho mỗi người không phải heo hoa',
    );
    // No word of the English sentences that Vietnamese does not use itself.
    const words = (ts: readonly string[]) =>
      new Set(ts.flatMap((t) => t.toLowerCase().match(/[a-z]{4,}/g) ?? []));
    const english = words(Object.values(DEAL_PHRASES));
    const own = words(Object.values(DEAL_PHRASE_TRANSLATIONS.vi));
    const all = SETTLED.flatMap((r) => texts(r, vi));
    for (const t of all.flatMap((s) => [s.summary, ...s.notes, ...s.reasons]))
      expect(
        [...words([t])].filter((w) => english.has(w) && !own.has(w)),
        t,
      ).toEqual([]);
  });

  it('a table rule is named in the page’s words', () => {
    const refund = texts(settle(SHOT, { shootAfterKong: 'refund' }), sayFor('zh-cn'))[1]!;
    expect(refund.reasons[1]).toBe(
      '西家暗杠九条后马上点炮：这个杠的2退还给东家（桌上规则“呼叫转移（点炮后的杠钱）：退还给付钱的人（国际规则）”）',
    );
  });
});

describe('a refused deal in the page’s language names the event', () => {
  // South holds only characters: making characters his missing suit refuses his win at event 3.
  const badWin = { ...WORKED_DEAL, missingSuits: { ...WORKED_DEAL.missingSuits, S: 'm' } };
  const afterEnd = { ...WORKED_DEAL, events: [...WORKED_DEAL.events, WORKED_DEAL.events[1]] };

  it('English keeps the engine’s message whole', () => {
    expect(refusal(badWin, DEAL_ENGLISH)).toMatch(
      /^event 3, S's win: the hand still holds 14 tiles of its missing suit/,
    );
    expect(refusal(afterEnd, DEAL_ENGLISH)).toBe(
      'event 6: the deal already ended at event 5 (the wall ran out); nothing can follow',
    );
  });

  it('a failing win says which event and whose win, then the hand’s reason', () => {
    expect(refusal(badWin, sayFor('zh-cn'))).toMatch(
      /^第3件事，南家的和牌：这手牌还有14张定缺花色的牌（.*）：留着定缺花色的牌不能和牌。$/,
    );
    expect(refusal(badWin, sayFor('zh-hk'))).toMatch(/^第3件事，南家的和牌：這手牌還有14張/);
    expect(refusal(badWin, sayFor('vi'))).toMatch(
      /^Sự việc 3, bài ù của Nam: Bài còn 14 quân thuộc hoa bỏ \(.*\): bài còn giữ hoa bỏ thì không ù được\.$/,
    );
  });

  it('the deal’s own refusals say the event and their values', () => {
    expect(refusal(afterEnd, sayFor('zh-cn'))).toBe(
      '第6件事：这一局已在第5件事结束（牌摸完了）；之后不能再有事',
    );
    expect(refusal(afterEnd, sayFor('vi'))).toBe(
      'Sự việc 6: ván đã kết thúc ở sự việc 5 (hết nọc); không thể có gì sau đó',
    );
    const second = {
      missingSuits: ALL_M,
      events: [kong('E', 'concealed', '5p'), kong('S', 'concealed', '5p')],
    };
    expect(refusal(second, sayFor('zh-cn'))).toBe(
      '第2件事：第二个五饼的杠：东家已在第1件事杠过，这副牌每种只有四张',
    );
  });

  it('a hand that cannot be read, a tile not in the set and a wall too big say the event too', () => {
    const badHand = {
      missingSuits: ALL_M,
      events: [{ type: 'win', winners: [{ seat: 'S', hand: '123x' }], context: {} }],
    };
    expect(refusal(badHand, DEAL_ENGLISH)).toMatch(/^event 1 \(win\), S's hand: /);
    expect(refusal(badHand, sayFor('zh-cn'))).toMatch(
      /^第1件事，南家的手牌：“.*”里的“x”不是花色字母/,
    );
    const east = { missingSuits: ALL_M, events: [kong('N', 'concealed', 'E')] };
    expect(refusal(east, DEAL_ENGLISH)).toMatch(/^event 1 \(kong\): E \(East Wind\) is not in the/);
    expect(refusal(east, sayFor('vi'))).toBe('Sự việc 1: Đông (E) không có trong bộ bài này.');
    const wall = { missingSuits: ALL_M, events: [kong('N', 'concealed', '2p', { wallLeft: 200 })] };
    expect(refusal(wall, sayFor('zh-cn'))).toBe(
      '第1件事：牌墙剩的张数必须是0到55的整数（填的是200）',
    );
  });

  it('a hand refused at the wall’s end says whose hand', () => {
    const events = [{ type: 'wallEnd', hands: { E: '123p', S: '123p', W: '123p', N: '123p' } }];
    const english = refusal({ missingSuits: ALL_M, events }, DEAL_ENGLISH);
    expect(english).toMatch(/^event 1, E's hand: /);
    expect(refusal({ missingSuits: ALL_M, events }, sayFor('vi'))).toMatch(
      /^Sự việc 1, bài của Đông: Bài có 3 quân/,
    );
  });
});

describe('a deal link’s problems in the page’s language', () => {
  it('an unreadable event, a refused one, a bad suit and an unknown field, each said in Chinese', async () => {
    const { decodeDeal } = await import('../../src/components/deal-ledger/link');
    const zh = sayFor('zh-cn');
    const unread = decodeDeal('?ms=mpxm&e=kong.E.concealed.3s&e=draw&colour=red', zh)!;
    expect(unread.problems).toEqual([
      '西的定缺“x”不是m、p或s；仍用s',
      '第2件事读不出来（“draw”不是杠、和牌或牌摸完）；它和之后的事都没有载入',
      '不认识的链接字段“colour”，已忽略',
    ]);
    expect(unread.state.events).toHaveLength(1);
    // A second concealed kong of 3s: the engine refuses event 2, and the link keeps event 1.
    const refused = decodeDeal('?ms=mpsm&e=kong.E.concealed.3s&e=kong.S.concealed.3s', zh)!;
    expect(refused.problems).toEqual([
      '第2件事：第二个三条的杠：东家已在第1件事杠过，这副牌每种只有四张；这件事和之后的事都没有载入',
    ]);
    expect(decodeDeal('?ms=mpsm&e=end', sayFor('vi'))!.problems).toEqual([
      'không đọc được sự việc 1 (hết nọc mà không ghi bài nào (…|S:123m…)); sự việc đó và các sự việc sau bị bỏ qua',
    ]);
  });
});
