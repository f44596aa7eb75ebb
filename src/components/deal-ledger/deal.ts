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
import { type Draft, eventOf } from './draft';
import { DEAL_ENGLISH, type DealSay } from './words';

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

/** The deal settled by the engine, or why it cannot be, in `say`'s words. */
export function settle(deal: DealState, options: Options = PUBLISHED, say = DEAL_ENGLISH): Settled {
  try {
    return { result: sichuan.settleDeal!(deal, options), error: null };
  } catch (e) {
    return { result: null, error: say.error(e) };
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
  refused: 'msg.notAdded' | 'msg.notChanged',
  options: Options,
  say: DealSay,
): Outcome {
  const trial = settle(next, options, say);
  if (trial.error)
    return { deal, message: { text: say(refused, { why: trial.error }), error: true } };
  return { deal: next, message: { text: done, error: false } };
}

/** `names`: how each seat is called where the deal is edited ("East", or a player's name). */
export function addEvent(
  deal: DealState,
  draft: Draft,
  options = PUBLISHED,
  say = DEAL_ENGLISH,
  names?: Readonly<Record<Wind, string>>,
): Outcome {
  const built = eventOf(draft, activeSeats(settle(deal, options, say)), say, names);
  if ('missing' in built) return { deal, message: { text: built.missing, error: true } };
  const next = { ...deal, events: [...deal.events, built.event] };
  const done = say('msg.added', { n: next.events.length });
  return tryChange(deal, next, done, 'msg.notAdded', options, say);
}

/** `name`: how the seat is called where the deal is edited ("East", or a player's name). */
export function setMissingSuit(
  deal: DealState,
  seat: Wind,
  suit: Suit,
  options = PUBLISHED,
  name = DEAL_ENGLISH.scorer.wind(seat),
  say = DEAL_ENGLISH,
): Outcome {
  return tryChange(
    deal,
    { ...deal, missingSuits: { ...deal.missingSuits, [seat]: suit } },
    say('msg.suit', { name }),
    'msg.notChanged',
    options,
    say,
  );
}

export function loadExample(say = DEAL_ENGLISH): Outcome {
  const deal: DealState = {
    missingSuits: { ...(WORKED_DEAL.missingSuits as Record<Wind, Suit>) },
    events: WORKED_DEAL.events.map((e) => ({ ...e })),
  };
  return {
    deal,
    message: { text: say('msg.example'), error: false },
  };
}

export function undoEvent(deal: DealState, say = DEAL_ENGLISH): Outcome {
  return {
    deal: { ...deal, events: deal.events.slice(0, -1) },
    message: { text: say('msg.removed', { n: deal.events.length }), error: false },
  };
}

export function clearEvents(deal: DealState, say = DEAL_ENGLISH): Outcome {
  return { deal: { ...deal, events: [] }, message: { text: say('msg.cleared'), error: false } };
}

/** The status line above the form: how far the deal has gone. */
export function statusText(deal: DealState, s: Settled, say = DEAL_ENGLISH): string {
  const n = deal.events.length;
  if (n === 0) return say('status.none');
  if (s.result && dealOver(s)) {
    const why = say(s.result.ended === 'wall-end' ? 'status.wallEnd' : 'status.threeWon');
    const sum = Object.values(s.result.net).reduce((a, b) => a + b, 0);
    return say('status.over', { why, sum });
  }
  return n === 1 ? say('status.one') : say('status.many', { n });
}

/**
 * The longest start of a deal the engine accepts, and why the next event was refused: a link
 * edited by hand keeps every event up to the first one that does not fit.
 */
export function settledPrefix(
  deal: DealState,
  say = DEAL_ENGLISH,
): { deal: DealState; refused: string | null } {
  const whole = settle(deal, PUBLISHED, say);
  if (!whole.error) return { deal, refused: null };
  for (let k = 0; k < deal.events.length; k++) {
    const trial = settle({ ...deal, events: deal.events.slice(0, k + 1) }, PUBLISHED, say);
    if (trial.error)
      return { deal: { ...deal, events: deal.events.slice(0, k) }, refused: trial.error };
  }
  return { deal: { ...deal, events: [] }, refused: whole.error };
}
