/** A Sichuan deal after reading: the JSON format is documented on /sichuan/ and in read.ts. */
import type { Hand } from '../../../engine/hand';
import type { Suit, TileCode, Wind } from '../../../engine/tiles';

export type KongKind = 'exposed' | 'added' | 'concealed';

export interface KongEvent {
  type: 'kong';
  seat: Wind;
  kind: KongKind;
  tile: TileCode;
  /** The supplier of an exposed kong: the player whose discard completed it. */
  from?: Wind;
  /** An added kong whose fourth tile was already in hand (matters only under addedKongFreshOnly). */
  postponed: boolean;
  /** Tiles left in the wall when the kong is declared; the replacement is one of them. */
  wallLeft?: number;
}

export interface WinEntry {
  seat: Wind;
  hand: Hand;
}

/** How the winners won: the shared context fields, the same for every winner on one tile. */
export interface WinHow {
  selfDrawn: boolean;
  discarder?: Wind;
  kongReplacement: boolean;
  robbingKong: boolean;
  lastTile: boolean;
  kongDiscard: boolean;
}

export interface WinEvent {
  type: 'win';
  /** At least one: the deal reader refuses a win with no winner. */
  winners: [WinEntry, ...WinEntry[]];
  how: WinHow;
  /** Tiles left in the wall right after the winning tile arrived (0: the last tile or the discard after it). */
  wallLeft?: number;
}

export interface WallEndEvent {
  type: 'wallEnd';
  /** The 13-tile hand of every player who has not won. */
  hands: Partial<Record<Wind, Hand>>;
}

export type DealEvent = KongEvent | WinEvent | WallEndEvent;

export interface Deal {
  missingSuits: Record<Wind, Suit>;
  events: DealEvent[];
}
