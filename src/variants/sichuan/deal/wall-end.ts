/**
 * A remaining player's standing when the wall runs out: a flower pig (still holding the missing
 * suit), ready (some tile completes the hand), or not ready. A ready hand's value is its best
 * wait scored as a plain discard win: no self-draw bonus and no winning-event fan (seed 003).
 */
import type { DealEndPlayer } from '../../../engine/deal';
import type { Hand, Meld } from '../../../engine/hand';
import { waitsOf } from '../../../engine/score';
import { type Suit, WINDS, type Wind } from '../../../engine/tiles';
import { validateHand } from '../../../engine/validate-hand';
import type { Options, Variant } from '../../../engine/variant';
import { refuseChows, tilesOfSuit } from '../context';
import { basePoints } from '../settlement';
import { suitOfCode } from '../tiles';
import { dealError, phrase } from './phrases';

export function standingAtWallEnd(
  variant: Variant,
  seat: Wind,
  raw: Hand,
  missing: Suit,
  options: Options,
): { hand: Hand; end: DealEndPlayer } {
  const hand = validateHand(raw, variant.tileSet, { complete: false });
  refuseChows(hand);
  const meld = hand.melds.find((m) => m.tiles.some((t) => suitOfCode(t) === missing));
  const meldParams = (m: Meld) => ({
    shown: m.exposed ? 'exposed' : 'concealed',
    meldKind: m.kind,
    tiles: m.tiles.join(' '),
  });
  if (meld) {
    const p = phrase('err.missingMeld', { ...meldParams(meld), seat, suit: missing });
    throw dealError('bad-meld', p);
  }
  const held = tilesOfSuit(hand, missing);
  const [firstMeld] = hand.melds;
  if (held.length && firstMeld) {
    // Once a player is rid of his missing suit he must discard any new tile of it at once, so a
    // player still holding it never was rid of it: and while he held it he could not meld.
    const p = phrase('err.heldMeld', { ...meldParams(firstMeld), seat, held: held.join(' ') });
    throw dealError('bad-meld', p);
  }
  if (held.length) return { hand, end: { seat, status: 'flower-pig', missingTiles: held } };
  // Any other seat will do as the discarder: the value of a discard win does not depend on who.
  const discarder = WINDS.find((w) => w !== seat)!;
  const waits = waitsOf(variant, hand, { seat, discarder, missingSuit: missing }, options);
  if (!waits.length) return { hand, end: { seat, status: 'not-ready' } };
  const bestTotal = Math.max(...waits.map((w) => w.result.total));
  return {
    hand,
    end: {
      seat,
      status: 'ready',
      waits: waits.map((w) => w.tile),
      bestTotal,
      bestValue: basePoints(bestTotal),
    },
  };
}
