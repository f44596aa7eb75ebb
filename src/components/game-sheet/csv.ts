/**
 * A played game as CSV, one row a hand: its number, round, dealer, what happened and its value,
 * then each player's payment and balance after it (a game of whole deals has no round, no single
 * winning hand and no single value: its rows say who won). Players are columns by name, in
 * first-hand seat order; a spreadsheet opens it as it is.
 */
import type { PlayedHand } from '../../engine/game/play';
import { SEAT_NAMES } from '../WindSelect';
import { type Entry, PLAYERS, playerName, type Sheet } from './sheet';
import { winnersText } from './words';

const cell = (x: string | number): string => {
  const text = String(x);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** "Bo won on Chi's discard", "Ann won self-drawn" or "Draw". */
export function outcomeText(sheet: Sheet, e: Entry | undefined): string {
  if (e?.kind !== 'win') return 'Draw';
  const how = e.from === null ? 'self-drawn' : `on ${playerName(sheet, e.from)}'s discard`;
  return `${playerName(sheet, e.winner)} won ${how}`;
}

export function gameCsv(sheet: Sheet, hands: readonly PlayedHand[]): string {
  const names = PLAYERS.map((p) => playerName(sheet, p));
  const deals = sheet.entries.some((e) => e.kind === 'deal');
  const money = [...names.map((n) => `${n} paid`), ...names.map((n) => `${n} balance`)];
  const header = deals
    ? ['Deal', 'Dealer', 'Result', ...money]
    : ['Hand', 'Round', 'Dealer', 'Result', 'Winning hand', 'Value', ...money];
  const rows = hands.map((h, i) => {
    const e = sheet.entries[i];
    const paid = [...PLAYERS.map((p) => h.payments[p]), ...PLAYERS.map((p) => h.balances[p])];
    if (deals) return [h.number, playerName(sheet, h.dealer), winnersText(sheet, h), ...paid];
    return [
      h.number,
      h.round ? SEAT_NAMES[h.round] : '',
      playerName(sheet, h.dealer),
      outcomeText(sheet, e),
      e?.kind === 'win' ? e.notation : '',
      h.total ?? '',
      ...paid,
    ];
  });
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
