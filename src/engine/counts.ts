/**
 * Count arrays: copies of each playing tile, indexed by tile index. Every one is made full length
 * (TILE_KINDS entries, or one entry per wild of a wild table) and read only at an index below that
 * length: a tile index, or a neighbour its caller has bounded (a chow's upper tiles start at rank
 * seven or lower). So an entry is always there, and these two accessors are the one place that says
 * so to the compiler. They are tiny and allocate nothing, so the hot loops (splits, waits) inline
 * them.
 */

/** A count array as read and written here: a plain array or a typed one. */
export interface Counts {
  [index: number]: number;
  readonly length: number;
}

/** Copies at `index` of a full-length count array. */
export const countAt = (counts: Readonly<Counts>, index: number): number => counts[index]!;

/** Adds `n` copies (a negative `n` takes them away) at `index` of a full-length count array. */
export function addCount(counts: Counts, index: number, n: number): void {
  counts[index] = counts[index]! + n;
}
