/**
 * What the score sheet's form and buttons do, as plain functions: the hand being entered or
 * corrected (a draft), adding it, replacing or deleting a past hand, clearing the sheet. A change
 * is played through the engine first: one that makes the changed hand impossible is refused with
 * the reason and the sheet stays as it was; one that leaves a later hand impossible is kept, and
 * the message names that hand. No DOM.
 */
import type { ContextFieldDecl, ContextFlag, Variant } from '../../engine/variant';
import { type Entry, type Player, replaySheet, type Sheet } from './sheet';
import { GAME_ENGLISH, type GameSay } from './words';

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

/** The entry a draft describes, or what the form still lacks (in `say`'s words). */
export function entryOf(sheet: Sheet, d: Draft, say = GAME_ENGLISH): Entry | { missing: string } {
  if (d.kind === 'draw') return { kind: 'draw' };
  const notation = d.notation.trim();
  if (!notation) return { missing: say('msg.missing', { name: say.player(sheet, d.winner) }) };
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

const refused = (sheet: Sheet, why: string, say: GameSay): Outcome => ({
  sheet,
  message: { text: say('msg.refused', { why }), error: true },
});

/**
 * The sheet with `entries`, if the engine can play it up to hand `upTo` (1-based); the message
 * says `done`, and names a later hand the change left impossible.
 */
function played(
  variant: Variant,
  sheet: Sheet,
  entries: Entry[],
  upTo: number,
  done: string,
  say: GameSay,
) {
  const next = { ...sheet, entries };
  const { failure } = replaySheet(variant, next);
  if (failure && failure.number <= upTo)
    return refused(sheet, say.scorer.error(failure.error), say);
  const later = failure
    ? say('msg.later', {
        ...say.noun(variant),
        n: failure.number,
        why: say.scorer.error(failure.error),
      })
    : '';
  return { sheet: next, message: { text: `${done}${later}`, error: !!failure } };
}

/** A hand as the form built it, or what the form still lacks. */
type Built = Entry | { missing: string };

/** Adds the drafted hand as the next one, dealt by whoever the game says deals it. */
export const addHand = (variant: Variant, sheet: Sheet, d: Draft, say = GAME_ENGLISH): Outcome =>
  addEntry(variant, sheet, entryOf(sheet, d, say), say);

/** Adds a hand (in Sichuan a whole deal) as the next one. */
export function addEntry(variant: Variant, sheet: Sheet, entry: Built, say = GAME_ENGLISH) {
  const noun = say.noun(variant);
  const { failure } = replaySheet(variant, sheet);
  if (failure) return refused(sheet, say('msg.fixFirst', { ...noun, n: failure.number }), say);
  if ('missing' in entry) return refused(sheet, entry.missing, say);
  const entries = [...sheet.entries, entry];
  const done = say('msg.added', { ...noun, n: entries.length });
  return played(variant, sheet, entries, entries.length, done, say);
}

/** Puts the draft in place of hand `index` (0-based); every later hand is played again. */
export const replaceHand = (
  variant: Variant,
  sheet: Sheet,
  index: number,
  d: Draft,
  say = GAME_ENGLISH,
): Outcome => replaceEntry(variant, sheet, index, entryOf(sheet, d, say), say);

export function replaceEntry(
  variant: Variant,
  sheet: Sheet,
  index: number,
  entry: Built,
  say = GAME_ENGLISH,
) {
  const noun = { ...say.noun(variant), n: index + 1 };
  if (index < 0 || index >= sheet.entries.length)
    return refused(sheet, say('msg.noSuch', noun), say);
  if ('missing' in entry) return refused(sheet, entry.missing, say);
  const entries = sheet.entries.map((e, i) => (i === index ? entry : e));
  return played(variant, sheet, entries, index + 1, say('msg.corrected', noun), say);
}

/** Deletes hand `index` (0-based); the hands after it move up one and are played again. */
export function deleteHand(
  variant: Variant,
  sheet: Sheet,
  index: number,
  say = GAME_ENGLISH,
): Outcome {
  const noun = { ...say.noun(variant), n: index + 1 };
  if (index < 0 || index >= sheet.entries.length)
    return refused(sheet, say('msg.noSuch', noun), say);
  const entries = sheet.entries.filter((_, i) => i !== index);
  return played(variant, sheet, entries, index, say('msg.deleted', noun), say);
}

export const clearHands = (variant: Variant, sheet: Sheet, say = GAME_ENGLISH): Outcome => ({
  sheet: { ...sheet, entries: [] },
  message: { text: say('msg.cleared', say.noun(variant)), error: false },
});
