/**
 * The Vietnamese set's own tile codes (DESIGN.md): emperors, empresses and jokers. Apart from the
 * rest of the tile module so the tile art can tell these codes' drawings apart without loading
 * their names and sets into every island.
 */
export const EMPERORS = ['K1', 'K2', 'K3', 'K4'] as const;
export const EMPRESSES = ['Q1', 'Q2', 'Q3', 'Q4'] as const;
export const JOKER_CODES = ['J1', 'J2', 'J3', 'J4', 'J5', 'J6', 'J7', 'J8', 'J9'] as const;
export type JokerCode = (typeof JOKER_CODES)[number];
