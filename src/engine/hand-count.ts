import type { Hand } from './hand';

/**
 * Tiles that count toward the 14 (a kong counts as three). A module of its own: the hand builder
 * counts as the reader taps, before the engine's meld checks (./hand.ts) arrive with the scoring part.
 */
export const handTileCount = (h: Hand): number =>
  h.concealed.length + h.melds.length * 3 + (h.winningTile ? 1 : 0);
