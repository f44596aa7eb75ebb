import type { Wind } from '../../engine/tiles';
import type { BuilderState } from '../../share';

/**
 * The change of seat the reader chose. A discard win stays a discard win: if the new seat was
 * the discarder's, the discarder takes the seat the winner left (nobody wins on his own discard).
 */
export function seatChange(
  state: Pick<BuilderState, 'seat' | 'discarder'>,
  seat: Wind,
): Pick<BuilderState, 'seat' | 'discarder'> {
  return { seat, discarder: state.discarder === seat ? state.seat : state.discarder };
}
