/**
 * Waiting hands for the "What does it wait for?" drill: a dealt winning hand with one standing
 * tile taken out, chosen by the seed so the 13 tiles still wait on something. Which tiles complete
 * it is never stored: the drill asks the engine's `waitsOf` when it checks an answer.
 */
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { isHandError } from '../errors';
import type { Hand } from '../hand';
import { waitsOf } from '../score';
import { compareCodes, type TileCode } from '../tiles';
import type { Variant } from '../variant';
import { type DealRequest, dealHand, type PracticeExample, practiceExamples } from './deal';

export interface WaitingHand {
  target: string;
  hand: Hand;
  /** The seat, round and discard the waits are scored in; win events belong to a won hand only. */
  context: Record<string, unknown>;
}

/** Win events and fields about the winning tile itself: a waiting hand has none. */
const EVENT_KEYS = ['kongReplacement', 'robbingKong', 'lastTile', 'fourthTile'];

/** The 13 tiles left when the standing tile at `index` (the winning tile last) is taken out. */
export function withoutTile(hand: Hand, index: number): Hand {
  const standing = hand.winningTile ? [...hand.concealed, hand.winningTile] : hand.concealed;
  const concealed = standing.filter((_, i) => i !== index).sort(compareCodes);
  return { concealed, melds: hand.melds, bonus: hand.bonus };
}

/** The tiles the engine says complete the hand; none when the hand is refused in this context. */
export function waitTiles(variant: Variant, hand: Hand, context: unknown): TileCode[] {
  try {
    return waitsOf(variant, hand, context).map((w) => w.tile);
  } catch (e) {
    if (isHandError(e)) return [];
    throw e;
  }
}

/** Deals a 13-tile hand of the level asked for that waits on at least one tile. */
export function dealWaitingHand(
  variant: Variant,
  request: DealRequest,
  examples: readonly PracticeExample[] = practiceExamples(variant),
): WaitingHand {
  const rng = xoroshiro128plus(request.seed | 0);
  for (let attempt = 0; attempt < 20; attempt++) {
    const seed = uniformInt(rng, -0x7fffffff, 0x7fffffff);
    const won = dealHand(variant, { ...request, seed }, examples);
    const context = Object.fromEntries(
      Object.entries(won.context).filter(([k]) => !EVENT_KEYS.includes(k)),
    );
    const standing = won.hand.concealed.length + (won.hand.winningTile ? 1 : 0);
    const hand = withoutTile(won.hand, uniformInt(rng, 0, standing - 1));
    if (waitTiles(variant, hand, context).length > 0) return { target: won.target, hand, context };
  }
  throw new Error(`no waiting hand found for ${variant.name} (seed ${request.seed})`);
}
