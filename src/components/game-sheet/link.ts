/**
 * A score sheet in the page address, so the link is the game: the rules it was played under,
 * the players' names, the game's length and every hand.
 *
 *   ?v=hong-kong&cv=1&p.E=Ann&p.S=Bo&len=4&hand=draw&hand=S.W.last|123m456p789s234s5p@5p&o.cap=10
 *
 * A hand is `draw`, or `winner.from.events[.field=value,…]|notation` with players by first-hand
 * seat (`from` is `s` for self-drawn). In Sichuan a hand is a whole deal: `hand=deal.mpsm` (the
 * missing suits by seat in that deal, East's first) followed by its events, one `e` field each, as
 * the deal ledger's link writes them. Links from the Vietnamese running bank, which numbered the
 * players 1–4 and kept each hand's round wind, still open. Reading never throws: whatever cannot
 * be used is listed in `problems`, and a hand that cannot be read is dropped with every hand after it.
 * This file writes the link; reading it (./link-read.ts) is fetched only when there is one to read.
 */
import type { Variant } from '../../engine/variant';
import { encodeRules, WIN_EVENT_LINKS } from '../../share';
import type { DealLinks } from './deal-links';
import { type Entry, PLAYERS, type Sheet, sheetOptions } from './sheet';

/** The variant with the game's own rules beside its options, as the link carries them all. */
export const withGameRules = (variant: Variant): Variant => ({
  ...variant,
  options: sheetOptions(variant),
});

/**
 * A hand's `hand` field; a deal's events follow it as `e` fields (encodeSheet). `deals`: the deal
 * link format, which only a game of whole deals has (./deal-links.ts).
 */
export function encodeEntry(e: Entry, deals?: DealLinks): string {
  if (e.kind === 'draw') return 'draw';
  if (e.kind === 'deal') return `deal.${dealsIn(deals).encodeMissingSuits(e.deal.missingSuits)}`;
  const events = e.events
    .map((flag) => WIN_EVENT_LINKS.find(([k]) => k === flag)?.[1])
    .filter((x) => x !== undefined)
    .join(',');
  const extra = Object.entries(e.extra)
    .map(([k, v]) => `${k}=${v}`)
    .join(',');
  return `${e.winner}.${e.from ?? 's'}.${events}${extra ? `.${extra}` : ''}|${e.notation}`;
}

/** A deal is written only by a sheet of whole deals, which is given their link format. */
function dealsIn(deals: DealLinks | undefined): DealLinks {
  if (!deals) throw new Error('a deal was entered on a sheet that was given no deal link format');
  return deals;
}

export function encodeSheet(variant: Variant, sheet: Sheet, deals?: DealLinks): string {
  const q = encodeRules(withGameRules(variant), sheet.options);
  for (const p of PLAYERS) if (sheet.names[p].trim()) q.set(`p.${p}`, sheet.names[p].trim());
  const usual = variant.game?.usualRounds;
  if (usual && sheet.rounds !== usual) q.set('len', String(sheet.rounds));
  for (const e of sheet.entries) {
    q.append('hand', encodeEntry(e, deals));
    if (e.kind === 'deal')
      for (const ev of e.deal.events) q.append('e', dealsIn(deals).encodeEvent(ev));
  }
  return `?${q.toString()}`;
}
