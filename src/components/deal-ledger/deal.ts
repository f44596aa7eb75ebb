/**
 * The deal ledger's state and what each button does to it, as plain functions: a deal is the
 * players' missing suits and the events so far, in the deal JSON format (/sichuan/#the-deal-json).
 * The engine settles the whole deal again after each change and does every check, so a change it
 * refuses leaves the deal as it was, with the engine's reason. The ledger page plays the published
 * rules; the Sichuan score sheet edits each of its deals with the same functions under its
 * table's options. No DOM.
 */
import type { DealSettlement } from '../../engine/deal';
import { resolveOptions } from '../../engine/options';
import { type Suit, WINDS, type Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
// Only Sichuan: the island must not pull every variant's catalogue into the page.
import { sichuan } from '../../variants/sichuan';
import { WORKED_DEAL } from '../../variants/sichuan/deal/examples';
import { errorText } from '../hand-builder/model';
import { SEAT_NAMES } from '../WindSelect';
import { type Draft, eventOf } from './draft';

export interface DealState {
  missingSuits: Record<Wind, Suit>;
  /** Events in the deal JSON format, as the engine reads them. */
  events: Record<string, unknown>[];
}

export interface Settled {
  result: DealSettlement | null;
  error: string | null;
}

/** What a change did, in words; `error`: it was refused and the deal is unchanged. */
export interface Message {
  text: string;
  error: boolean;
}

export interface Outcome {
  deal: DealState;
  message: Message;
}

export const emptyDeal = (): DealState => ({
  missingSuits: { E: 'm', S: 'p', W: 's', N: 'm' },
  events: [],
});

/** The ledger page plays the published Sichuan rules: no table options. */
export const PUBLISHED = resolveOptions(sichuan, {});

export function settle(deal: DealState, options: Options = PUBLISHED): Settled {
  try {
    return { result: sichuan.settleDeal!(deal, options), error: null };
  } catch (e) {
    return { result: null, error: errorText(e) };
  }
}

/** The players still in: everyone who has not won yet. */
export const activeSeats = (s: Settled): Wind[] =>
  WINDS.filter((w) => !s.result?.winners.includes(w));

export const dealOver = (s: Settled): boolean => !!s.result && s.result.ended !== 'open';

/** The deal with `next` in place of `deal`, unless the engine refuses it. */
function tryChange(
  deal: DealState,
  next: DealState,
  done: string,
  refused: string,
  options: Options,
): Outcome {
  const trial = settle(next, options);
  if (trial.error) return { deal, message: { text: `${refused}: ${trial.error}`, error: true } };
  return { deal: next, message: { text: done, error: false } };
}

export function addEvent(deal: DealState, draft: Draft, options = PUBLISHED): Outcome {
  const built = eventOf(draft, activeSeats(settle(deal, options)));
  if ('missing' in built) return { deal, message: { text: built.missing, error: true } };
  const next = { ...deal, events: [...deal.events, built.event] };
  return tryChange(deal, next, `Event ${next.events.length} added.`, 'Not added', options);
}

/** `name`: how the seat is called where the deal is edited ("East", or a player's name). */
export function setMissingSuit(
  deal: DealState,
  seat: Wind,
  suit: Suit,
  options = PUBLISHED,
  name = SEAT_NAMES[seat],
): Outcome {
  return tryChange(
    deal,
    { ...deal, missingSuits: { ...deal.missingSuits, [seat]: suit } },
    `${name}'s missing suit changed.`,
    'Not changed',
    options,
  );
}

export function loadExample(): Outcome {
  const deal: DealState = {
    missingSuits: { ...(WORKED_DEAL.missingSuits as Record<Wind, Suit>) },
    events: WORKED_DEAL.events.map((e) => ({ ...e })),
  };
  return {
    deal,
    message: {
      text: "The worked example is loaded: five events from the first kong to the wall's end.",
      error: false,
    },
  };
}

export function undoEvent(deal: DealState): Outcome {
  return {
    deal: { ...deal, events: deal.events.slice(0, -1) },
    message: { text: `Event ${deal.events.length} removed.`, error: false },
  };
}

export function clearEvents(deal: DealState): Outcome {
  return { deal: { ...deal, events: [] }, message: { text: 'All events removed.', error: false } };
}

/** The status line above the form: how far the deal has gone. */
export function statusText(deal: DealState, s: Settled): string {
  const n = deal.events.length;
  if (n === 0) return 'No events yet.';
  if (s.result && dealOver(s)) {
    const why = s.result.ended === 'wall-end' ? 'the wall ran out' : 'three players won';
    const sum = Object.values(s.result.net).reduce((a, b) => a + b, 0);
    return `The deal is over (${why}); the balances sum to ${sum}.`;
  }
  return `${n} event${n === 1 ? '' : 's'}; the deal goes on.`;
}

/**
 * The longest start of a deal the engine accepts, and why the next event was refused: a link
 * edited by hand keeps every event up to the first one that does not fit.
 */
export function settledPrefix(deal: DealState): { deal: DealState; refused: string | null } {
  const whole = settle(deal);
  if (!whole.error) return { deal, refused: null };
  for (let k = 0; k < deal.events.length; k++) {
    const trial = settle({ ...deal, events: deal.events.slice(0, k + 1) });
    if (trial.error)
      return { deal: { ...deal, events: deal.events.slice(0, k) }, refused: trial.error };
  }
  return { deal: { ...deal, events: [] }, refused: whole.error };
}
