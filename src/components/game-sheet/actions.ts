/**
 * What the score sheet's form and buttons do, as plain functions: the hand being entered or
 * corrected (a draft), adding it, replacing or deleting a past hand, clearing the sheet. A change
 * is played through the engine first: one that makes the changed hand impossible is refused with
 * the reason and the sheet stays as it was; one that leaves a later hand impossible is kept, and
 * the message names that hand. No DOM.
 */
import type { ContextFieldDecl, ContextFlag, Variant } from '../../engine/variant';
import { errorText } from '../hand-builder/model';
import { type Entry, handNoun, type Player, playerName, replaySheet, type Sheet } from './sheet';

/** The hand in the form: a win (with how it was won) or a draw. */
export interface Draft {
  kind: 'win' | 'draw';
  winner: Player;
  from: Player | 'self';
  events: ContextFlag[];
  extra: Record<string, string>;
  notation: string;
}

export const emptyDraft = (): Draft => ({
  kind: 'win',
  winner: 'E',
  from: 'self',
  events: [],
  extra: {},
  notation: '',
});

/** The form filled in with a past hand, to correct it. */
export const draftOf = (e: Entry): Draft =>
  e.kind !== 'win'
    ? { ...emptyDraft(), kind: 'draw' }
    : {
        kind: 'win',
        winner: e.winner,
        from: e.from ?? 'self',
        events: [...e.events],
        extra: { ...e.extra },
        notation: e.notation,
      };

/** A new winner: if he was the discarder, the win becomes self-drawn (nobody wins on his own tile). */
export const withWinner = (d: Draft, winner: Player): Draft => ({
  ...d,
  winner,
  from: d.from === winner ? 'self' : d.from,
});

export const withEvent = (d: Draft, flag: ContextFlag, on: boolean): Draft => ({
  ...d,
  events: on ? [...d.events.filter((x) => x !== flag), flag] : d.events.filter((x) => x !== flag),
});

/** A variant context field set; its default is dropped rather than stored, so links stay short. */
export function withExtra(d: Draft, field: ContextFieldDecl, value: string): Draft {
  const extra = { ...d.extra };
  if (value === (field.default ?? '')) delete extra[field.id];
  else extra[field.id] = value;
  return { ...d, extra };
}

/** The form after a hand went in: cleared, but still on a win or a draw. */
export const nextDraft = (d: Draft): Draft => ({ ...emptyDraft(), kind: d.kind });

/** The entry a draft describes, or what the form still lacks. */
export function entryOf(sheet: Sheet, d: Draft): Entry | { missing: string } {
  if (d.kind === 'draw') return { kind: 'draw' };
  const notation = d.notation.trim();
  if (!notation)
    return {
      missing: `type ${playerName(sheet, d.winner)}'s winning hand in notation, for example 123m 456p 789s 234s 5p @5p.`,
    };
  return {
    kind: 'win',
    winner: d.winner,
    from: d.from === 'self' ? null : d.from,
    events: d.events,
    extra: d.extra,
    notation,
  };
}

/** What a button did, in words; `error`: it was refused and the sheet is unchanged. */
export interface Message {
  text: string;
  error: boolean;
}

export interface Outcome {
  sheet: Sheet;
  message: Message;
}

const refused = (sheet: Sheet, text: string): Outcome => ({
  sheet,
  message: { text: `Not changed: ${text}`, error: true },
});

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The sheet with `entries`, if the engine can play it up to hand `upTo` (1-based); the message
 * says `done`, and names a later hand the change left impossible.
 */
function played(variant: Variant, sheet: Sheet, entries: Entry[], upTo: number, done: string) {
  const next = { ...sheet, entries };
  const { failure } = replaySheet(variant, next);
  if (failure && failure.number <= upTo) return refused(sheet, errorText(failure.error));
  const later = failure
    ? ` ${capital(handNoun(variant))} ${failure.number} can no longer be scored (${errorText(failure.error)}); correct or delete it.`
    : '';
  return { sheet: next, message: { text: `${done}${later}`, error: !!failure } };
}

/** A hand as the form built it, or what the form still lacks. */
type Built = Entry | { missing: string };

/** Adds the drafted hand as the next one, dealt by whoever the game says deals it. */
export const addHand = (variant: Variant, sheet: Sheet, d: Draft): Outcome =>
  addEntry(variant, sheet, entryOf(sheet, d));

/** Adds a hand (in Sichuan a whole deal) as the next one. */
export function addEntry(variant: Variant, sheet: Sheet, entry: Built): Outcome {
  const noun = handNoun(variant);
  const { failure } = replaySheet(variant, sheet);
  if (failure)
    return refused(
      sheet,
      `${noun} ${failure.number} cannot be scored; correct or delete it first.`,
    );
  if ('missing' in entry) return refused(sheet, entry.missing);
  const entries = [...sheet.entries, entry];
  const done = `${capital(noun)} ${entries.length} added.`;
  return played(variant, sheet, entries, entries.length, done);
}

/** Puts the draft in place of hand `index` (0-based); every later hand is played again. */
export const replaceHand = (variant: Variant, sheet: Sheet, index: number, d: Draft): Outcome =>
  replaceEntry(variant, sheet, index, entryOf(sheet, d));

export function replaceEntry(variant: Variant, sheet: Sheet, index: number, entry: Built) {
  const noun = handNoun(variant);
  if (index < 0 || index >= sheet.entries.length)
    return refused(sheet, `there is no ${noun} ${index + 1}.`);
  if ('missing' in entry) return refused(sheet, entry.missing);
  const entries = sheet.entries.map((e, i) => (i === index ? entry : e));
  return played(variant, sheet, entries, index + 1, `${capital(noun)} ${index + 1} corrected.`);
}

/** Deletes hand `index` (0-based); the hands after it move up one and are played again. */
export function deleteHand(variant: Variant, sheet: Sheet, index: number): Outcome {
  const noun = handNoun(variant);
  if (index < 0 || index >= sheet.entries.length)
    return refused(sheet, `there is no ${noun} ${index + 1}.`);
  const entries = sheet.entries.filter((_, i) => i !== index);
  return played(variant, sheet, entries, index, `${capital(noun)} ${index + 1} deleted.`);
}

export const clearHands = (sheet: Sheet, noun = 'hand'): Outcome => ({
  sheet: { ...sheet, entries: [] },
  message: { text: `All ${noun}s removed.`, error: false },
});
