/**
 * Ways to turn one hand into another of the same shape: rename the suits, read the numbers from
 * the other end (1↔9, 2↔8 …), slide a suit's numbers up or down, rename the winds (the seat and
 * prevailing winds with them) or the dragons, leave the flowers out (banked wild tiles stay), or
 * seat the winner elsewhere at the table. Two more combine patterns a catalogue example shows
 * apart: gather every suited tile into one suit, and win on the last tile or a kong replacement.
 * A variation keeps chows, pungs and pairs what they were; whether it keeps a pattern (or a legal
 * hand: a fifth copy of a tile, a replacement without a kong) is for the engine to say, and the
 * dealer checks.
 */
import type { WinContext } from '../context';
import type { Hand, Meld } from '../hand';
import { DRAGONS, isWildCode, SUITS, type Suit, type TileCode, WINDS, type Wind } from '../tiles';

/** Where the winner sits, the round, and whose discard it was (null: self-drawn). */
export interface Table {
  seat: Wind;
  round: Wind;
  discarder: Wind | null;
}

export interface Variation {
  suits: readonly Suit[];
  mirror: boolean;
  /** Added to every number of a suit (after renaming and mirroring), by the suit's place in SUITS. */
  shift: readonly number[];
  winds: readonly Wind[];
  dragons: readonly string[];
  /** Deal the hand without its flowers and seasons. */
  noBonus: boolean;
  /** Seat the winner here instead of where the renamed winds put him. */
  table?: Table;
  /** Every suited tile in this suit (after renaming and reading from the other end). */
  oneSuit?: Suit;
  /** Win events added to the context: the last tile of the wall, a kong's replacement tile. */
  events?: Partial<Record<'lastTile' | 'kongReplacement', true>>;
}

export const IDENTITY: Variation = {
  suits: SUITS,
  mirror: false,
  shift: [0, 0, 0],
  winds: WINDS,
  dragons: DRAGONS,
  noBonus: false,
};

/**
 * The context fields a variant reads beyond the shared ones whose values name a suit (a suit
 * declared missing) or a seat (a liable feeder): a variation renames them with the tiles.
 */
export interface NamedFields {
  suit: readonly string[];
  wind: readonly string[];
}

const NO_FIELDS: NamedFields = { suit: [], wind: [] };

const SUITED = /^([1-9])([mps])$/;

function mapTile(v: Variation, t: TileCode): TileCode {
  const m = SUITED.exec(t);
  if (m) {
    const n = Number(m[1]);
    const suit = v.oneSuit ?? v.suits[SUITS.indexOf(m[2] as Suit)] ?? (m[2] as Suit);
    const shift = v.shift[SUITS.indexOf(suit)] ?? 0;
    return `${(v.mirror ? 10 - n : n) + shift}${suit}` as TileCode;
  }
  const w = WINDS.indexOf(t as Wind);
  if (w >= 0) return (v.winds[w] ?? t) as TileCode;
  const d = DRAGONS.indexOf(t as (typeof DRAGONS)[number]);
  if (d >= 0) return (v.dragons[d] ?? t) as TileCode;
  return t;
}

const mapWind = (v: Variation, w: Wind): Wind => v.winds[WINDS.indexOf(w)] ?? w;
const mapSuit = (v: Variation, s: Suit): Suit => v.suits[SUITS.indexOf(s)] ?? s;

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

/**
 * How far each suit's numbers may slide and stay within 1–9, by the suit's place in SUITS:
 * [lowest shift, highest shift]; [0, 0] for a suit the hand does not hold.
 */
export function shiftRanges(hand: Hand): [number, number][] {
  const tiles = [...hand.concealed, ...hand.melds.flatMap((m) => m.tiles)];
  if (hand.winningTile) tiles.push(hand.winningTile);
  return SUITS.map((suit) => {
    const ns = tiles.flatMap((t) => {
      const m = SUITED.exec(t);
      return m && m[2] === suit ? [Number(m[1])] : [];
    });
    return ns.length ? [1 - Math.min(...ns), 9 - Math.max(...ns)] : [0, 0];
  });
}

/** The context with the winds and suits renamed as the hand's tiles were, or the winner reseated. */
export function varyContext(
  v: Variation,
  context: Partial<WinContext>,
  fields: NamedFields = NO_FIELDS,
): Partial<WinContext> {
  const out: Record<string, unknown> = { ...context };
  if (context.seat) out.seat = mapWind(v, context.seat);
  if (context.round) out.round = mapWind(v, context.round);
  if (context.discarder) out.discarder = mapWind(v, context.discarder);
  const raw = context as Record<string, unknown>;
  for (const id of fields.suit)
    if ((SUITS as readonly unknown[]).includes(raw[id])) out[id] = mapSuit(v, raw[id] as Suit);
  for (const id of fields.wind)
    if ((WINDS as readonly unknown[]).includes(raw[id])) out[id] = mapWind(v, raw[id] as Wind);
  if (v.events) Object.assign(out, v.events);
  if (v.table) {
    out.seat = v.table.seat;
    out.round = v.table.round;
    if (v.table.discarder) {
      out.discarder = v.table.discarder;
      out.selfDrawn = false;
    } else {
      delete out.discarder;
      out.selfDrawn = true;
    }
  }
  return out as Partial<WinContext>;
}
