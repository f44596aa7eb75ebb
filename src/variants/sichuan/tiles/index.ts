import { makeTileSet, PLAYING_CODES, SUITS, type Suit, type TileCode } from '../../../engine/tiles';

/** The 27 suited tile codes: characters, dots and bamboo, 1 to 9. */
export const SUITED_CODES: readonly TileCode[] = PLAYING_CODES.slice(0, 27);

/**
 * Sichuan plays with the 108 suited tiles only. The set's name is what an error about an honour
 * or a flower quotes, so it says why the tile is refused.
 */
export const SICHUAN_108 = makeTileSet(
  'sichuan-108',
  '108-tile Sichuan set (suited tiles only: no winds, dragons or flowers)',
  SUITED_CODES,
  [],
);

export const SUIT_NAMES: Record<Suit, string> = { m: 'characters', p: 'dots', s: 'bamboo' };

export const isSuit = (x: unknown): x is Suit =>
  typeof x === 'string' && (SUITS as readonly string[]).includes(x);

/** The suit of a suited code (`5p` → `p`); null for anything else. */
export const suitOfCode = (code: TileCode): Suit | null =>
  /^[1-9][mps]$/.test(code) ? (code[1] as Suit) : null;

/** Tiles dealt at the start (dealer 14, others 13) and tiles left in the wall to draw. */
export const DEALT = 14 + 3 * 13;
export const WALL_AT_START = 108 - DEALT;
