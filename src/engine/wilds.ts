/**
 * Wild tiles: tiles of a variant's set that stand for other tiles. The variant supplies each
 * wild's domain (the tile kinds it may stand for) and the rules on where wilds may go; the engine
 * decomposes hands holding them (wild-decompose.ts) and reads whole hands and their waits
 * (wild-readings.ts).
 */
import type { TileGroup } from './decompose';
import { TILE_KINDS, type TileCode, type TileIndex } from './tiles';

export interface WildDef {
  code: TileCode;
  /** The playing tiles it may stand for. */
  domain: readonly TileIndex[];
}

/** Where wilds may stand beyond chows and pungs (they never stand in a kong). */
export interface WildRules {
  /** A wild may complete the pair. */
  inPair: boolean;
  /** Wilds may be used in the special shapes (seven pairs, thirteen orphans). */
  inSpecialShapes: boolean;
}

/** One wild in a reading and the tile it stood for there. */
export interface WildUse {
  wild: TileCode;
  standsFor: TileIndex;
}

/** A group of a reading with the wilds it holds (none for an all-real group). */
export interface WildGroup extends TileGroup {
  wilds: WildUse[];
}

/** A variant's wilds, prepared for the search. */
export interface WildTable {
  /** Every wild, in the order the variant listed them. */
  codes: readonly TileCode[];
  /** Narrowest domain first: the order the search spends them in. */
  byWidth: readonly TileCode[];
  /** The position of each wild in `codes`, for count arrays. */
  index: ReadonlyMap<TileCode, number>;
  domain(code: TileCode): readonly TileIndex[];
  covers(code: TileCode, t: TileIndex): boolean;
}

/**
 * Builds a wild table. The completion check spends the narrowest wild that fits each slot, which
 * never loses a completion only if the wilds covering any one tile form a chain (each domain
 * inside the next); a set of wilds that breaks this is refused here, before it scores wrongly.
 */
export function wildTable(defs: readonly WildDef[]): WildTable {
  const masks = new Map<TileCode, boolean[]>();
  for (const d of defs) {
    const m = new Array<boolean>(TILE_KINDS).fill(false);
    for (const t of d.domain) m[t] = true;
    masks.set(d.code, m);
  }
  const inside = (a: WildDef, b: WildDef) => a.domain.every((t) => masks.get(b.code)![t]);
  for (const a of defs) {
    for (const b of defs) {
      const overlap = a.domain.some((t) => masks.get(b.code)![t]);
      if (overlap && !inside(a, b) && !inside(b, a)) {
        throw new Error(
          `wild tiles ${a.code} and ${b.code} overlap without one domain holding the other`,
        );
      }
    }
  }
  const byWidth = defs
    .slice()
    .sort((a, b) => a.domain.length - b.domain.length || a.code.localeCompare(b.code))
    .map((d) => d.code);
  const domains = new Map(defs.map((d) => [d.code, d.domain]));
  return {
    codes: defs.map((d) => d.code),
    byWidth,
    index: new Map(defs.map((d, k) => [d.code, k])),
    domain: (code) => domains.get(code) ?? [],
    covers: (code, t) => masks.get(code)?.[t] ?? false,
  };
}

const groupKey = (g: WildGroup): string =>
  `${g.kind}${g.tile}${g.wilds
    .map((u) => `${u.wild}@${u.standsFor}`)
    .sort()
    .join(',')}`;
/** One key per reading, whatever the order of its groups. */
export const readingKey = (gs: readonly WildGroup[]): string => gs.map(groupKey).sort().join('|');
