import type { Variant } from '../../engine/variant';
import { settleDeal } from './deal/settle';
import { SICHUAN_GAME } from './game';
import { sichuanHands } from './hands';

/**
 * Sichuan Bloody: a winning hand as ./hands.ts scores it, a whole deal settled at once (several
 * wins, kongs, the end of the wall) and a game of such deals. The site's registry, the score sheet
 * and the deal ledger use this; the hand scorer and the practice page need only the hands.
 */
export const sichuan: Variant = {
  ...sichuanHands,
  settleDeal: (deal, options) => settleDeal(sichuan, deal, options),
  game: SICHUAN_GAME,
};
