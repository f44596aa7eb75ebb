import type { WinContext } from '../engine/context';
import type { Options, Variant } from '../engine/variant';
import { type BuilderState, defaultState, encodeState } from '../share';

/**
 * An example hand as the hand scorer would hold it: the hand, how it was won and the table's
 * options. A page describes the example from it in the scorer's own words (contextSummary) and
 * links to the scorer with it, so both say the same.
 */
export function exampleState(
  variant: Variant,
  hand: string,
  c: Partial<WinContext>,
  options: Options,
): BuilderState {
  const onDiscard = c.selfDrawn === false || c.discarder !== undefined;
  return {
    ...defaultState(),
    notation: hand,
    seat: c.seat ?? 'E',
    round: c.round ?? 'E',
    discarder: onDiscard ? (c.discarder ?? null) : null,
    kongReplacement: c.kongReplacement ?? false,
    robbingKong: c.robbingKong ?? false,
    lastTile: c.lastTile ?? false,
    fourthTile: c.fourthTile ?? false,
    options,
    // The variant's own context fields (e.g. Sichuan's missing suit): read ones are in `extra`,
    // a catalogue example's sit beside the shared fields.
    extra: Object.fromEntries(
      (variant.contextFields ?? [])
        .map((f) => [f.id, c.extra?.[f.id] ?? (c as Record<string, unknown>)[f.id]] as const)
        .filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string'),
    ),
  };
}

/** A link that opens the example in the variant's hand scorer (without the language prefix). */
export const builderLink = (variant: Variant, state: BuilderState): string =>
  `/${variant.id}/score/${encodeState(variant, state)}`;
