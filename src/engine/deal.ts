/**
 * A whole deal settled at once, for variants that pay over the deal rather than per hand
 * (where each win is paid as it happens). The variant reads its own deal format; what comes back is generic: every
 * transfer with its reason, the running balances after each event, and the net result.
 */
import type { Phrase } from './phrase';
import type { Payments } from './settlement';
import type { Wind } from './tiles';

export interface DealTransfer {
  /** The event that caused it, numbered from 1 in the deal's list. */
  event: number;
  from: Wind;
  /** null: paid to nobody (a forfeit), so the deal no longer sums to zero. */
  to: Wind | null;
  amount: number;
  /** A stable id for the rule, e.g. "exposed-kong", "self-draw", "flower-pig". */
  rule: string;
  /** The reader-facing reason, naming the players, tiles and numbers. */
  reason: string;
  /** The reason as its parts, for an island to say in the page's language. */
  says: Phrase;
}

/** One scored win inside a deal. */
export interface DealWin {
  seat: Wind;
  total: number;
  uncapped: number;
  patterns: { id: string; name: string; value: number; count: number }[];
  /** What one payer owes for this win. */
  charge: number;
}

/** A remaining player's standing when the wall runs out. */
export interface DealEndPlayer {
  seat: Wind;
  status: 'ready' | 'not-ready' | 'flower-pig';
  /** For a ready hand: its waits and the highest value among them (capped, no self-draw or event fan). */
  waits?: string[];
  bestTotal?: number;
  bestValue?: number;
  /** For a flower pig: the tiles of the missing suit it still holds. */
  missingTiles?: string[];
}

export interface DealStep {
  event: number;
  type: string;
  /** One line describing the event. */
  summary: string;
  /** The summary as its parts, for an island to say in the page's language. */
  says: Phrase;
  /** Notes without a transfer, e.g. "robbed: the kong pays nothing". */
  notes: string[];
  /** The notes as their parts, one for each note. */
  notesSaid: Phrase[];
  transfers: DealTransfer[];
  /** Each player's balance after this event. */
  balances: Payments;
  wins?: DealWin[];
  endOfWall?: DealEndPlayer[];
}

export interface DealSettlement {
  unit: string;
  /** Each player's net result over the deal (positive: receives). */
  net: Payments;
  /** Every transfer in order. */
  transfers: DealTransfer[];
  steps: DealStep[];
  /** Seats in the order they won. */
  winners: Wind[];
  /** "three-won", "wall-end", or "open" for a deal still being played. */
  ended: 'three-won' | 'wall-end' | 'open';
}
