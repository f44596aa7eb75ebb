/**
 * A played game as CSV, one row a hand: its number, round, dealer, what happened and its value,
 * then each player's payment and balance after it (a game of whole deals has no round, no single
 * winning hand and no single value: its rows say who won). Players are columns by name, in
 * first-hand seat order; a spreadsheet opens it as it is.
 */
import type { PlayedHand } from '../../engine/game/play';
import { type Entry, PLAYERS, type Sheet } from './sheet';
import { GAME_ENGLISH, winnersText, wonText } from './words';

const cell = (x: string | number): string => {
  const text = String(x);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

/** "Bo won on Chi's discard", "Ann won self-drawn" or "Draw". */
export function outcomeText(sheet: Sheet, e: Entry | undefined, say = GAME_ENGLISH): string {
  if (e?.kind !== 'win') return say('csv.draw');
  return wonText(sheet, e.winner, e.from, say);
}

/** The CSV in the page's words (`say`): its headings, rounds, names and results. */
export function gameCsv(sheet: Sheet, hands: readonly PlayedHand[], say = GAME_ENGLISH): string {
  const names = PLAYERS.map((p) => say.player(sheet, p));
  const deals = sheet.entries.some((e) => e.kind === 'deal');
  const money = [
    ...names.map((name) => say('csv.paid', { name })),
    ...names.map((name) => say('csv.balance', { name })),
  ];
  const header = deals
    ? [say('csv.deal'), say('csv.dealer'), say('csv.result'), ...money]
    : [
        say('csv.hand'),
        say('csv.round'),
        say('csv.dealer'),
        say('csv.result'),
        say('csv.winningHand'),
        say('csv.value'),
        ...money,
      ];
  const rows = hands.map((h, i) => {
    const e = sheet.entries[i];
    const paid = [...PLAYERS.map((p) => h.payments[p]), ...PLAYERS.map((p) => h.balances[p])];
    const dealer = say.player(sheet, h.dealer);
    if (deals) return [h.number, dealer, winnersText(sheet, h, say), ...paid];
    return [
      h.number,
      h.round ? say.scorer.wind(h.round) : '',
      dealer,
      outcomeText(sheet, e, say),
      e?.kind === 'win' ? e.notation : '',
      h.total ?? '',
      ...paid,
    ];
  });
  return `${[header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;
}
