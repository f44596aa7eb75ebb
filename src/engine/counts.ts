/**
 * Count arrays: copies of each playing tile, indexed by tile index. Every one is made full length
 * (TILE_KINDS entries, or one entry per wild of a wild table) and read only at an index below that
 * length: a tile index, or a neighbour its caller has bounded (a chow's upper tiles start at rank
 * seven or lower). So an entry is always there, and these accessors are the one place that says so
 * to the compiler. They are tiny and allocate nothing, so the hot loops (splits, waits) inline them.
 */

/** Copies at `index` of a full-length count array. */
export const countAt = (counts: readonly number[], index: number): number => counts[index]!;

/** Adds `n` copies (a negative `n` takes them away) at `index` of a full-length count array. */
export function addCount(counts: number[], index: number, n: number): void {
  counts[index] = counts[index]! + n;
}

// The same for the byte arrays of hand validation's fast path. A separate pair, so that each
// pair only ever sees one kind of array and the engine's hot loops stay monomorphic.

/** Copies at `index` of a full-length byte count array. */
export const byteCountAt = (counts: Uint8Array, index: number): number => counts[index]!;

/** Adds `n` copies at `index` of a full-length byte count array. */
export function addByteCount(counts: Uint8Array, index: number, n: number): void {
  counts[index] = counts[index]! + n;
}
