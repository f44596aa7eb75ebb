/**
 * Hong Kong reads no context of its own: only the shared fields (seat, round, self-draw, the
 * discarder) and the engine's default win flags (kong replacement, robbing a kong, the last
 * tile). Its examples use the Hong Kong family's usual seats.
 */
export { ON_DISCARD, SELF_DRAWN } from '../shared/hk-family/contexts';
