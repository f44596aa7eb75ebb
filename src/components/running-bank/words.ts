/**
 * The running bank's sentences: a player with the seat he holds for the hand, what happened in
 * a hand, who paid what and where the balances stand after it. Pure: the views print these.
 */
import type { BankStep } from '../../variants/vietnamese/game/bank';
import { signed } from '../format';
import { SEAT_NAMES } from '../WindSelect';
import { type Entry, PLAYERS, playerName, seatOf } from './entries';

/** "Player 2 (South)": the player and the seat he holds while `dealer` deals. */
export const seatLabel = (player: number, dealer: number): string =>
  `${playerName(player)} (${SEAT_NAMES[seatOf(player, dealer)]})`;

/** "Player 2 (South) won on Player 3's tile with 123m…, worth 1 mủn." or "a draw." */
export function describeHand(e: Entry, dealer: number, value: string | null): string {
  if (e.kind === 'draw') return 'a draw.';
  const how = e.from === null ? 'self-drawn' : `on ${playerName(e.from)}'s tile`;
  return `${seatLabel(e.winner, dealer)} won ${how} with ${e.notation}${value === null ? '' : `, worth ${value}`}.`;
}

/** "Player 1 −1, Player 2 +3, …", or "No payment." for a draw. */
export const paymentsText = (step: BankStep): string =>
  step.payments.every((x) => x === 0)
    ? 'No payment.'
    : step.payments.map((x, p) => `${playerName(p)} ${signed(x)}`).join(', ');

/** "After hand 2: Player 1 299, … Next dealer: Player 2 (stays)." */
export function balancesText(step: BankStep, hand: number, dealer: number): string {
  const balances = PLAYERS.map((p) => `${playerName(p)} ${step.balances[p]}`).join(', ');
  return `After hand ${hand}: ${balances}. Next dealer: ${playerName(step.nextDealer)}${step.nextDealer === dealer ? ' (stays)' : ''}.`;
}
