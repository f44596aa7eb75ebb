/**
 * The running bank's form and what each button does to the ledger, as plain functions: the hand
 * being entered (a draft), adding it, undoing the last hand and clearing them all. Adding scores
 * the hand first, so a hand the engine refuses leaves the books as they were, with its reason.
 * No DOM.
 */
import type { Wind } from '../../engine/tiles';
import type { ContextFieldDecl, Variant } from '../../engine/variant';
import { errorText } from '../hand-builder/model';
import {
  buildLedger,
  type Entry,
  type EventId,
  type LedgerState,
  type Player,
  playerName,
  scoreEntry,
} from './entries';

/** The hand being entered: a win (with how it was won) or a draw. */
export interface Draft {
  kind: 'win' | 'draw';
  winner: Player;
  from: Player | 'self';
  round: Wind;
  events: EventId[];
  extra: Record<string, string>;
  notation: string;
}

export const emptyDraft = (): Draft => ({
  kind: 'win',
  winner: 0,
  from: 'self',
  round: 'E',
  events: [],
  extra: {},
  notation: '',
});

/** What a button did, in words; `error`: it was refused and the ledger is unchanged. */
export interface Message {
  text: string;
  error: boolean;
}

export interface Outcome {
  state: LedgerState;
  message: Message;
}

/** A new winner: if he was the discarder, the win becomes self-drawn (nobody wins on his own tile). */
export const withWinner = (d: Draft, winner: Player): Draft => ({
  ...d,
  winner,
  from: d.from === winner ? 'self' : d.from,
});

export const withEvent = (d: Draft, id: EventId, on: boolean): Draft => ({
  ...d,
  events: on
    ? d.events.includes(id)
      ? d.events
      : [...d.events, id]
    : d.events.filter((x) => x !== id),
});

/** A variant context field set; its default is dropped rather than stored, so links stay short. */
export function withExtra(d: Draft, field: ContextFieldDecl, value: string): Draft {
  const extra = { ...d.extra };
  if (value === (field.default ?? '')) delete extra[field.id];
  else extra[field.id] = value;
  return { ...d, extra };
}

/** The form after a hand was added: cleared, but still on a draw or a win and in the same round. */
export const nextDraft = (d: Draft): Draft => ({ ...emptyDraft(), kind: d.kind, round: d.round });

/** The entry a draft describes, or what the form still lacks. */
export function entryOf(d: Draft): Entry | { missing: string } {
  if (d.kind === 'draw') return { kind: 'draw' };
  const notation = d.notation.trim();
  if (!notation) {
    return {
      missing: `enter ${playerName(d.winner)}'s winning hand in notation, for example 123m 456p 789s 234s 5p @5p.`,
    };
  }
  const from = d.from === 'self' ? null : d.from;
  return {
    kind: 'win',
    winner: d.winner,
    from,
    round: d.round,
    events: d.events,
    extra: d.extra,
    notation,
  };
}

const refused = (state: LedgerState, text: string): Outcome => ({
  state,
  message: { text: `Not added: ${text}`, error: true },
});

/** Adds the drafted hand as the next one, dealt by whoever the bank says deals it. */
export function addHand(variant: Variant, state: LedgerState, d: Draft): Outcome {
  const ledger = buildLedger(variant, state);
  if (ledger.brokenAt !== null)
    return refused(state, `hand ${ledger.brokenAt + 1} cannot be scored; undo it first.`);
  const entry = entryOf(d);
  if ('missing' in entry) return refused(state, entry.missing);
  try {
    scoreEntry(variant, entry, ledger.run.nextDealer, state.options);
  } catch (e) {
    return refused(state, errorText(e));
  }
  const next = { ...state, entries: [...state.entries, entry] };
  return { state: next, message: { text: `Hand ${next.entries.length} added.`, error: false } };
}

export const undoHand = (state: LedgerState): Outcome => ({
  state: { ...state, entries: state.entries.slice(0, -1) },
  message: { text: `Hand ${state.entries.length} removed.`, error: false },
});

export const clearHands = (state: LedgerState): Outcome => ({
  state: { ...state, entries: [] },
  message: { text: 'All hands removed.', error: false },
});
