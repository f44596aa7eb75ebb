/**
 * The hand builder's words for what the engine answered: a value in the variant's unit, the
 * one-line status the sticky bar shows while tiles are tapped, and the one-line summary of how the
 * hand was won (the minimum's words are in ./minimum.ts). Pure: the views only print what these
 * return.
 */
import type { ScoreResult } from '../../engine/score';
import { WINDS, type Wind } from '../../engine/tiles';
import { valueText } from '../../engine/value';
import { DEFAULT_CONTEXT_FLAGS, type VariantHeader } from '../../engine/variant';
import type { BuilderState } from '../../share';
import type { Outcome } from './model';
import { ENGLISH, EVENT_WORD, type Say } from './words';

/** A value in the variant's own words (Vietnamese 9 → "1 mủn 3 phán"): the engine's value text. */
export const amount = valueText;

/**
 * Whether the variant reads the round wind: only a set with wind tiles can score it (Sichuan's
 * 108 suited tiles have none, so its scorer neither asks for nor shows a round).
 */
export const readsRound = (variant: VariantHeader): boolean =>
  WINDS.some((w) => (variant.tileSet.copies[w] ?? 0) > 0);

/** A payment with its sign: + receives, − pays. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/**
 * The smallest value that wins under the resolved table options, or null where there is none
 * (no minimum option, as in Sichuan and Vietnamese, or a minimum set to 0).
 */
export function minimumOf(result: ScoreResult): number | null {
  const min = result.options.minimum;
  return typeof min === 'number' && min > 0 ? min : null;
}

export interface SeatPayment {
  seat: Wind;
  name: string;
  amount: string;
  role: 'winner' | 'discarder' | null;
}

export interface Status {
  /** How many tiles the hand holds, e.g. "9 / 14 tiles". */
  tiles: string;
  /** The one thing to know now: the total, the waits, what to add, or the engine's error. */
  headline: string;
  tone: 'info' | 'win' | 'no-win' | 'error';
  /** A second line: the waits with their values. */
  detail?: string;
  /** Each seat's payment for a scored hand. */
  payments?: SeatPayment[];
}

export interface StatusInput {
  outcome: Outcome;
  /** Tiles the hand holds (a kong counts three). */
  count: number;
  /** Tiles in the meld being collected, not yet in the hand. */
  pending: number;
  /** The notation box holds text that cannot be read. */
  notationError: boolean;
}

/** What the sticky bar says about the hand: always short enough for a phone's width. */
export function statusOf(
  variant: VariantHeader,
  { outcome, count, pending, notationError }: StatusInput,
  say: Say = ENGLISH,
): Status {
  const held = say('hand.count', { count });
  const tiles = pending ? `${held} ${say('bar.inMeld', { n: pending })}` : held;
  const base = { tiles, tone: 'info' as const };
  if (notationError) return { ...base, headline: say('bar.fixNotation'), tone: 'error' };
  switch (outcome.kind) {
    case 'empty':
      return { ...base, headline: say('bar.empty') };
    case 'building':
      return { ...base, headline: say('bar.building', { n: 13 - outcome.count }) };
    case 'unmarked':
      return { ...base, headline: say('bar.unmarked') };
    case 'choose':
      return { ...base, headline: outcome.message };
    case 'error':
      return { ...base, headline: outcome.message, tone: 'error' };
    case 'scoring':
      return { ...base, headline: say('bar.scoring') };
    case 'unscored':
      return { ...base, headline: say('bar.scoringFailed'), tone: 'error' };
    case 'waits': {
      const n = outcome.waits.length;
      if (!n) return { ...base, headline: say('bar.notReady'), tone: 'no-win' };
      const detail = outcome.waits
        .map((w) => `${say.tile(w.tile)} ${say.amount(variant, w.result.total)}`)
        .join(' · ');
      const headline = n === 1 ? say('bar.waitingOne') : say('bar.waitingMany', { n });
      return { ...base, headline, detail };
    }
    case 'score': {
      const r = outcome.result;
      const total = say.amount(variant, r.total);
      const headline = r.minimumMet
        ? total
        : say(minimumOf(r) === null ? 'bar.notLegal' : 'bar.below', { total });
      return {
        ...base,
        headline,
        tone: r.minimumMet ? 'win' : 'no-win',
        payments: paymentsOf(r, say),
      };
    }
  }
}

function paymentsOf(r: ScoreResult, say: Say): SeatPayment[] {
  const { seat, discarder, selfDrawn } = r.context;
  return WINDS.map((w) => ({
    seat: w,
    name: say.wind(w),
    amount: signed(r.payments[w]),
    role: w === seat ? 'winner' : !selfDrawn && w === discarder ? 'discarder' : null,
  }));
}

/**
 * How the hand was won in one line, e.g. "South · East round · West's discard": the seat, the
 * round wind where the variant reads one, self-drawn or whose discard, the win events that are on, and the variant's own
 * fields where they differ from their default (or still need choosing).
 */
export function contextSummary(
  variant: VariantHeader,
  state: BuilderState,
  say: Say = ENGLISH,
): string {
  const parts = [
    state.seat === 'E' ? `${say.wind('E')} ${say('context.dealer')}` : say.wind(state.seat),
    ...(readsRound(variant) ? [say('context.round', { wind: say.wind(state.round) })] : []),
    state.discarder === null
      ? say('context.selfDrawn')
      : say('context.discardOf', { wind: say.wind(state.discarder) }),
  ];
  for (const flag of variant.contextFlags ?? DEFAULT_CONTEXT_FLAGS)
    if (state[flag]) parts.push(say(EVENT_WORD[flag]));
  for (const field of variant.contextFields ?? []) {
    const value = state.extra?.[field.id] ?? field.default;
    const label = say.text(field.label);
    if (value === undefined || value === '') parts.push(say('context.notChosen', { field: label }));
    else if (value !== field.default) {
      const choice = field.choices.find((c) => c.value === value)?.label;
      parts.push(`${label}: ${choice === undefined ? value : say.text(choice)}`);
    }
  }
  return parts.join(' · ');
}
