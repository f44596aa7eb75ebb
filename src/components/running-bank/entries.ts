/**
 * The running-bank ledger as plain data: the hands entered so far, how they travel in the page
 * address, and how each is scored. No DOM. The engine scores every hand (scoreHand) and the
 * variant's pure bank function (runBank) does every sum, the dealer's turn included, so this
 * file only turns "player 2 won on player 4's discard" into seats for the hand in question.
 */
import { parseHand } from '../../engine/notation';
import { type ScoreResult, scoreHand } from '../../engine/score';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Options, Variant } from '../../engine/variant';
import { decodeRules, encodeRules } from '../../share';
import {
  type BankHand,
  type BankOptions,
  type BankRun,
  runBank,
  seatsFor,
} from '../../variants/vietnamese/game/bank';
import { errorText } from '../hand-builder/model';

export type Player = 0 | 1 | 2 | 3;
export const PLAYERS: readonly Player[] = [0, 1, 2, 3];
export const playerName = (p: number): string => `Player ${p + 1}`;

/** Win events the ledger asks about, with their link names (as the hand builder's `ev`). */
export const EVENTS = [
  {
    id: 'kongReplacement',
    link: 'kong',
    label: 'On a replacement tile (after a quad, flower or joker)',
  },
  { id: 'robbingKong', link: 'rob', label: 'Robbing a quad (a tile added to an exposed pung)' },
  { id: 'lastTile', link: 'last', label: 'The last tile, or the discard after it' },
] as const;
export type EventId = (typeof EVENTS)[number]['id'];

export type Entry =
  | { kind: 'draw' }
  | {
      kind: 'win';
      winner: Player;
      /** The player whose discard (or added quad) it was; null: self-drawn. */
      from: Player | null;
      round: Wind;
      events: EventId[];
      /** The variant's own context fields (Variant.contextFields), only those not at their default. */
      extra: Record<string, string>;
      notation: string;
    };

export interface LedgerState {
  /** Each player's pool at the start (the seed's 300, or 0 for a plain tally). */
  startingBank: 300 | 0;
  /** The dealer keeps the deal after a win of his own or a draw (seed); off: it always passes on. */
  dealerStays: boolean;
  entries: Entry[];
  /** Table options for every hand; only those that differ from the defaults. */
  options: Options;
}

export const emptyLedger = (): LedgerState => ({
  startingBank: 300,
  dealerStays: true,
  entries: [],
  options: {},
});

export const bankOptions = (s: LedgerState): BankOptions => ({
  startingBank: s.startingBank,
  dealerStays: s.dealerStays,
});

/** The seat a player holds when `dealer` is East (the bank's own seating). */
export function seatOf(player: number, dealer: number): Wind {
  const seat = seatsFor(dealer)[player];
  if (seat === undefined) throw new Error(`there is no player ${player + 1} at the table`);
  return seat;
}

/** One entered hand after scoring: the engine's result, or why it could not be scored. */
export interface ScoredEntry {
  entry: Entry;
  dealer: number;
  result: ScoreResult | null;
  error: string | null;
}

export interface Ledger {
  scored: ScoredEntry[];
  run: BankRun;
  /** The first hand that could not be scored stops the books there (0-based), or null. */
  brokenAt: number | null;
}

/** The context a win entry means for the engine, given who dealt that hand. */
export function contextFor(
  e: Extract<Entry, { kind: 'win' }>,
  dealer: number,
): Record<string, unknown> {
  const ctx: Record<string, unknown> = {
    seat: seatOf(e.winner, dealer),
    round: e.round,
    selfDrawn: e.from === null,
  };
  if (e.from !== null) ctx.discarder = seatOf(e.from, dealer);
  for (const ev of e.events) ctx[ev] = true;
  return { ...ctx, ...e.extra };
}

/** Scores a single entry as the hand dealt by `dealer`; throws the engine's error. */
export function scoreEntry(
  variant: Variant,
  e: Entry,
  dealer: number,
  options: Options,
): { bank: BankHand; result: ScoreResult | null } {
  if (e.kind === 'draw')
    return { bank: { payments: { E: 0, S: 0, W: 0, N: 0 }, winner: null }, result: null };
  if (e.from === e.winner)
    throw new Error(
      `${playerName(e.winner)} cannot win on his own discard: choose self-drawn or another player`,
    );
  const result = scoreHand(variant, parseHand(e.notation), contextFor(e, dealer), options);
  return { bank: { payments: result.payments, winner: result.context.seat }, result };
}

/**
 * Scores every entry in order, each under the dealer the bank says dealt it. A hand that cannot
 * be scored (a link edited by hand, a rule change) stops the books there, and says why.
 */
export function buildLedger(variant: Variant, s: LedgerState): Ledger {
  const hands: BankHand[] = [];
  const scored: ScoredEntry[] = [];
  let brokenAt: number | null = null;
  for (const [i, entry] of s.entries.entries()) {
    const dealer = runBank(hands, bankOptions(s)).nextDealer;
    try {
      const { bank, result } = scoreEntry(variant, entry, dealer, s.options);
      hands.push(bank);
      scored.push({ entry, dealer, result, error: null });
    } catch (e) {
      scored.push({ entry, dealer, result: null, error: errorText(e) });
      brokenAt = i;
      break;
    }
  }
  return { scored, run: runBank(hands, bankOptions(s)), brokenAt };
}

// ---------------------------------------------------------------------------------------------
// The address: ?v=vietnamese&cv=1&start=300&stay=1&hand=draw&hand=2.4.E.last.blessing=man|123m...&o.leftoverPhan=2

const ROUND_OK = (x: string): x is Wind => (WINDS as readonly string[]).includes(x);

export function encodeEntry(e: Entry): string {
  if (e.kind === 'draw') return 'draw';
  const events = e.events.map((id) => EVENTS.find((x) => x.id === id)!.link).join(',');
  const extra = Object.entries(e.extra)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  return `${e.winner + 1}.${e.from === null ? 's' : e.from + 1}.${e.round}.${events}${extra ? `.${extra}` : ''}|${e.notation}`;
}

/** Reads one `hand` value; throws a message naming what is wrong. */
export function decodeEntry(raw: string): Entry {
  if (raw === 'draw') return { kind: 'draw' };
  const bar = raw.indexOf('|');
  if (bar < 0)
    throw new Error(
      `"${raw.slice(0, 40)}" is neither "draw" nor a win (winner.from.round.events|hand)`,
    );
  const [w, f, r, ev = '', fields = '', ...rest] = raw.slice(0, bar).split('.');
  const winner = Number(w) - 1;
  if (!/^[1-4]$/.test(w ?? '') || rest.length)
    throw new Error(`"${raw.slice(0, bar)}" does not start with a winner 1 to 4`);
  if (!(f === 's' || /^[1-4]$/.test(f ?? '')))
    throw new Error(`who discarded must be 1 to 4 or s (self-drawn), not "${f}"`);
  if (!ROUND_OK(r ?? '')) throw new Error(`the round wind must be E, S, W or N, not "${r}"`);
  const events: EventId[] = [];
  for (const name of ev ? ev.split(',') : []) {
    const hit = EVENTS.find((x) => x.link === name);
    if (!hit) throw new Error(`unknown win event "${name}"`);
    events.push(hit.id);
  }
  const extra: Record<string, string> = {};
  for (const pair of fields ? fields.split(',') : []) {
    const [k, v] = pair.split('=');
    if (!k || v === undefined) throw new Error(`"${pair}" is not a context field (name=value)`);
    extra[k] = v;
  }
  return {
    kind: 'win',
    winner: winner as Player,
    from: f === 's' ? null : ((Number(f) - 1) as Player),
    round: r as Wind,
    events,
    extra,
    notation: raw.slice(bar + 1),
  };
}

export function encodeLedger(variant: Variant, s: LedgerState): string {
  const q = encodeRules(variant, s.options);
  q.set('start', String(s.startingBank));
  q.set('stay', s.dealerStays ? '1' : '0');
  for (const e of s.entries) q.append('hand', encodeEntry(e));
  return `?${q.toString()}`;
}

export interface DecodedLedger {
  state: LedgerState;
  problems: string[];
  versionNote: string | null;
}

/** Reads a ledger link; never throws: what cannot be used is listed in `problems`. */
export function decodeLedger(variant: Variant, search: string): DecodedLedger {
  const state = emptyLedger();
  const problems: string[] = [];
  const q = new URLSearchParams(search);
  const start = q.get('start');
  if (start !== null) {
    if (start === '300' || start === '0') state.startingBank = Number(start) as 300 | 0;
    else problems.push(`the starting bank must be 300 or 0, not "${start}"; using 300`);
  }
  const stay = q.get('stay');
  if (stay !== null) {
    if (stay === '1' || stay === '0') state.dealerStays = stay === '1';
    else problems.push(`"stay" must be 1 or 0, not "${stay}"; the dealer stays on a win or a draw`);
  }
  q.getAll('hand').forEach((raw, i) => {
    try {
      state.entries.push(decodeEntry(raw));
    } catch (e) {
      problems.push(
        `hand ${i + 1} could not be read (${e instanceof Error ? e.message : String(e)}); it and the hands after it were left out`,
      );
    }
  });
  const firstBad = problems.find((p) => p.startsWith('hand '));
  if (firstBad !== undefined)
    state.entries = state.entries.slice(0, Number(/^hand (\d+)/.exec(firstBad)![1]) - 1);
  const rules = decodeRules(variant, search);
  state.options = rules.options;
  return { state, problems: [...problems, ...rules.problems], versionNote: rules.versionNote };
}
