/**
 * Ways to turn one hand into another of the same shape: rename the suits, read the numbers from
 * the other end (1↔9, 2↔8 …), rename the winds (the seat and prevailing winds with them) or the
 * dragons, or leave the flowers out (banked wild tiles stay). A variation keeps chows, pungs, pairs and terminals what they were; whether it keeps a
 * pattern is for the engine to say, and the dealer checks.
 */
import type { WinContext } from '../context';
import type { Hand, Meld } from '../hand';
import { DRAGONS, isWildCode, SUITS, type Suit, type TileCode, WINDS, type Wind } from '../tiles';

export interface Variation {
  suits: readonly Suit[];
  mirror: boolean;
  winds: readonly Wind[];
  dragons: readonly string[];
  /** Deal the hand without its flowers and seasons. */
  noBonus: boolean;
}

export const IDENTITY: Variation = {
  suits: SUITS,
  mirror: false,
  winds: WINDS,
  dragons: DRAGONS,
  noBonus: false,
};

const SUITED = /^([1-9])([mps])$/;

function mapTile(v: Variation, t: TileCode): TileCode {
  const m = SUITED.exec(t);
  if (m) {
    const n = Number(m[1]);
    const suit = v.suits[SUITS.indexOf(m[2] as Suit)] ?? m[2];
    return `${v.mirror ? 10 - n : n}${suit}` as TileCode;
  }
  const w = WINDS.indexOf(t as Wind);
  if (w >= 0) return (v.winds[w] ?? t) as TileCode;
  const d = DRAGONS.indexOf(t as (typeof DRAGONS)[number]);
  if (d >= 0) return (v.dragons[d] ?? t) as TileCode;
  return t;
}

const mapWind = (v: Variation, w: Wind): Wind => v.winds[WINDS.indexOf(w)] ?? w;

/** A chow read from the other end is still written lowest tile first. */
function mapMeld(v: Variation, m: Meld): Meld {
  const tiles = m.tiles.map((t) => mapTile(v, t));
  return { ...m, tiles: m.kind === 'chow' && v.mirror ? tiles.reverse() : tiles };
}

export function varyHand(v: Variation, hand: Hand): Hand {
  return {
    concealed: hand.concealed.map((t) => mapTile(v, t)),
    melds: hand.melds.map((m) => mapMeld(v, m)),
    ...(hand.winningTile ? { winningTile: mapTile(v, hand.winningTile) } : {}),
    bonus: v.noBonus ? hand.bonus.filter(isWildCode) : hand.bonus.slice(),
  };
}

/** The context with the winds renamed as the hand's wind tiles were. */
export function varyContext(v: Variation, context: Partial<WinContext>): Partial<WinContext> {
  const out: Partial<WinContext> = { ...context };
  if (context.seat) out.seat = mapWind(v, context.seat);
  if (context.round) out.round = mapWind(v, context.round);
  if (context.discarder) out.discarder = mapWind(v, context.discarder);
  return out;
}
