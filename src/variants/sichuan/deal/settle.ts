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
import { ruleName } from '../../../engine/options';
import { scoreHand } from '../../../engine/score';
import { type TileCode, tileName, WINDS, type Wind } from '../../../engine/tiles';
import type { Options, Variant } from '../../../engine/variant';
import { allTiles } from '../context';
import { SC_OPTIONS, scOptions } from '../options';
import { basePoints, selfDrawCharge } from '../settlement';
import { SUIT_NAMES, suitOfCode, WALL_AT_START } from '../tiles';
import { type KongRecord, Ledger } from './ledger';
import { readDeal } from './read';
import type { Deal, DealEvent, KongEvent, WallEndEvent, WinEvent } from './types';
import { standingAtWallEnd } from './wall-end';

const NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const tileText = (t: TileCode) => `${t} (${tileName(t)})`;
const list = (xs: string[]) =>
  xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`;

interface FinalHand {
  hand: Hand;
  event: number;
  what: string;
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

  private fail(n: number, message: string, code: HandError['code'] = 'bad-request'): never {
    throw new HandError(code, `event ${n}: ${message}`);
  }

  private active(): Wind[] {
    return WINDS.filter((w) => !this.wonAt.has(w));
  }

  private requireActive(seat: Wind, n: number, action: string): void {
    const at = this.wonAt.get(seat);
    if (at !== undefined)
      this.fail(
        n,
        `${seat} already won at event ${at} and takes no further part: a winner cannot ${action}`,
      );
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
      this.fail(
        n,
        `the deal already ended at event ${this.ended.event} (${this.ended.kind === 'wall-end' ? 'the wall ran out' : 'three players had won'}); nothing can follow`,
      );
    }
    const mark = this.ledger.transfers.length;
    const step: DealStep = {
      event: n,
      type: e.type,
      summary: '',
      notes: [],
      transfers: [],
      balances: this.ledger.snapshot(),
    };
    if (e.type === 'kong') this.kong(e, n, step);
    else if (e.type === 'win') this.win(e, n, step);
    else this.wallEnd(e, n, step);
    step.transfers = this.ledger.since(mark);
    step.balances = this.ledger.snapshot();
    this.steps.push(step);
  }

  private kong(e: KongEvent, n: number, step: DealStep): void {
    this.requireActive(e.seat, n, 'declare a kong');
    if (this.wall === 0 || e.wallLeft === 0)
      this.fail(
        n,
        `${e.seat}'s kong of ${e.tile} has no tile left in the wall for its replacement`,
      );
    if (e.wallLeft !== undefined && e.wallLeft > this.wall)
      this.fail(
        n,
        `wallLeft is ${e.wallLeft}, but the wall can hold at most ${this.wall} tiles by now`,
      );
    this.wall = (e.wallLeft ?? this.wall) - 1;
    const missing = this.deal.missingSuits[e.seat];
    if (suitOfCode(e.tile) === missing) {
      this.fail(
        n,
        `${e.seat} cannot kong ${tileText(e.tile)}: ${SUIT_NAMES[missing]} is ${e.seat}'s missing suit`,
        'bad-meld',
      );
    }
    const earlier = this.kongs.find((k) => k.tile === e.tile);
    if (earlier) {
      this.fail(
        n,
        `a second kong of ${tileText(e.tile)}: ${earlier.seat} already declared one at event ${earlier.event}, and the set has only four`,
        'too-many-copies',
      );
    }
    if (e.from) this.requireActive(e.from, n, 'supply a kong: winners no longer discard');
    const next = this.deal.events[n];
    const robbed = next?.type === 'win' && next.how.robbingKong;
    if (robbed && e.kind !== 'added') {
      this.fail(
        n + 1,
        `only an added kong can be robbed, and event ${n} is ${e.kind === 'exposed' ? 'an exposed' : 'a concealed'} kong`,
      );
    }
    const record: KongRecord = {
      event: n,
      seat: e.seat,
      kind: e.kind,
      tile: e.tile,
      robbed,
      income: [],
      settled: false,
    };
    this.kongs.push(record);
    const out = WINDS.filter((w) => w !== e.seat && this.wonAt.has(w));
    const what = `${e.kind} kong of ${tileText(e.tile)}`;
    if (e.kind === 'exposed')
      step.summary = `${e.seat} declares an exposed kong of ${tileText(e.tile)} on ${e.from}'s discard.`;
    else if (e.kind === 'added')
      step.summary = `${e.seat} adds ${tileText(e.tile)} to his exposed pung: an added kong${e.postponed ? ' (postponed: the tile was already in hand)' : ''}.`;
    else step.summary = `${e.seat} declares a concealed kong of ${tileText(e.tile)}.`;
    if (robbed) {
      step.notes.push(
        `The kong is robbed at event ${n + 1}: a robbed added kong earns no kong payment.`,
      );
      return;
    }
    if (e.kind === 'added' && e.postponed && this.options.addedKongFreshOnly) {
      step.notes.push(
        `A postponed added kong (its fourth tile was already in hand) pays nothing at this table (${ruleName(SC_OPTIONS, 'addedKongFreshOnly')}, as in the international rules).`,
      );
      return;
    }
    if (e.kind === 'exposed') {
      record.income.push(
        this.ledger.pay(
          n,
          e.from!,
          e.seat,
          2,
          'exposed-kong',
          `${e.seat}'s ${what}: ${e.from} supplied the tile and pays 2`,
        ),
      );
      return;
    }
    const each = e.kind === 'added' ? 1 : 2;
    for (const w of this.active()) {
      if (w === e.seat) continue;
      record.income.push(
        this.ledger.pay(
          n,
          w,
          e.seat,
          each,
          `${e.kind}-kong`,
          `${e.seat}'s ${what}: ${w}, still in, pays ${each}, as each player still in does`,
        ),
      );
    }
    if (out.length)
      step.notes.push(
        `${list(out)} ${out.length === 1 ? 'has' : 'have'} already won and ${out.length === 1 ? 'pays' : 'pay'} nothing.`,
      );
  }

  private previousKong(n: number): { event: KongEvent; record: KongRecord } | null {
    const prev = this.deal.events[n - 2];
    if (prev?.type !== 'kong') return null;
    const record = this.kongs.find((k) => k.event === n - 1)!;
    return { event: prev, record };
  }

  private win(e: WinEvent, n: number, step: DealStep): void {
    const { how } = e;
    for (const w of e.winners) this.requireActive(w.seat, n, 'win again');
    const d = how.discarder;
    if (d) {
      this.requireActive(d, n, 'discard: winners no longer discard');
      if (e.winners.some((w) => w.seat === d)) this.fail(n, `${d} cannot win on his own discard`);
    }
    if (how.selfDrawn && e.winners.length > 1)
      this.fail(
        n,
        'a self-drawn win has one winner; several winners need one discard (context.discarder)',
      );
    if (this.lastDiscardWon)
      this.fail(
        n,
        "the discard after the last tile has already been won on: only the wall's end can follow",
      );
    if (this.wall === 0) {
      if (how.selfDrawn) this.fail(n, 'the wall is empty: there is no tile left to draw');
      if (!how.lastTile)
        this.fail(
          n,
          'the wall is empty, so a win on this discard is a last-tile win: set context.lastTile',
        );
    }
    if (e.wallLeft !== undefined) {
      if (e.wallLeft > this.wall)
        this.fail(
          n,
          `wallLeft is ${e.wallLeft}, but the wall can hold at most ${this.wall} tiles by now`,
        );
      if (how.lastTile && e.wallLeft > 0)
        this.fail(n, `a last-tile win leaves no tile in the wall, but wallLeft is ${e.wallLeft}`);
      if (!how.lastTile && e.wallLeft === 0)
        this.fail(n, 'with no tile left in the wall this is a last-tile win: set context.lastTile');
    }
    const prev = this.previousKong(n);
    const only = e.winners[0].seat;
    if (how.kongReplacement && (!prev || prev.event.seat !== only || prev.record.robbed)) {
      this.fail(n, `a win on a kong replacement must directly follow ${only}'s own kong`);
    }
    if (how.robbingKong) {
      if (prev?.event.kind !== 'added' || prev.event.seat !== d)
        this.fail(n, `robbing a kong must directly follow ${d}'s added kong`);
      const off = e.winners.find((w) => w.hand.winningTile !== prev.event.tile);
      if (off)
        this.fail(
          n,
          `${off.seat} robs ${d}'s kong of ${prev.event.tile}, so must win on ${prev.event.tile} (the hand wins on ${off.hand.winningTile ?? 'nothing'})`,
        );
    }
    if (how.kongDiscard && (!prev || prev.event.seat !== d || prev.record.robbed)) {
      this.fail(
        n,
        `context.kongDiscard marks a discard made right after the discarder's kong, but event ${n - 1} is not a kong by ${d}`,
      );
    }
    if (!how.selfDrawn) {
      const tiles = new Set(e.winners.map((w) => w.hand.winningTile));
      if (tiles.size > 1)
        this.fail(
          n,
          `winners on one discard win on the same tile, but these win on ${[...tiles].join(' and ')}`,
        );
      if (e.winners.length > 1 && e.winners[0].hand.winningTile)
        this.shared.push({ tile: e.winners[0].hand.winningTile, extra: e.winners.length - 1 });
    }
    const out = this.winners.slice();
    const wins: DealWin[] = e.winners.map((w) => this.scoreWin(w.seat, w.hand, e, n, out));
    // Pay each win in turn: several winners on one discard are settled separately.
    wins.forEach((win) => {
      const fan = `${win.total} fan${win.uncapped > win.total ? ` (capped from ${win.uncapped})` : ''}`;
      if (d) {
        this.ledger.pay(
          n,
          d,
          win.seat,
          win.charge,
          how.robbingKong ? 'robbed-kong-win' : 'discard-win',
          `${win.seat} wins on ${how.robbingKong ? `the tile ${d} added to his kong` : `${d}'s discard`}: ${fan}, so ${d} pays the base ${win.charge}`,
        );
      } else {
        const plus = this.options.selfDraw === 'plus-one';
        for (const o of this.active()) {
          if (o === win.seat) continue;
          this.ledger.pay(
            n,
            o,
            win.seat,
            win.charge,
            'self-draw',
            `${win.seat} wins by self-draw: ${fan}, so ${o}, still in, pays ${plus ? `the base ${basePoints(win.total)} + 1 = ${win.charge}` : `the base ${win.charge}`}`,
          );
        }
      }
    });
    if (how.kongDiscard && this.options.shootAfterKong !== 'none')
      this.shootAfterKong(prev!.record, e, n, step);
    for (const w of e.winners) {
      this.recordFinal(w.seat, w.hand, n, 'winning hand');
      this.wonAt.set(w.seat, n);
      this.winners.push(w.seat);
    }
    if (how.lastTile) {
      this.wall = 0;
      if (!how.selfDrawn) this.lastDiscardWon = true;
    } else if (e.wallLeft !== undefined) this.wall = e.wallLeft;
    const names = list(e.winners.map((w) => w.seat));
    step.summary = d
      ? `${names} win${e.winners.length === 1 ? 's' : ''} on ${how.robbingKong ? `the tile ${d} added to his pung (robbing the kong)` : `${d}'s discard`}.`
      : `${names} wins by self-draw${how.kongReplacement ? ' on a kong replacement' : ''}.`;
    if (out.length && !d)
      step.notes.push(
        `${list(out)} ${out.length === 1 ? 'has' : 'have'} already won and ${out.length === 1 ? 'pays' : 'pay'} nothing.`,
      );
    if (e.winners.length > 1)
      step.notes.push(`Several winners on one discard: ${d} pays each of them separately.`);
    step.wins = wins;
    if (this.winners.length >= 3) {
      this.ended = { kind: 'three-won', event: n };
      step.notes.push('Three players have won: the deal ends.');
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
      if (err instanceof HandError)
        throw new HandError(err.code, `event ${n}, ${seat}'s win: ${err.message}`, err.params);
      throw err;
    }
  }

  /** 呼叫转移: the discarder shot the winning tile right after his kong. */
  private shootAfterKong(kong: KongRecord, e: WinEvent, n: number, step: DealStep): void {
    const d = e.how.discarder!;
    if (this.options.shootAfterKong === 'refund') {
      for (const t of kong.income) {
        this.ledger.pay(
          n,
          d,
          t.from,
          t.amount,
          'shoot-after-kong',
          `${d} discarded the winning tile right after his ${kong.kind} kong of ${kong.tile}: that kong's ${t.amount} goes back to ${t.from} (${ruleName(SC_OPTIONS, 'shootAfterKong', 'refund')})`,
        );
      }
      kong.settled = true;
      return;
    }
    if (e.winners.length > 1) {
      this.fail(
        n,
        `under ${ruleName(SC_OPTIONS, 'shootAfterKong', 'transfer')} the kong income goes to the winner, and the sources do not say how to split it between several winners: settle this deal with the income refunded or kept`,
      );
    }
    const mine = this.kongs.filter((k) => k.seat === d && !k.settled);
    const sum = mine.reduce((s, k) => s + k.income.reduce((a, t) => a + t.amount, 0), 0);
    if (sum > 0) {
      this.ledger.pay(
        n,
        d,
        e.winners[0].seat,
        sum,
        'shoot-after-kong',
        `${d} discarded the winning tile right after a kong, so he hands all his kong income, ${sum}, to ${e.winners[0].seat} (${ruleName(SC_OPTIONS, 'shootAfterKong', 'transfer')})`,
      );
    } else step.notes.push(`${d} shot right after a kong but has no kong income to hand on.`);
    for (const k of mine) k.settled = true;
  }

  /** A player's last hand must show exactly the kongs the deal declared for him. */
  private recordFinal(seat: Wind, hand: Hand, n: number, what: string): void {
    const declared = this.kongs
      .filter((k) => k.seat === seat && !k.robbed)
      .map((k) => `${k.kind === 'concealed' ? 'concealed' : 'exposed'} kong of ${k.tile}`);
    const shown = hand.melds
      .filter((m) => m.kind === 'kong')
      .map((m) => `${m.exposed ? 'exposed' : 'concealed'} kong of ${m.tiles[0]}`);
    for (const k of declared) {
      const i = shown.indexOf(k);
      if (i < 0)
        this.fail(
          n,
          `${seat} declared an ${k} earlier in the deal, but ${seat}'s ${what} does not show it`,
        );
      shown.splice(i, 1);
    }
    if (shown.length)
      this.fail(
        n,
        `${seat}'s ${what} shows an ${shown[0]} that no kong event declared: add the kong to the deal, since kongs pay as they are made`,
      );
    this.finals.set(seat, { hand, event: n, what });
  }

  private wallEnd(e: WallEndEvent, n: number, step: DealStep): void {
    const active = this.active();
    for (const w of WINDS) {
      if (this.wonAt.has(w) && e.hands[w])
        this.requireActive(w, n, "show a hand at the wall's end");
      if (!this.wonAt.has(w) && !e.hands[w])
        this.fail(n, `${w} has not won, so the wall's end needs ${w}'s 13-tile hand`);
    }
    const ends: DealEndPlayer[] = [];
    for (const w of active) {
      const { hand, end } = standingAtWallEnd(
        this.variant,
        w,
        e.hands[w]!,
        this.deal.missingSuits[w],
        this.options,
        `event ${n}, ${w}'s hand`,
      );
      this.recordFinal(w, hand, n, "hand at the wall's end");
      ends.push(end);
    }
    const statusOf = (w: Wind) => ends.find((x) => x.seat === w)!;
    const pigs = ends.filter((x) => x.status === 'flower-pig').map((x) => x.seat);
    const ready = ends.filter((x) => x.status === 'ready');
    // 1. Unready players (flower pigs are unready too) return their kong income (退税).
    for (const x of ends) {
      if (x.status === 'ready') continue;
      for (const k of this.kongs.filter((k) => k.seat === x.seat && !k.settled)) {
        for (const t of k.income) {
          this.ledger.pay(
            n,
            x.seat,
            t.from,
            t.amount,
            'kong-refund',
            `${x.seat} is ${x.status === 'flower-pig' ? 'a flower pig' : 'not ready'} when the wall runs out, so he returns the ${t.amount} ${t.from} paid for his ${k.kind} kong of ${k.tile} (event ${k.event})`,
          );
        }
        k.settled = true;
      }
    }
    // 2. Flower pigs (花猪) pay the penalty.
    const rule = this.options.flowerPig;
    for (const pig of pigs) {
      const suit = SUIT_NAMES[this.deal.missingSuits[pig]];
      const held = statusOf(pig).missingTiles!.join(' ');
      if (rule === 'forfeit') {
        this.ledger.pay(
          n,
          pig,
          null,
          48,
          'flower-pig',
          `${pig} still holds his missing suit, ${suit} (${held}): a flower pig forfeits 48, paid to nobody (${ruleName(SC_OPTIONS, 'flowerPig', 'forfeit')})`,
        );
        continue;
      }
      const amount = rule === 'sixteen' ? 16 : basePoints(scOptions(this.options).cap);
      const payees = WINDS.filter((w) => w !== pig && (rule === 'sixteen' || !pigs.includes(w)));
      for (const to of payees) {
        this.ledger.pay(
          n,
          pig,
          to,
          amount,
          'flower-pig',
          `${pig} still holds his missing suit, ${suit} (${held}): a flower pig pays ${amount} to each ${rule === 'sixteen' ? 'other player' : 'player who is not a pig'}`,
        );
      }
    }
    // 3. The other unready players pay each ready player that hand's best value (查大叫).
    const payers = ends.filter(
      (x) => x.status === 'not-ready' || (x.status === 'flower-pig' && this.options.pigPaysReady),
    );
    for (const p of payers) {
      for (const r of ready) {
        this.ledger.pay(
          n,
          p.seat,
          r.seat,
          r.bestValue!,
          'not-ready',
          `${p.seat} is ${p.status === 'flower-pig' ? `a flower pig, which counts as not ready (${ruleName(SC_OPTIONS, 'pigPaysReady')}),` : 'not ready'} and pays ${r.seat}, who is ready, the most ${r.seat}'s hand can win: ${r.bestTotal} fan = ${r.bestValue}`,
        );
      }
    }
    const describe = (x: DealEndPlayer) =>
      x.status === 'ready'
        ? `${x.seat} ready (waits on ${x.waits!.join(' ')}, best ${x.bestTotal} fan = ${x.bestValue})`
        : x.status === 'flower-pig'
          ? `${x.seat} a flower pig`
          : `${x.seat} not ready`;
    step.summary = `The wall runs out: ${list(ends.map(describe))}.`;
    if (!ready.length) step.notes.push('Nobody still in is ready, so no unready payments are due.');
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
        for (const [t, k] of counts) add(t, k, `${w}'s ${final.what} (event ${final.event})`);
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
    for (const [t, s] of seen) {
      if (s.n > 4) {
        throw new HandError(
          'too-many-copies',
          `the deal shows ${s.n} copies of ${tileText(t)}: ${s.where.join(', ')}; the set has only four`,
        );
      }
    }
  }
}

export function settleDeal(variant: Variant, raw: unknown, options: Options): DealSettlement {
  return new DealRun(variant, readDeal(raw), options).run();
}

export { NAMES as SEAT_NAMES };
