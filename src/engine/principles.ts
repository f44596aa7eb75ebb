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
  if (n < 2 || principles.length === 0) return out;
  const separation = principles.includes('non-separation');
  const identical = principles.includes('non-identical');
  const once = principles.includes('account-once');
  const order = [...list.keys()].sort((a, b) => list[b].value - list[a].value || a - b);
  let size = 0;
  for (const c of list) for (const s of c.sets) size = Math.max(size, s + 1);

  const chosen: number[] = [];
  let best: number[] = [];
  let bestValue = -1;
  // Sets joined by the combinations chosen so far: a representative per set (union-find without ranks; a reading has few sets).
  const root = (links: number[], s: number): number => (links[s] === s ? s : root(links, links[s]));
  const breaks = (k: number, links: number[]): PrincipleId | null => {
    const c = list[k];
    for (const j of chosen) {
      const other = list[j];
      if (separation && other.pattern !== c.pattern && c.sets.every((s) => other.sets.includes(s))) return 'non-separation';
      if (identical && other.pattern === c.pattern && c.sets.some((s) => other.sets.includes(s))) return 'non-identical';
    }
    if (once) {
      const seen = new Set<number>();
      for (const s of c.sets) {
        const r = root(links, s);
        if (seen.has(r)) return 'account-once';
        seen.add(r);
      }
    }
    return null;
  };
  const remaining = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) remaining[i] = remaining[i + 1] + list[order[i]].value;

  // Depth-first, taking each combination before leaving it out, so the first best found is the
  // one that keeps the preferred combinations; a branch that cannot beat the best is cut.
  const search = (i: number, value: number, links: number[]) => {
    if (value > bestValue) {
      bestValue = value;
      best = chosen.slice();
    }
    if (i === n || value + remaining[i] <= bestValue) return;
    const k = order[i];
    if (breaks(k, links) === null) {
      const joined = links.slice();
      const sets = list[k].sets;
      for (let s = 1; s < sets.length; s++) joined[root(joined, sets[s])] = root(joined, sets[0]);
      chosen.push(k);
      search(i + 1, value + list[k].value, joined);
      chosen.pop();
    }
    search(i + 1, value, links);
  };
  search(0, 0, Array.from({ length: size }, (_, s) => s));

  chosen.push(...best);
  const links = Array.from({ length: size }, (_, s) => s);
  for (const k of best) for (let s = 1; s < list[k].sets.length; s++) links[root(links, list[k].sets[s])] = root(links, list[k].sets[0]);
  for (let k = 0; k < n; k++) {
    if (best.includes(k)) continue;
    // Judged against the best selection without itself: it must break one of the principles there.
    out[k] = breaks(k, links) ?? 'account-once';
  }
  return out;
}
