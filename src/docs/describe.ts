import type { WinContext } from '../engine/context';
import type { Options, Variant } from '../engine/variant';
import { defaultState, encodeState } from '../share';

const SEATS: Record<string, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };
const MISSING: Record<string, string> = { m: 'characters', p: 'dots', s: 'bamboo' };

/** "South wins on West's discard, East round; last tile" */
export function describeContext(c: Partial<WinContext>): string {
  const seat = SEATS[c.seat ?? 'E'];
  const how =
    c.selfDrawn === false || c.discarder
      ? `on ${SEATS[c.discarder ?? '']}'s discard`
      : 'by self-draw';
  const events = [
    c.kongReplacement ? 'kong replacement tile' : '',
    c.robbingKong ? 'robbing a kong' : '',
    c.lastTile ? 'last tile' : '',
    c.fourthTile ? 'fourth tile' : '',
  ].filter(Boolean);
  // Sichuan's missing suit arrives beside the shared fields (win.extra once read).
  const extra =
    (c as { extra?: Record<string, unknown>; missingSuit?: unknown }).extra ??
    (c as Record<string, unknown>);
  const missing =
    typeof extra.missingSuit === 'string'
      ? `; missing suit ${MISSING[extra.missingSuit] ?? extra.missingSuit}`
      : '';
  return `${seat} wins ${how}, ${SEATS[c.round ?? 'E']} round${events.length ? `; ${events.join(', ')}` : ''}${missing}`;
}

/** A link that opens the hand in the variant's hand scorer. */
export function builderLink(
  variant: Variant,
  hand: string,
  c: WinContext,
  options: Options,
): string {
  const state = {
    ...defaultState(),
    notation: hand,
    seat: c.seat,
    round: c.round,
    discarder: c.selfDrawn ? null : (c.discarder ?? null),
    kongReplacement: c.kongReplacement,
    robbingKong: c.robbingKong,
    lastTile: c.lastTile,
    fourthTile: c.fourthTile,
    options,
    // The variant's own context fields (e.g. Sichuan's missing suit) travel with the link.
    extra: Object.fromEntries(
      (variant.contextFields ?? [])
        .filter((f) => typeof c.extra?.[f.id] === 'string')
        .map((f) => [f.id, c.extra[f.id] as string]),
    ),
  };
  return `/${variant.id}/score/${encodeState(variant, state)}`;
}
