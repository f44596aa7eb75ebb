/**
 * The club plays the Hong Kong game (seed 002) and names no context of its own: a VMC win reads
 * Hong Kong's fields and flags, and its examples use the same seats.
 */
export { ON_DISCARD, SELF_DRAWN } from '../hong-kong/context';
