import type { WinContext } from '../../../engine/context';

/** South wins on West's discard in the East round: the context most Hong Kong-family examples use. */
export const ON_DISCARD: Partial<WinContext> = {
  seat: 'S',
  round: 'E',
  selfDrawn: false,
  discarder: 'W',
};
/** South draws the winning tile in the East round. */
export const SELF_DRAWN: Partial<WinContext> = { seat: 'S', round: 'E', selfDrawn: true };
