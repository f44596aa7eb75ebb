/**
 * The score sheet's sentences: a player with the seat he holds in a hand, where the game stands,
 * what a hand was. Pure: the views print these.
 */
import type { PlayedHand } from '../../engine/game/play';
import type { Wind } from '../../engine/tiles';
import { SEAT_NAMES } from '../WindSelect';
import { PLAYERS, type Player, playerName, type Sheet } from './sheet';

/** "Bo (East)": a player and the seat wind he holds in a hand. */
export const seated = (sheet: Sheet, p: Player, seats: Record<Player, Wind>): string =>
  `${playerName(sheet, p)} (${SEAT_NAMES[seats[p]]})`;

/**
 * "Hand 3, East round: Bo deals" — where a hand sits in the game; "Deal 3: Bo deals" in a game of
 * whole deals, which has no rounds.
 */
export const handTitle = (
  sheet: Sheet,
  number: number,
  round: Wind | null,
  dealer: Player,
): string =>
  round === null
    ? `Deal ${number}: ${playerName(sheet, dealer)} deals`
    : `Hand ${number}, ${SEAT_NAMES[round]} round: ${playerName(sheet, dealer)} deals`;

/** "Ann North, Bo East, Chi South, Dan West" — everyone's seat wind in a hand. */
export const seatsText = (sheet: Sheet, seats: Record<Player, Wind>): string =>
  PLAYERS.map((p) => `${playerName(sheet, p)} ${SEAT_NAMES[seats[p]]}`).join(', ');

/** "Ann won self-drawn, 8 faan" / "Draw: nobody pays"; for a whole deal, who won it. */
export function resultText(
  sheet: Sheet,
  h: PlayedHand,
  from: Player | null | undefined,
  value: string | null,
): string {
  if (h.winners) return winnersText(sheet, h);
  if (h.winner === null) return 'Draw: nobody pays';
  const how = from ? `on ${playerName(sheet, from)}'s discard` : 'self-drawn';
  return `${playerName(sheet, h.winner)} won ${how}${value ? `, ${value}` : ''}`;
}

/** "Chi, Ann and Dan won" / "Nobody won": who won a whole deal, in the order they won. */
export function winnersText(sheet: Sheet, h: PlayedHand): string {
  const names = (h.winners ?? []).map((p) => playerName(sheet, p));
  if (!names.length) return 'Nobody won';
  const last = names.pop();
  return `${names.length ? `${names.join(', ')} and ` : ''}${last} won`;
}

/** "300", "−16": a balance, with a true minus sign when it is below zero. */
export const balanceText = (n: number): string => (n < 0 ? `−${-n}` : String(n));
