/**
 * Settles a whole Sichuan deal, event by event (seed 003, "Scoring and ending"):
 * - kongs pay as they are made: exposed 2 from the supplier, added 1 and concealed 2 from each
 *   player still in; a robbed added kong pays nothing;
 * - each win is scored by the hand engine and paid by the discarder (the base) or, on a
 *   self-draw, by every player still in (the base + 1); winners then step out and pay nothing more;
 * - when the wall runs out, unready players refund their kong income, flower pigs pay each
 *   non-pig, and the other unready players pay each ready player his hand's best value.
 * The deal is checked whole before anything is returned: a bad event is one specific error.
 */
import type { DealEndPlayer, DealSettlement, DealStep, DealWin } from '../../../engine/deal';
import { HandError } from '../../../engine/errors';
import type { Hand } from '../../../engine/hand';
import { flatParams, type Phrase, type PhraseValue } from '../../../engine/phrase';
import { scoreHand } from '../../../engine/score';
import { type TileCode, WINDS, type Wind } from '../../../engine/tiles';
import type { OptionDecl, Options, Variant } from '../../../engine/variant';
import { allTiles } from '../context';
import { SC_OPTIONS, scOptions } from '../options';
import { basePoints, selfDrawCharge } from '../settlement';
import { suitOfCode, WALL_AT_START } from '../tiles';
import { type KongRecord, Ledger } from './ledger';
import { type DealPhraseKey, dealError, english, phrase } from './phrases';
import { readDeal } from './read';
import type { Deal, DealEvent, KongEvent, WallEndEvent, WinEvent } from './types';
import { standingAtWallEnd } from './wall-end';

const NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

/** An option of Sichuan's (and one of its choices) by their English names. */
function optionNames(id: string, value?: string): Record<string, string> {
  const decl: OptionDecl = SC_OPTIONS.find((d) => d.id === id)!;
  const choice = value === undefined ? undefined : decl.choices?.find((c) => c.value === value);
  return choice ? { label: decl.label, choice: choice.label } : { label: decl.label };
}

/** "the table rule “…”", as ruleName says it. */
function rule(id: string, value?: string): Phrase {
  return phrase(value === undefined ? 'rule' : 'rule.choice', optionNames(id, value));
}

/** A hand's refusal inside the deal, said with where it stands: its parameters are kept. */
function located(err: HandError, at: 'at.win' | 'at.hand', event: number, seat: Wind): HandError {
  const where = english(phrase(at, { event, seat, why: '' })).slice(0, -2);
  const params = err.params ? { ...err.params, at, event, seat } : undefined;
  return new HandError(err.code, `${where}: ${err.message}`, params);
}

/** Said by a step: its summary, or one of its notes. */
type Say = (p: Phrase) => void;

/** "S has already won and pays nothing." */
const outNote = (out: readonly Wind[]): Phrase =>
  phrase(out.length === 1 ? 'note.outOne' : 'note.outMany', { seats: out });

interface FinalHand {
  hand: Hand;
  event: number;
  /** The hand at a win, or at the wall's end. */
  atEnd: boolean;
}

class DealRun {
  private readonly ledger = new Ledger();
  private readonly steps: DealStep[] = [];
  private readonly kongs: KongRecord[] = [];
  /** Seats that have won, in order, and the event at which each won. */
  private readonly wonAt = new Map<Wind, number>();
  private readonly winners: Wind[] = [];
  private readonly finals = new Map<Wind, FinalHand>();
  /** Winning tiles shared by several winners on one discard: counted once per event. */
  private readonly shared: { tile: TileCode; extra: number }[] = [];
  /** The most tiles the wall can still hold. */
  private wall = WALL_AT_START;
  /** The discard after the last tile has been won on: nothing but the wall's end can follow. */
  private lastDiscardWon = false;
  private ended: { kind: 'three-won' | 'wall-end'; event: number } | null = null;

  constructor(
    private readonly variant: Variant,
    private readonly deal: Deal,
    private readonly options: Options,
  ) {}

  private fail(
    n: number,
    key: DealPhraseKey,
    params: Readonly<Record<string, string | number | readonly string[]>> = {},
    code: HandError['code'] = 'bad-request',
  ): never {
    const p = phrase(key, params);
    throw new HandError(code, `event ${n}: ${english(p)}`, {
      ...flatParams(p),
      reason: key,
      at: 'at.event',
      event: n,
    });
  }

  private active(): Wind[] {
    return WINDS.filter((w) => !this.wonAt.has(w));
  }

  /** `refusal`: the sentence saying what a winner cannot do here. */
  private requireActive(seat: Wind, n: number, refusal: DealPhraseKey): void {
    const won = this.wonAt.get(seat);
    if (won !== undefined) this.fail(n, refusal, { seat, won });
  }

  run(): DealSettlement {
    this.deal.events.forEach((e, i) => {
      this.step(e, i + 1);
    });
    this.checkCopies();
    return {
      unit: 'point',
      net: this.ledger.snapshot(),
      transfers: this.ledger.transfers,
      steps: this.steps,
      winners: this.winners,
      ended: this.ended?.kind ?? 'open',
    };
  }

  private step(e: DealEvent, n: number): void {
    if (this.ended) {
      const key = this.ended.kind === 'wall-end' ? 'err.endedWall' : 'err.endedThree';
      this.fail(n, key, { won: this.ended.event });
    }
    const mark = this.ledger.transfers.length;
    const step: DealStep = {
      event: n,
      type: e.type,
      summary: '',
      says: phrase('wallEnd'),
      notes: [],
      notesSaid: [],
      transfers: [],
      balances: this.ledger.snapshot(),
    };
    const said = (p: Phrase) => {
      step.says = p;
      step.summary = english(p);
    };
    const note = (p: Phrase) => {
      step.notesSaid.push(p);
      step.notes.push(english(p));
    };
    if (e.type === 'kong') this.kong(e, n, said, note);
    else if (e.type === 'win') this.win(e, n, step, said, note);
    else this.wallEnd(e, n, step, said, note);
    step.transfers = this.ledger.since(mark);
    step.balances = this.ledger.snapshot();
    this.steps.push(step);
  }

  private kong(e: KongEvent, n: number, said: Say, note: Say): void {
    this.requireActive(e.seat, n, 'err.wonKong');
    const { seat, tile } = e;
    if (this.wall === 0 || e.wallLeft === 0)
      this.fail(n, 'err.kongNoWall', { seat, kongTile: tile });
    if (e.wallLeft !== undefined && e.wallLeft > this.wall)
      this.fail(n, 'err.wallLeft', { wallLeft: e.wallLeft, max: this.wall });
    this.wall = (e.wallLeft ?? this.wall) - 1;
    const missing = this.deal.missingSuits[seat];
    if (suitOfCode(tile) === missing)
      this.fail(n, 'err.kongMissingSuit', { seat, tile, suit: missing }, 'bad-meld');
    const earlier = this.kongs.find((k) => k.tile === tile);
    if (earlier) {
      const params = { tile, by: earlier.seat, won: earlier.event };
      this.fail(n, 'err.secondKong', params, 'too-many-copies');
    }
    if (e.from) this.requireActive(e.from, n, 'err.wonSupply');
    const next = this.deal.events[n];
    const robbed = next?.type === 'win' && next.how.robbingKong;
    if (robbed && e.kind !== 'added')
      this.fail(n + 1, e.kind === 'exposed' ? 'err.robExposed' : 'err.robConcealed', { kong: n });
    const record: KongRecord = {
      event: n,
      seat,
      kind: e.kind,
      tile,
      robbed,
      income: [],
      settled: false,
    };
    this.kongs.push(record);
    const out = WINDS.filter((w) => w !== seat && this.wonAt.has(w));
    if (e.kind === 'exposed') said(phrase('kong.exposed', { seat, tile, from: e.from! }));
    else if (e.kind === 'added')
      said(phrase(e.postponed ? 'kong.addedPostponed' : 'kong.added', { seat, tile }));
    else said(phrase('kong.concealed', { seat, tile }));
    if (robbed) {
      note(phrase('note.robbed', { at: n + 1 }));
      return;
    }
    if (e.kind === 'added' && e.postponed && this.options.addedKongFreshOnly) {
      note(phrase('note.postponedFree', { rule: rule('addedKongFreshOnly') }));
      return;
    }
    if (e.kind === 'exposed') {
      const from = e.from!;
      const why = phrase('pay.exposedKong', { seat, tile, from, amount: 2 });
      record.income.push(this.ledger.pay(n, from, seat, 2, 'exposed-kong', why));
      return;
    }
    const amount = e.kind === 'added' ? 1 : 2;
    for (const payer of this.active()) {
      if (payer === seat) continue;
      const why = phrase('pay.kong', { seat, kind: e.kind, tile, payer, amount });
      record.income.push(this.ledger.pay(n, payer, seat, amount, `${e.kind}-kong`, why));
    }
    if (out.length) note(outNote(out));
  }

  private previousKong(n: number): { event: KongEvent; record: KongRecord } | null {
    const prev = this.deal.events[n - 2];
    if (prev?.type !== 'kong') return null;
    const record = this.kongs.find((k) => k.event === n - 1)!;
    return { event: prev, record };
  }

  private win(e: WinEvent, n: number, step: DealStep, said: Say, note: Say): void {
    const { how } = e;
    for (const w of e.winners) this.requireActive(w.seat, n, 'err.wonWin');
    const d = how.discarder;
    if (d) {
      this.requireActive(d, n, 'err.wonDiscard');
      if (e.winners.some((w) => w.seat === d)) this.fail(n, 'err.ownDiscard', { seat: d });
    }
    if (how.selfDrawn && e.winners.length > 1) this.fail(n, 'err.selfMany');
    if (this.lastDiscardWon) this.fail(n, 'err.afterLastDiscard');
    if (this.wall === 0) {
      if (how.selfDrawn) this.fail(n, 'err.emptySelf');
      if (!how.lastTile) this.fail(n, 'err.emptyNotLast');
    }
    if (e.wallLeft !== undefined) {
      const { wallLeft } = e;
      if (wallLeft > this.wall) this.fail(n, 'err.wallLeft', { wallLeft, max: this.wall });
      if (how.lastTile && wallLeft > 0) this.fail(n, 'err.lastWallLeft', { wallLeft });
      if (!how.lastTile && wallLeft === 0) this.fail(n, 'err.noWallNotLast');
    }
    const prev = this.previousKong(n);
    const only = e.winners[0].seat;
    if (how.kongReplacement && (!prev || prev.event.seat !== only || prev.record.robbed))
      this.fail(n, 'err.replacement', { seat: only });
    if (how.robbingKong) {
      if (prev?.event.kind !== 'added' || prev.event.seat !== d)
        this.fail(n, 'err.robFollow', { from: String(d) });
      const off = e.winners.find((w) => w.hand.winningTile !== prev.event.tile);
      if (off) {
        const wonOn = off.hand.winningTile;
        const params = { seat: off.seat, from: d, kongTile: prev.event.tile };
        if (wonOn) this.fail(n, 'err.robTile', { ...params, wonOn });
        this.fail(n, 'err.robNoTile', params);
      }
    }
    if (how.kongDiscard && (!prev || prev.event.seat !== d || prev.record.robbed))
      this.fail(n, 'err.kongDiscard', { kong: n - 1, from: String(d) });
    if (!how.selfDrawn) {
      const tiles = new Set(e.winners.map((w) => w.hand.winningTile));
      if (tiles.size > 1) this.fail(n, 'err.sameTile', { tiles: [...tiles].map(String) });
      if (e.winners.length > 1 && e.winners[0].hand.winningTile)
        this.shared.push({ tile: e.winners[0].hand.winningTile, extra: e.winners.length - 1 });
    }
    const out = this.winners.slice();
    const wins: DealWin[] = e.winners.map((w) => this.scoreWin(w.seat, w.hand, e, n, out));
    // Pay each win in turn: several winners on one discard are settled separately.
    wins.forEach((win) => {
      const seat = win.seat;
      const fan =
        win.uncapped > win.total
          ? phrase('fan.capped', { total: win.total, uncapped: win.uncapped })
          : phrase('fan', { total: win.total });
      if (d) {
        const key = how.robbingKong ? 'pay.robbedWin' : 'pay.discardWin';
        const why = phrase(key, { seat, from: d, fan, amount: win.charge });
        this.ledger.pay(
          n,
          d,
          seat,
          win.charge,
          how.robbingKong ? 'robbed-kong-win' : 'discard-win',
          why,
        );
      } else {
        const plus = this.options.selfDraw === 'plus-one';
        for (const payer of this.active()) {
          if (payer === seat) continue;
          const why = plus
            ? phrase('pay.selfDrawPlus', {
                seat,
                fan,
                payer,
                base: basePoints(win.total),
                amount: win.charge,
              })
            : phrase('pay.selfDraw', { seat, fan, payer, amount: win.charge });
          this.ledger.pay(n, payer, seat, win.charge, 'self-draw', why);
        }
      }
    });
    if (how.kongDiscard && this.options.shootAfterKong !== 'none')
      this.shootAfterKong(prev!.record, e, n, note);
    for (const w of e.winners) {
      this.recordFinal(w.seat, w.hand, n, false);
      this.wonAt.set(w.seat, n);
      this.winners.push(w.seat);
    }
    if (how.lastTile) {
      this.wall = 0;
      if (!how.selfDrawn) this.lastDiscardWon = true;
    } else if (e.wallLeft !== undefined) this.wall = e.wallLeft;
    const seats = e.winners.map((w) => w.seat);
    const many = seats.length > 1;
    const who: Record<string, PhraseValue> = many ? { seats } : { seat: only };
    if (d && how.robbingKong)
      said(phrase(many ? 'win.robbingMany' : 'win.robbing', { ...who, from: d }));
    else if (d) said(phrase(many ? 'win.discardMany' : 'win.discard', { ...who, from: d }));
    else said(phrase(how.kongReplacement ? 'win.selfReplacement' : 'win.self', { seat: only }));
    if (out.length && !d) note(outNote(out));
    if (many) note(phrase('note.severalWinners', { from: String(d) }));
    step.wins = wins;
    if (this.winners.length >= 3) {
      this.ended = { kind: 'three-won', event: n };
      note(phrase('note.threeWon'));
    }
  }

  private scoreWin(seat: Wind, hand: Hand, e: WinEvent, n: number, out: Wind[]): DealWin {
    const { how } = e;
    const context = {
      seat,
      missingSuit: this.deal.missingSuits[seat],
      out,
      selfDrawn: how.selfDrawn,
      ...(how.discarder ? { discarder: how.discarder } : {}),
      kongReplacement: how.kongReplacement,
      robbingKong: how.robbingKong,
      lastTile: how.lastTile,
      kongDiscard: how.kongDiscard,
    };
    try {
      const r = scoreHand(this.variant, hand, context, this.options);
      const charge = how.selfDrawn ? selfDrawCharge(r.total, this.options) : basePoints(r.total);
      return { seat, total: r.total, uncapped: r.uncapped, patterns: r.patterns, charge };
    } catch (err) {
      if (err instanceof HandError) throw located(err, 'at.win', n, seat);
      throw err;
    }
  }

  /** 呼叫转移: the discarder shot the winning tile right after his kong. */
  private shootAfterKong(kong: KongRecord, e: WinEvent, n: number, note: Say): void {
    const seat = e.how.discarder!;
    if (this.options.shootAfterKong === 'refund') {
      for (const t of kong.income) {
        const why = phrase('pay.shootRefund', {
          seat,
          kind: kong.kind,
          kongTile: kong.tile,
          amount: t.amount,
          to: t.from,
          rule: rule('shootAfterKong', 'refund'),
        });
        this.ledger.pay(n, seat, t.from, t.amount, 'shoot-after-kong', why);
      }
      kong.settled = true;
      return;
    }
    if (e.winners.length > 1) {
      this.fail(n, 'err.transferSplit', optionNames('shootAfterKong', 'transfer'));
    }
    const mine = this.kongs.filter((k) => k.seat === seat && !k.settled);
    const sum = mine.reduce((s, k) => s + k.income.reduce((a, t) => a + t.amount, 0), 0);
    if (sum > 0) {
      const to = e.winners[0].seat;
      const why = phrase('pay.shootTransfer', {
        seat,
        amount: sum,
        to,
        rule: rule('shootAfterKong', 'transfer'),
      });
      this.ledger.pay(n, seat, to, sum, 'shoot-after-kong', why);
    } else note(phrase('note.noIncome', { seat }));
    for (const k of mine) k.settled = true;
  }

  /** A player's last hand must show exactly the kongs the deal declared for him. */
  private recordFinal(seat: Wind, hand: Hand, n: number, atEnd: boolean): void {
    const kong = (exposed: boolean, tile: TileCode) =>
      `${exposed ? 'exposed' : 'concealed'} ${tile}`;
    const declared = this.kongs
      .filter((k) => k.seat === seat && !k.robbed)
      .map((k) => kong(k.kind !== 'concealed', k.tile));
    const shown = hand.melds
      .filter((m) => m.kind === 'kong')
      .map((m) => kong(m.exposed, m.tiles[0]!));
    const params = (k: string) => {
      const [kind, kongTile] = k.split(' ') as [string, string];
      return { seat, kind, kongTile };
    };
    for (const k of declared) {
      const i = shown.indexOf(k);
      if (i < 0) this.fail(n, atEnd ? 'err.kongNotShownEnd' : 'err.kongNotShownWin', params(k));
      shown.splice(i, 1);
    }
    const [extra] = shown;
    if (extra)
      this.fail(n, atEnd ? 'err.kongUndeclaredEnd' : 'err.kongUndeclaredWin', params(extra));
    this.finals.set(seat, { hand, event: n, atEnd });
  }

  private wallEnd(e: WallEndEvent, n: number, step: DealStep, said: Say, note: Say): void {
    const active = this.active();
    for (const w of WINDS) {
      if (this.wonAt.has(w) && e.hands[w]) this.requireActive(w, n, 'err.wonShow');
      if (!this.wonAt.has(w) && !e.hands[w]) this.fail(n, 'err.needHand', { seat: w });
    }
    const ends: DealEndPlayer[] = [];
    for (const w of active) {
      let standing: ReturnType<typeof standingAtWallEnd>;
      try {
        standing = standingAtWallEnd(
          this.variant,
          w,
          e.hands[w]!,
          this.deal.missingSuits[w],
          this.options,
        );
      } catch (err) {
        if (err instanceof HandError) throw located(err, 'at.hand', n, w);
        throw err;
      }
      this.recordFinal(w, standing.hand, n, true);
      ends.push(standing.end);
    }
    const statusOf = (w: Wind) => ends.find((x) => x.seat === w)!;
    const pigs = ends.filter((x) => x.status === 'flower-pig').map((x) => x.seat);
    const ready = ends.filter((x) => x.status === 'ready');
    // 1. Unready players (flower pigs are unready too) return their kong income (退税).
    for (const x of ends) {
      if (x.status === 'ready') continue;
      const key = x.status === 'flower-pig' ? 'pay.refundPig' : 'pay.refundNotReady';
      for (const k of this.kongs.filter((k) => k.seat === x.seat && !k.settled)) {
        for (const t of k.income) {
          const why = phrase(key, {
            seat: x.seat,
            amount: t.amount,
            payer: t.from,
            kind: k.kind,
            kongTile: k.tile,
            at: k.event,
          });
          this.ledger.pay(n, x.seat, t.from, t.amount, 'kong-refund', why);
        }
        k.settled = true;
      }
    }
    // 2. Flower pigs (花猪) pay the penalty.
    const pigRule = this.options.flowerPig;
    for (const pig of pigs) {
      const held = statusOf(pig).missingTiles!.join(' ');
      const suit = this.deal.missingSuits[pig];
      if (pigRule === 'forfeit') {
        const why = phrase('pay.pigForfeit', {
          seat: pig,
          suit,
          held,
          amount: 48,
          rule: rule('flowerPig', 'forfeit'),
        });
        this.ledger.pay(n, pig, null, 48, 'flower-pig', why);
        continue;
      }
      const amount = pigRule === 'sixteen' ? 16 : basePoints(scOptions(this.options).cap);
      const payees = WINDS.filter((w) => w !== pig && (pigRule === 'sixteen' || !pigs.includes(w)));
      const key = pigRule === 'sixteen' ? 'pay.pigEach' : 'pay.pigNonPig';
      for (const to of payees)
        this.ledger.pay(
          n,
          pig,
          to,
          amount,
          'flower-pig',
          phrase(key, { seat: pig, suit, held, amount }),
        );
    }
    // 3. The other unready players pay each ready player that hand's best value (查大叫).
    const payers = ends.filter(
      (x) => x.status === 'not-ready' || (x.status === 'flower-pig' && this.options.pigPaysReady),
    );
    for (const p of payers) {
      for (const r of ready) {
        const values = { seat: p.seat, to: r.seat, total: r.bestTotal!, amount: r.bestValue! };
        const why =
          p.status === 'flower-pig'
            ? phrase('pay.pigNotReady', { ...values, rule: rule('pigPaysReady') })
            : phrase('pay.notReady', values);
        this.ledger.pay(n, p.seat, r.seat, r.bestValue!, 'not-ready', why);
      }
    }
    const describe = (x: DealEndPlayer): Phrase =>
      x.status === 'ready'
        ? phrase('end.ready', {
            seat: x.seat,
            waits: x.waits!.join(' '),
            total: x.bestTotal!,
            value: x.bestValue!,
          })
        : phrase(x.status === 'flower-pig' ? 'end.pig' : 'end.notReady', { seat: x.seat });
    said(phrase('wallEnd', { players: ends.map(describe) }));
    if (!ready.length) note(phrase('note.nobodyReady'));
    step.endOfWall = ends;
    this.ended = { kind: 'wall-end', event: n };
  }

  /** No tile appears more than four times over everything the deal shows. */
  private checkCopies(): void {
    const seen = new Map<TileCode, { n: number; where: string[] }>();
    const add = (t: TileCode, k: number, where: string) => {
      const s = seen.get(t) ?? { n: 0, where: [] };
      s.n += k;
      s.where.push(`${where} ${k}`);
      seen.set(t, s);
    };
    for (const w of WINDS) {
      const final = this.finals.get(w);
      if (final) {
        const counts = new Map<TileCode, number>();
        for (const t of allTiles(final.hand)) counts.set(t, (counts.get(t) ?? 0) + 1);
        const what = final.atEnd ? "hand at the wall's end" : 'winning hand';
        for (const [t, k] of counts) add(t, k, `${w}'s ${what} (event ${final.event})`);
      } else {
        for (const k of this.kongs)
          if (k.seat === w && !k.robbed) add(k.tile, 4, `${w}'s kong (event ${k.event})`);
      }
    }
    for (const s of this.shared) {
      const x = seen.get(s.tile)!;
      x.n -= s.extra;
      x.where.push(`less ${s.extra} for the one discard shared by several winners`);
    }
    for (const [tile, s] of seen) {
      if (s.n > 4) {
        const where = s.where.join(', ');
        throw dealError('too-many-copies', phrase('err.copies', { count: s.n, tile, where }));
      }
    }
  }
}

export function settleDeal(variant: Variant, raw: unknown, options: Options): DealSettlement {
  return new DealRun(variant, readDeal(raw), options).run();
}

export { NAMES as SEAT_NAMES };
