/**
 * The principles by which some variants count patterns made by combining several sets (chow and
 * pung combinations): which of the occurrences a reading holds may count together. Written once
 * here, in terms of sets and patterns; a variant names the principles it plays by.
 */
import type { PrincipleId } from './variant';

// Indexes below are valid by construction: loop indexes come from the arrays' own lengths, and
// `order`, `chosen` and `best` hold positions in `list` (and in `masks`, one per combination).

export interface Principle {
  id: PrincipleId;
  name: string;
  /** The rule in words, as the pattern pages state it. */
  rule: string;
}

export const PRINCIPLES: Readonly<Record<PrincipleId, Principle>> = {
  'non-separation': {
    id: 'non-separation',
    name: 'Non-separation',
    rule: 'sets already combined into a pattern are not split up and combined again among themselves into another pattern',
  },
  'non-identical': {
    id: 'non-identical',
    name: 'Non-identical',
    rule: 'a set already used for a pattern is not combined with another set into that same pattern again',
  },
  'account-once': {
    id: 'account-once',
    name: 'Account once',
    rule: 'a set not yet used may be combined with the sets already used only once: a further combination counts only if no two of its sets are already joined through the combinations counted',
  },
};

/** Why a principle left a pattern out, as a score's `excluded` list says it. */
export const principleWhy = (id: PrincipleId): string =>
  `${PRINCIPLES[id].name}: ${PRINCIPLES[id].rule}`;

/** One occurrence of a combination pattern, as the principles see it. */
/** The `by` of a pattern a principle excluded (no pattern excluded it: the principle did). */
export const principleBy = (id: PrincipleId): string => `principle:${id}`;
export const isPrincipleBy = (by: string): boolean => by.startsWith('principle:');

export interface Combination {
  /** Which pattern (any key the caller uses; equal keys mean the same pattern). */
  pattern: number;
  value: number;
  /** The sets (and pair) it combines, by index in the reading. */
  sets: readonly number[];
}

/**
 * The combinations that count together under `principles`, at the highest total value. On equal
 * totals the earlier combinations in `list` are kept, so a caller lists them in its order of
 * preference. Returns, for each combination, null when it counts or the principle it breaks.
 */
export function selectCombinations(
  list: readonly Combination[],
  principles: readonly PrincipleId[],
): (PrincipleId | null)[] {
  const n = list.length;
  const out = new Array<PrincipleId | null>(n).fill(null);
  if (n < 2 || principles.length === 0) return out;
  // Each combination's sets as bits (a reading has far fewer than 31 sets and pairs).
  const masks = list.map((c) => c.sets.reduce((m, s) => m | (1 << s), 0));
  if (!anyShared(masks)) return out;
  const search: Search = {
    list,
    masks,
    separation: principles.includes('non-separation'),
    identical: principles.includes('non-identical'),
    once: principles.includes('account-once'),
    order: byValue(list),
    remaining: [],
    chosen: [],
    best: [],
    bestValue: -1,
  };
  search.remaining = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--)
    search.remaining[i] = search.remaining[i + 1]! + list[search.order[i]!]!.value;
  searchFrom(search, 0, 0, []);

  // Each combination left out is judged against the best selection: it breaks one of the principles there.
  search.chosen = search.best;
  let joined: number[] = [];
  for (const k of search.best) joined = join(joined, masks[k]!);
  for (let k = 0; k < n; k++)
    if (search.best.indexOf(k) < 0) out[k] = breaks(search, k, joined) ?? 'account-once';
  return out;
}

interface Search {
  list: readonly Combination[];
  masks: number[];
  separation: boolean;
  identical: boolean;
  once: boolean;
  /** Combinations by value, then in the caller's order. */
  order: number[];
  /** The value of the combinations from each place in `order` on. */
  remaining: number[];
  chosen: number[];
  best: number[];
  bestValue: number;
}

/** Indices by value, then in list order (an insertion sort: a reading holds few combinations). */
function byValue(list: readonly Combination[]): number[] {
  const order: number[] = [];
  for (let k = 0; k < list.length; k++) {
    let j = order.length;
    while (j > 0 && list[order[j - 1]!]!.value < list[k]!.value) j--;
    order.splice(j, 0, k);
  }
  return order;
}

/** Do any two combinations share a set? If not, nothing can stop any of them. */
function anyShared(masks: number[]): boolean {
  for (let a = 0; a < masks.length; a++)
    for (let b = a + 1; b < masks.length; b++) if (masks[a]! & masks[b]!) return true;
  return false;
}

/** More than one bit set. */
const several = (m: number): boolean => (m & (m - 1)) !== 0;

/**
 * Groups of sets joined by the combinations counted (each group as bits). A combination joins
 * every group it touches into one.
 */
function join(groups: number[], mask: number): number[] {
  let merged = mask;
  const out: number[] = [];
  for (const g of groups) {
    if (g & mask) merged |= g;
    else out.push(g);
  }
  out.push(merged);
  return out;
}

/** The principle combination `k` breaks next to the combinations chosen, or null. */
function breaks(search: Search, k: number, joined: number[]): PrincipleId | null {
  const mask = search.masks[k]!;
  const pattern = search.list[k]!.pattern;
  for (const j of search.chosen) {
    const other = search.masks[j]!;
    const same = search.list[j]!.pattern === pattern;
    if (search.separation && !same && (mask & ~other) === 0) return 'non-separation';
    if (search.identical && same && (mask & other) !== 0) return 'non-identical';
  }
  // Account once: no two of its sets may already be joined.
  if (search.once) for (const g of joined) if (several(g & mask)) return 'account-once';
  return null;
}

// Depth-first, taking each combination before leaving it out, so the first best found is the one
// that keeps the preferred combinations; a branch that cannot beat the best is cut.
function searchFrom(search: Search, i: number, value: number, joined: number[]): void {
  if (value > search.bestValue) {
    search.bestValue = value;
    search.best = search.chosen.slice();
  }
  if (i === search.order.length || value + search.remaining[i]! <= search.bestValue) return;
  const k = search.order[i]!;
  if (breaks(search, k, joined) === null) {
    search.chosen.push(k);
    searchFrom(search, i + 1, value + search.list[k]!.value, join(joined, search.masks[k]!));
    search.chosen.pop();
  }
  searchFrom(search, i + 1, value, joined);
}
