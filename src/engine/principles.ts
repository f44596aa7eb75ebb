/**
 * The principles by which some variants count patterns made by combining several sets (chow and
 * pung combinations): which of the occurrences a reading holds may count together. Written once
 * here, in terms of sets and patterns; a variant names the principles it plays by.
 */
import type { PrincipleId } from './variant';

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

/** One occurrence of a combination pattern, as the principles see it. */
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
export function selectCombinations(list: readonly Combination[], principles: readonly PrincipleId[]): (PrincipleId | null)[] {
  const n = list.length;
  const out = new Array<PrincipleId | null>(n).fill(null);
  if (n < 2 || principles.length === 0 || !anyShared(list)) return out;
  const rules: Rules = {
    separation: principles.includes('non-separation'),
    identical: principles.includes('non-identical'),
    once: principles.includes('account-once'),
  };
  const order = [...list.keys()].sort((a, b) => list[b].value - list[a].value || a - b);
  let size = 0;
  for (const c of list) for (const s of c.sets) size = Math.max(size, s + 1);
  const remaining = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) remaining[i] = remaining[i + 1] + list[order[i]].value;
  const search: Search = { list, rules, order, remaining, chosen: [], best: [], bestValue: -1 };
  searchFrom(search, 0, 0, unjoined(size));

  // Each combination left out is judged against the best selection: it breaks one of the principles there.
  search.chosen = search.best;
  const links = unjoined(size);
  for (const k of search.best) join(links, list[k].sets);
  for (let k = 0; k < n; k++) if (!search.best.includes(k)) out[k] = breaks(search, k, links) ?? 'account-once';
  return out;
}

interface Rules {
  separation: boolean;
  identical: boolean;
  once: boolean;
}

interface Search {
  list: readonly Combination[];
  rules: Rules;
  /** Combinations by value, then in the caller's order. */
  order: number[];
  /** The value of the combinations from each place in `order` on. */
  remaining: number[];
  chosen: number[];
  best: number[];
  bestValue: number;
}

/** Do any two combinations share a set? If not, nothing can stop any of them. */
function anyShared(list: readonly Combination[]): boolean {
  for (let a = 0; a < list.length; a++) for (let b = a + 1; b < list.length; b++) if (list[a].sets.some((s) => list[b].sets.includes(s))) return true;
  return false;
}

/** Sets joined by the combinations counted: a representative per set (a reading has few sets). */
function unjoined(size: number): number[] {
  const links = new Array<number>(size);
  for (let s = 0; s < size; s++) links[s] = s;
  return links;
}
const root = (links: number[], s: number): number => (links[s] === s ? s : root(links, links[s]));
function join(links: number[], sets: readonly number[]): void {
  for (let s = 1; s < sets.length; s++) links[root(links, sets[s])] = root(links, sets[0]);
}

/** The principle combination `k` breaks next to the combinations chosen, or null. */
function breaks(search: Search, k: number, links: number[]): PrincipleId | null {
  const c = search.list[k];
  for (const j of search.chosen) {
    const other = search.list[j];
    if (search.rules.separation && other.pattern !== c.pattern && c.sets.every((s) => other.sets.includes(s))) return 'non-separation';
    if (search.rules.identical && other.pattern === c.pattern && c.sets.some((s) => other.sets.includes(s))) return 'non-identical';
  }
  if (search.rules.once) {
    for (let a = 0; a < c.sets.length; a++) {
      const r = root(links, c.sets[a]);
      for (let b = a + 1; b < c.sets.length; b++) if (root(links, c.sets[b]) === r) return 'account-once';
    }
  }
  return null;
}

// Depth-first, taking each combination before leaving it out, so the first best found is the one
// that keeps the preferred combinations; a branch that cannot beat the best is cut.
function searchFrom(search: Search, i: number, value: number, links: number[]): void {
  if (value > search.bestValue) {
    search.bestValue = value;
    search.best = search.chosen.slice();
  }
  if (i === search.order.length || value + search.remaining[i] <= search.bestValue) return;
  const k = search.order[i];
  if (breaks(search, k, links) === null) {
    const joined = links.slice();
    join(joined, search.list[k].sets);
    search.chosen.push(k);
    searchFrom(search, i + 1, value + search.list[k].value, joined);
    search.chosen.pop();
  }
  searchFrom(search, i + 1, value, links);
}
