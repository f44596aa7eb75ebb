/**
 * How the compared hand was won, as plain changes to the hand builder's state: the winner never
 * discards to himself, and turning a self-draw back into a discard brings back the discarder
 * chosen before (unless he has since become the winner). No DOM.
 */
import { WINDS, type Wind } from '../../engine/tiles';
import type { BuilderState } from '../../share';

const firstOther = (seat: Wind): Wind => WINDS.find((w) => w !== seat)!;

/** A new winner: a discarder who was that seat takes the seat the winner left. */
export function withWinner(s: BuilderState, seat: Wind): BuilderState {
  return { ...s, seat, discarder: s.discarder === seat ? s.seat : s.discarder };
}

/** Self-drawn, or won on a discard by `last` (the discarder chosen before), or else the first other seat. */
export function withSelfDrawn(s: BuilderState, on: boolean, last: Wind): BuilderState {
  return { ...s, discarder: on ? null : last !== s.seat ? last : firstOther(s.seat) };
}

/** The discarder to remember for a later return from a self-draw: the one now chosen, if any. */
export const rememberedDiscarder = (s: BuilderState, last: Wind): Wind => s.discarder ?? last;

/** The discarder to start from when the page opens self-drawn: the first seat that is not the winner. */
export const initialDiscarder = (seat: Wind, discarder: Wind | undefined): Wind =>
  discarder ?? firstOther(seat);
