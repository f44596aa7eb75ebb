/**
 * The practice island's state, pure: which hand is dealt (seed, level and drill, all in the page
 * address), what the drill shows, and how an answer is checked. Every answer is the engine's,
 * worked out when the hand is shown; the views only print what these return.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { readContext, type WinContext } from '../../engine/context';
import type { Hand } from '../../engine/hand';
import {
  type DealRequest,
  dealHand,
  LEVELS,
  type Level,
  type PracticeExample,
} from '../../engine/practice/deal';
import { dealWaitingHand } from '../../engine/practice/waiting';
import { type ScoreResult, scoreHand, type Wait, waitsOf } from '../../engine/score';
import { BONUS_TILES, compareCodes, isWildCode, type TileCode } from '../../engine/tiles';
import { valueFigure } from '../../engine/value';
import type { Variant } from '../../engine/variant';
import { type BuilderState, defaultState } from '../../share';
import { contextSummary } from '../hand-builder/summary';
import type { ReadLink } from '../link-state';
import { type PaymentsQuestion, paymentsQuestion } from './payments';
import { PRACTICE_ENGLISH, type PracticeSay } from './words';

export type Drill = 'score' | 'patterns' | 'payments' | 'all' | 'waits';
/** The drills, in the order offered; each is named by its word `drill.<id>`. */
export const DRILLS: readonly Drill[] = ['score', 'patterns', 'payments', 'all', 'waits'];

/** A question asked on a won hand: its total, the patterns that count, what the others pay. */
export type Ask = 'total' | 'patterns' | 'payments';

/** The questions a drill asks on its hand (the waits drill deals a hand one tile short instead). */
export function asksOf(drill: Drill): Ask[] {
  if (drill === 'score') return ['total'];
  if (drill === 'patterns') return ['patterns'];
  if (drill === 'payments') return ['payments'];
  return ['total', 'patterns', 'payments'];
}

export interface PracticeLink {
  seed: number;
  level: Level;
  drill: Drill;
}

/** Seeds are whole numbers that fit the dealer's 32-bit generator, so a link reads the same anywhere. */
export const MAX_SEED = 2_147_483_647;

/** A fresh seed from `random` (Math.random in the page; a fixed function in tests). */
export const newSeed = (random: () => number = Math.random): number =>
  Math.floor(random() * (MAX_SEED + 1));

export const initialLink = (): PracticeLink => ({ seed: 1, level: 1, drill: 'score' });

/**
 * Reads `?seed=…&level=…&drill=…` without ever throwing: what cannot be read is named and left
 * at its fallback (a new seed, level 1, the drill the reader chose last or else the scoring one).
 */
export function readPracticeLink(
  search: string,
  random: () => number = Math.random,
  keptDrill: Drill = 'score',
  say: PracticeSay = PRACTICE_ENGLISH,
): ReadLink<PracticeLink> {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const state: PracticeLink = { seed: newSeed(random), level: 1, drill: keptDrill };
  const seed = q.get('seed');
  if (seed !== null) {
    if (/^\d{1,10}$/.test(seed) && Number(seed) <= MAX_SEED) state.seed = Number(seed);
    else problems.push(say('link.seed', { seed, max: MAX_SEED }));
  }
  const level = q.get('level');
  if (level !== null) {
    const n = Number(level);
    if ((LEVELS as readonly number[]).includes(n) && /^\d$/.test(level)) state.level = n as Level;
    else problems.push(say('link.level', { level }));
  }
  const drill = q.get('drill');
  if (drill !== null) {
    if (readDrill(drill)) state.drill = drill as Drill;
    else problems.push(say('link.drill', { drill, label: say(`drill.${keptDrill}`) }));
  }
  return { state, problems };
}

/** A drill's id as kept in the browser, or null when it is not one (never a throw). */
export const readDrill = (raw: string | null): Drill | null =>
  DRILLS.find((d) => d === raw) ?? null;

export const writePracticeLink = (s: PracticeLink): string =>
  `?${new URLSearchParams({ seed: String(s.seed), level: String(s.level), drill: s.drill })}`;

/** Does the address already name a hand (so a plain visit gets one written in to share)? */
export const linkHasSeed = (search: string): boolean => new URLSearchParams(search).has('seed');

/** What each level deals, in words true of the variant: only what its catalogue and tiles have. */
export function levelWords(
  variant: Variant,
  level: Level,
  say: PracticeSay = PRACTICE_ENGLISH,
): string {
  if (level === 1) return say('level.common');
  if (level === 2) {
    const flowers = BONUS_TILES.some((code) => (variant.tileSet.copies[code] ?? 0) > 0);
    return say(flowers ? 'level.excludeFlowers' : 'level.exclude');
  }
  const hard = [
    variant.patterns.some((p) => p.limit) ? say('level.limits') : null,
    variant.shapes.length > 1 ? say('level.shapes') : null,
    typeof (variant.options.find((o) => o.id === 'cap')?.default ?? variant.rules?.fixedCap) ===
    'number'
      ? say('level.cap')
      : null,
    Object.keys(variant.tileSet.copies).some(isWildCode) ? say('level.wild') : null,
  ].filter((w): w is string => w !== null);
  return say.list(hard);
}

export interface HandDrillView {
  kind: 'hand';
  /** What is asked on the hand, in the order the questions are shown. */
  asks: Ask[];
  result: ScoreResult;
  /** How the hand was won in one line: seat, round, self-drawn or whose discard, events, flowers. */
  howWon: string;
  /** The context the hand was dealt with, as a link or another variant would read it. */
  context: Record<string, unknown>;
  payments: PaymentsQuestion;
}

export interface WaitsDrillView {
  kind: 'waits';
  hand: Hand;
  howWon: string;
  /** The waits are scored as self-drawn wins (else as wins on the discarder's tile). */
  selfDrawn: boolean;
  /** The engine's waits, in tile order, each scored as a win in this context. */
  waits: Wait[];
  /** Above level 1 the reader also says which of the waits scores most. */
  askBest: boolean;
}

export type DrillView = HandDrillView | WaitsDrillView | { kind: 'error'; message: string };

/** The builder's state for a dealt context, so the scorer's one-line summary says how it was won. */
function summaryState(win: WinContext): BuilderState {
  const extra = Object.fromEntries(Object.entries(win.extra).map(([k, v]) => [k, String(v)]));
  return {
    ...defaultState(),
    seat: win.seat,
    round: win.round,
    discarder: win.selfDrawn ? null : (win.discarder ?? null),
    kongReplacement: win.kongReplacement,
    robbingKong: win.robbingKong,
    lastTile: win.lastTile,
    fourthTile: win.fourthTile,
    extra,
  };
}

function howWon(variant: Variant, win: WinContext, hand: Hand, say: PracticeSay): string {
  const bonus = hand.bonus.filter((t) => !isWildCode(t));
  const flowers = bonus.length
    ? say('hand.flowers', { tiles: say.list(bonus.map(say.own.tile)) })
    : '';
  return `${contextSummary(variant, summaryState(win), say.own)}${flowers}`;
}

/** The hand the link deals for its drill, with the engine's answer; an error in words, never a throw. */
export function drillView(
  variant: Variant,
  link: PracticeLink,
  examples: readonly PracticeExample[],
  weights?: DealRequest['weights'],
  say: PracticeSay = PRACTICE_ENGLISH,
): DrillView {
  const request = { seed: link.seed, level: link.level, ...(weights ? { weights } : {}) };
  try {
    if (link.drill !== 'waits') {
      const dealt = dealHand(variant, request, examples);
      const result = scoreHand(variant, dealt.hand, dealt.context);
      return {
        kind: 'hand',
        asks: asksOf(link.drill),
        result,
        howWon: howWon(variant, result.context, result.hand, say),
        context: dealt.context,
        payments: paymentsQuestion(variant, result, link.level, link.seed),
      };
    }
    const dealt = dealWaitingHand(variant, request, examples);
    const waits = waitsOf(variant, dealt.hand, dealt.context);
    const win = readContext(dealt.context);
    return {
      kind: 'waits',
      hand: dealt.hand,
      howWon: howWon(variant, win, dealt.hand, say),
      selfDrawn: win.selfDrawn,
      waits,
      askBest: link.level > 1,
    };
  } catch (e) {
    return { kind: 'error', message: say('deal.failed', { why: say.own.error(e) }) };
  }
}

/**
 * For a variant that writes values its own way (Vietnamese: 9 phán is "1 mủn 3 phán"), how to
 * type a total as one number; null where the number and the unit are all there is.
 */
export function countingHint(variant: Variant, say: PracticeSay = PRACTICE_ENGLISH): string | null {
  if (valueFigure(variant, 9) === '9') return null;
  return say('total.hint', { unit: say.unit(variant), example: say.own.amount(variant, 9) });
}

export type TotalVerdict =
  | { kind: 'unreadable'; message: string }
  | { kind: 'right'; total: number }
  | { kind: 'wrong'; answered: number; total: number };

/** Checks a typed total against the engine's: a whole number, right or wrong. */
export function checkTotal(
  result: ScoreResult,
  typed: string,
  say: PracticeSay = PRACTICE_ENGLISH,
): TotalVerdict {
  const text = typed.trim();
  if (!/^\d{1,6}$/.test(text))
    return {
      kind: 'unreadable',
      message: text ? say('total.notNumber', { text }) : say('total.blank'),
    };
  const answered = Number(text);
  return answered === result.total
    ? { kind: 'right', total: result.total }
    : { kind: 'wrong', answered, total: result.total };
}

export interface WaitsVerdict {
  right: boolean;
  /** Waits the reader did not choose. */
  missed: TileCode[];
  /** Tiles chosen that do not complete the hand. */
  wrong: TileCode[];
  /** Above level 1: the wait the reader said scores most, and the waits that do (ties all count). */
  best?: { said: TileCode | null; right: boolean; top: TileCode[] };
}

/** The waits that score most: the highest total among those that reach the minimum (ties all count). */
export function bestWaits(waits: readonly Wait[]): TileCode[] {
  const rank = (w: Wait) => (w.result.minimumMet ? w.result.total : -1);
  const top = Math.max(...waits.map(rank));
  return waits.filter((w) => rank(w) === top).map((w) => w.tile);
}

/**
 * Compares the tiles chosen with exactly the engine's waits and, when `best` is given (null: none
 * said), the wait said to score most with the engine's best ones.
 */
export function checkWaits(
  waits: readonly Wait[],
  chosen: ReadonlySet<TileCode>,
  best?: TileCode | null,
): WaitsVerdict {
  const engine = new Set(waits.map((w) => w.tile));
  const missed = [...engine].filter((t) => !chosen.has(t)).sort(compareCodes);
  const wrong = [...chosen].filter((t) => !engine.has(t)).sort(compareCodes);
  const found = !missed.length && !wrong.length;
  if (best === undefined) return { right: found, missed, wrong };
  const top = bestWaits(waits);
  const said = { said: best, right: best !== null && top.includes(best), top };
  return { right: found && said.right, missed, wrong, best: said };
}

/** A choice toggled in or out of the set chosen (tiles, patterns). */
export function toggled<T>(chosen: ReadonlySet<T>, code: T): Set<T> {
  const next = new Set(chosen);
  if (next.has(code)) next.delete(code);
  else next.add(code);
  return next;
}

/** How many patterns the "Which patterns?" list offers at least: those that count, then near misses. */
const CHOICES = 6;

/**
 * The patterns offered for ticking: every one that counts, every one the hand shows but that does
 * not count (excluded), then others of the same categories, then any, picked by the seed, in
 * catalogue order so the list does not give the answer away by its order.
 */
export function patternChoices(variant: Variant, result: ScoreResult, seed: number): string[] {
  const counted = new Set(result.patterns.map((p) => p.id));
  const known = new Set(variant.patterns.map((p) => p.id));
  const excluded = result.excluded.map((x) => x.id).filter((id) => known.has(id));
  const chosen = new Set([...counted, ...excluded]);
  const categories = new Set(
    variant.patterns.filter((p) => counted.has(p.id)).map((p) => p.category),
  );
  const rng = xoroshiro128plus(seed | 0);
  const others = variant.patterns.filter((p) => !chosen.has(p.id) && !p.bonusOf);
  const near = others.filter((p) => categories.has(p.category));
  for (const pool of [near, others]) {
    const left = pool.filter((p) => !chosen.has(p.id));
    while (chosen.size < Math.max(CHOICES, counted.size + 2) && left.length)
      chosen.add(left.splice(uniformInt(rng, 0, left.length - 1), 1)[0]!.id);
  }
  return variant.patterns.filter((p) => chosen.has(p.id)).map((p) => p.id);
}

export interface PatternsVerdict {
  right: boolean;
  /** Patterns that count but were not ticked. */
  missed: string[];
  /** Patterns ticked that do not count. */
  wrong: string[];
}

/** Compares the patterns ticked with exactly those the engine counts. */
export function checkPatterns(result: ScoreResult, ticked: ReadonlySet<string>): PatternsVerdict {
  const counted = new Set(result.patterns.map((p) => p.id));
  const missed = [...counted].filter((id) => !ticked.has(id));
  const wrong = [...ticked].filter((id) => !counted.has(id));
  return { right: !missed.length && !wrong.length, missed, wrong };
}
