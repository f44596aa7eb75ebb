/**
 * Counting one reading of a hand under a catalogue: run every detector (at the value the options
 * give it), apply the catalogue's exclusions (largest patterns first), limit hands, the variant's
 * principles for combination patterns, bonuses that lapse with their pattern, patterns that count
 * only alone, and last the patterns derived from what counted. Written for speed: it runs for
 * every reading of every hand scored.
 */
import type { WinContext } from './context';
import { type HandFacts, type Reading, type Shape, waitingTiles } from './decompose';
import { type Combination, principleBy, principleWhy, selectCombinations } from './principles';
import type { TileIndex } from './tiles';
import type {
  DetectInput,
  ExcludedPattern,
  Occurrence,
  Options,
  PatternDef,
  PrincipleId,
  ScoredPattern,
  Variant,
} from './variant';

// Indexes below are valid by construction: loop indexes come from the arrays' own lengths, and a
// pattern's position (`Hit.at`, an exclusion's `victim`, a `bonusOf` of 0 or more, the values of
// `position`) indexes every per-pattern array of its `Compiled`.

/** What a hand's readings share: facts worked out on first use and kept for the next reading. */
export class HandScope {
  private alone: boolean | null = null;
  /** `waits`: the waiting tiles when the caller already knows them (finding the waits of a 13-tile hand). */
  constructor(
    readonly facts: HandFacts,
    private readonly shapes: readonly Shape[],
    private waits: readonly TileIndex[] | null = null,
  ) {}
  waitingTiles(): readonly TileIndex[] {
    this.waits ??= waitingTiles(this.facts, this.shapes);
    return this.waits;
  }
  waitedOnWinningTileAlone(): boolean {
    // A second kind settles it: no need to find them all.
    this.alone ??= (this.waits ?? waitingTiles(this.facts, this.shapes, 1)).length === 1;
    return this.alone;
  }
}

class ReadingInput implements DetectInput {
  // Derived values: the last one asked for first (detectors in a row mostly ask for the same), then the others.
  private lastKey: ((input: DetectInput) => unknown) | null = null;
  private lastValue: unknown = null;
  private keys: ((input: DetectInput) => unknown)[] | null = null;
  private values: unknown[] | null = null;
  constructor(
    readonly facts: HandFacts,
    readonly reading: Reading,
    readonly win: WinContext,
    readonly options: Options,
    private readonly scope: HandScope,
  ) {}
  waitingTiles(): readonly TileIndex[] {
    return this.scope.waitingTiles();
  }
  waitedOnWinningTileAlone(): boolean {
    return this.scope.waitedOnWinningTileAlone();
  }
  memo<T>(derive: (input: DetectInput) => T): T {
    if (this.lastKey === derive) return this.lastValue as T;
    let keys = this.keys;
    if (keys === null) {
      keys = [];
      this.keys = keys;
    }
    let values = this.values;
    if (values === null) {
      values = [];
      this.values = values;
    }
    let k = keys.indexOf(derive);
    if (k < 0) {
      // Derived first: a derivation may itself ask for another, which is pushed before this one.
      const value = derive(this);
      k = keys.length;
      keys.push(derive);
      values.push(value);
    }
    this.lastKey = derive;
    this.lastValue = values[k];
    return values[k] as T;
  }
}

export function detectInput(
  facts: HandFacts,
  reading: Reading,
  win: WinContext,
  options: Options,
  scope: HandScope,
): DetectInput {
  return new ReadingInput(facts, reading, win, options, scope);
}

interface CompiledExclusion {
  victim: number;
  sets: boolean;
  why: string;
  /** '' when the exclusion holds whatever the options. */
  whenOption: string;
}

/** A catalogue with its exclusions resolved to positions, worked out once per catalogue. */
interface Compiled {
  /**
   * Each pattern's detector and what the counting reads of it, in catalogue order: flat arrays,
   * so the hot loops never read the pattern objects themselves (whose shapes vary).
   */
  detectors: PatternDef['detect'][];
  valueFor: PatternDef['valueFor'][];
  /** For a bonus: its pattern's position, or -2 when the catalogue does not have it; -1 for no bonus. */
  bonusOf: number[];
  hasBonus: boolean;
  /** Positions of the derived patterns (PatternDef.derived). */
  derived: number[];
  position: Map<string, number>;
  alone: boolean[];
  category: string[];
  /** For a pattern that counts only alone: the categories that may still count beside it. */
  beside: (readonly string[])[];
  combination: boolean[];
  excludes: CompiledExclusion[][];
  /** For a pattern that excludes all but a few: which patterns still count with it. */
  keeps: (boolean[] | null)[];
  /** The hit found at each position during one count (cleared after it). */
  hitAt: (Hit | undefined)[];
  /** One hit object per pattern, reused by every count (a count never runs inside another). */
  pool: Hit[];
}

const compiled = new WeakMap<readonly PatternDef[], Compiled>();

function compile(defs: readonly PatternDef[]): Compiled {
  const found = compiled.get(defs);
  if (found) return found;
  const position = new Map(defs.map((d, i) => [d.id, i]));
  const excludes = defs.map((d) =>
    (d.excludes ?? [])
      .filter((x) => position.has(x.id))
      .map((x) => ({
        victim: position.get(x.id)!,
        sets: x.scope === 'sets',
        why: x.why,
        whenOption: x.whenOption ?? '',
      })),
  );
  const keeps = defs.map((d) => {
    const all = d.excludesAllExcept;
    if (!all) return null;
    return defs.map(
      (v) => v === d || !!all.categories?.includes(v.category) || !!all.patterns?.includes(v.id),
    );
  });
  const c: Compiled = {
    detectors: defs.map((d) => d.detect),
    valueFor: defs.map((d) => d.valueFor),
    bonusOf: defs.map((d) => (d.bonusOf === undefined ? -1 : (position.get(d.bonusOf) ?? -2))),
    hasBonus: defs.some((d) => d.bonusOf !== undefined),
    derived: defs.flatMap((d, i) => (d.derived ? [i] : [])),
    position,
    alone: defs.map((d) => !!d.countsOnlyAlone),
    category: defs.map((d) => d.category),
    beside: defs.map((d) => d.countsBeside ?? []),
    combination: defs.map((d) => !!d.combination),
    excludes,
    keeps,
    hitAt: new Array(defs.length),
    pool: defs.map((d, i) => ({
      at: i,
      def: d,
      id: d.id,
      name: d.name,
      value: d.value,
      limit: !!d.limit,
      occurrences: null,
      count: 0,
      rank: 0,
    })),
  };
  compiled.set(defs, c);
  return c;
}

interface Hit {
  at: number;
  def: PatternDef;
  id: string;
  name: string;
  value: number;
  limit: boolean;
  /** Occurrences still counting; null when the detector gave a bare number. */
  occurrences: readonly Occurrence[] | null;
  count: number;
  /** Place in the order exclusions are applied in. */
  rank: number;
}

function inside(inner: Occurrence, outer: Occurrence): boolean {
  for (let i = 0; i < inner.sets.length; i++)
    if (outer.sets.indexOf(inner.sets[i]!) < 0) return false;
  return true;
}
const applies = (x: CompiledExclusion, options: Options): boolean =>
  x.whenOption === '' || options[x.whenOption] === true;
/** Largest first (value times count), the catalogue's order among equals: an insertion sort, as a reading has few hits. */
function sortedBySize(hits: Hit[]): Hit[] {
  const out = hits.slice();
  for (let k = 1; k < out.length; k++) {
    const h = out[k]!;
    const size = h.value * h.count;
    let j = k - 1;
    // `hits` is in catalogue order, so moving only past strictly smaller ones keeps equals in that order.
    while (j >= 0 && out[j]!.value * out[j]!.count < size) {
      out[j + 1] = out[j]!;
      j--;
    }
    out[j + 1] = h;
  }
  return out;
}

/** Runs every detector on one reading and applies exclusions and principles. */
export function countReading(
  variant: Variant,
  input: DetectInput,
): { patterns: ScoredPattern[]; excluded: ExcludedPattern[] } {
  const defs = variant.patterns;
  const cat = compile(defs);
  const hits: Hit[] = [];
  const { hitAt, detectors } = cat;
  try {
    for (let i = 0; i < detectors.length; i++) {
      const detect = detectors[i];
      if (!detect || cat.bonusOf[i] === -2) continue;
      const d = detect(input);
      const isCount = typeof d === 'number';
      const count = isCount ? d : d.length;
      if (count <= 0) continue;
      const hit = cat.pool[i]!;
      hit.occurrences = isCount ? null : d;
      hit.count = count;
      // Only a pattern with a valueFor ever changes its pooled value, and it sets it on every hit.
      const valueFor = cat.valueFor[i];
      if (valueFor) hit.value = valueFor(input);
      hits.push(hit);
      hitAt[i] = hit;
    }
    const counted = countHits(variant, cat, hits, input.options);
    return cat.derived.length ? addDerived(cat, counted, input) : counted;
  } finally {
    for (const h of hits) hitAt[h.at] = undefined;
  }
}

/** The excluded list of one count: one entry per pattern, naming the first thing that excluded it. */
function drop(excluded: ExcludedPattern[], victim: Hit, by: string, why: string): void {
  for (const x of excluded) if (x.id === victim.id) return;
  excluded.push({ id: victim.id, name: victim.name, by, why });
}

function removeAll(excluded: ExcludedPattern[], victim: Hit, by: string, why: string): void {
  victim.count = 0;
  if (victim.occurrences) victim.occurrences = [];
  drop(excluded, victim, by, why);
}

type Counted = { patterns: ScoredPattern[]; excluded: ExcludedPattern[] };

function countHits(variant: Variant, cat: Compiled, hits: Hit[], options: Options): Counted {
  const { excludes, keeps, hitAt } = cat;
  const excluded: ExcludedPattern[] = [];
  if (hits.length > 1) {
    const bySize = sortedBySize(hits);
    let limit: Hit | undefined;
    for (let k = 0; k < bySize.length && !limit; k++) if (bySize[k]!.limit) limit = bySize[k];
    const order = exclusionOrder(bySize, limit, cat, options);
    for (let k = 0; k < order.length; k++) {
      const h = order[k]!;
      if (h.count === 0) continue;
      if (limit && !h.limit) {
        removeAll(
          excluded,
          h,
          limit.id,
          `${limit.name} is a limit hand: no other pattern counts with it`,
        );
        continue;
      }
      const own = excludes[h.at]!;
      for (let e = 0; e < own.length; e++) {
        const x = own[e]!;
        const victim = hitAt[x.victim];
        if (!victim || victim.count === 0 || !applies(x, options)) continue;
        if (x.sets) removeInside(excluded, victim, h, x.why);
        else removeAll(excluded, victim, h.id, x.why);
      }
      const keep = keeps[h.at];
      if (keep)
        for (const v of hits)
          if (v.count > 0 && !keep[v.at])
            removeAll(excluded, v, h.id, h.def.excludesAllExcept!.why);
    }
    if (variant.principles?.length) applyPrinciples(variant.principles, hits, excluded, cat);
  }
  if (cat.hasBonus) lapseBonuses(cat, hits, excluded);
  if (hits.length > 1) {
    // A pattern that counts only alone gives way to any other, except those of the categories it allows beside it.
    for (let a = 0; a < hits.length; a++) {
      const h = hits[a]!;
      if (!cat.alone[h.at] || h.count === 0) continue;
      const beside = cat.beside[h.at]!;
      for (let k = 0; k < hits.length; k++) {
        const o = hits[k]!;
        if (o.count > 0 && !cat.alone[o.at] && !beside.includes(cat.category[o.at]!)) {
          h.count = 0;
          break;
        }
      }
    }
  }
  const patterns: ScoredPattern[] = [];
  for (let k = 0; k < hits.length; k++) {
    const h = hits[k]!;
    if (h.count > 0) patterns.push({ id: h.id, name: h.name, value: h.value, count: h.count });
  }
  return { patterns, excluded };
}

/** Per occurrence: removes the victim's occurrences that lie inside one of the excluder's. */
function removeInside(excluded: ExcludedPattern[], victim: Hit, by: Hit, why: string): void {
  const outer = by.occurrences;
  const own = victim.occurrences;
  let left: Occurrence[] | null = null;
  if (!own) {
    // Counted occurrences have no sets, so they lie inside any occurrence: all go.
    left = [];
  } else {
    for (let k = 0; k < own.length; k++) {
      const o = own[k]!;
      // An excluder counted without sets has only occurrences of no sets, holding nothing but those.
      if (outer ? insideAny(o, outer) : o.sets.length === 0) {
        left ??= own.slice(0, k);
      } else if (left) left.push(o);
    }
  }
  if (!left) return;
  victim.occurrences = own ? left : null;
  victim.count = left.length;
  drop(excluded, victim, by.id, why);
}

function insideAny(o: Occurrence, outer: readonly Occurrence[]): boolean {
  for (let e = 0; e < outer.length; e++) if (inside(o, outer[e]!)) return true;
  return false;
}

/**
 * The order exclusions are applied in: a pattern only after every pattern that may exclude it, so
 * an excluded pattern never excludes anything; otherwise in the order of `bySize`. Where
 * patterns exclude each other, the first of them in `bySize` goes first.
 */
function exclusionOrder(
  bySize: Hit[],
  limit: Hit | undefined,
  cat: Compiled,
  options: Options,
): Hit[] {
  for (let k = 0; k < bySize.length; k++) bySize[k]!.rank = k;
  // The order only matters where a pattern that itself excludes could be excluded by a smaller one.
  let backwards = false;
  for (let k = 0; k < bySize.length && !backwards; k++) {
    const h = bySize[k]!;
    const own = cat.excludes[h.at]!;
    for (let e = 0; e < own.length; e++) {
      const x = own[e]!;
      const v = cat.hitAt[x.victim];
      if (v && v.rank < k && excludesAny(v, limit, cat) && applies(x, options)) backwards = true;
    }
    if (h === limit || cat.keeps[h.at])
      for (const v of bySize)
        if (v.rank < k && excludesAny(v, limit, cat) && mayExclude(h, v, limit, cat, options))
          backwards = true;
  }
  if (!backwards) return bySize;
  const waiting = bySize.map(
    (v) => bySize.filter((h) => h !== v && mayExclude(h, v, limit, cat, options)).length,
  );
  const order: Hit[] = [];
  const done = bySize.map(() => false);
  while (order.length < bySize.length) {
    let k = waiting.findIndex((w, i) => w === 0 && !done[i]);
    // Patterns that exclude each other: the largest goes first. (One is not done yet: k is found.)
    if (k < 0) k = done.indexOf(false);
    done[k] = true;
    const next = bySize[k]!;
    order.push(next);
    for (const v of bySize)
      if (v !== next && mayExclude(next, v, limit, cat, options)) waiting[v.rank]!--;
  }
  return order;
}

const excludesAny = (h: Hit, limit: Hit | undefined, cat: Compiled): boolean =>
  h === limit || cat.keeps[h.at] !== null || cat.excludes[h.at]!.length > 0;

function mayExclude(
  h: Hit,
  v: Hit,
  limit: Hit | undefined,
  cat: Compiled,
  options: Options,
): boolean {
  if (h === limit && !v.limit) return true;
  const keep = cat.keeps[h.at];
  if (keep && !keep[v.at]) return true;
  for (const x of cat.excludes[h.at]!) if (x.victim === v.at && applies(x, options)) return true;
  return false;
}

/** Keeps the combination occurrences the principles allow; the others name the principle they break. */
function applyPrinciples(
  principles: readonly PrincipleId[],
  hits: Hit[],
  excluded: ExcludedPattern[],
  cat: Compiled,
) {
  const list: Combination[] = [];
  const owner: { hit: Hit; occurrence: Occurrence }[] = [];
  for (const h of hits) {
    if (!cat.combination[h.at] || !h.occurrences) continue;
    for (const o of h.occurrences) {
      list.push({ pattern: h.at, value: h.value, sets: o.sets });
      owner.push({ hit: h, occurrence: o });
    }
  }
  if (list.length < 2) return;
  const verdict = selectCombinations(list, principles);
  verdict.forEach((broken, k) => {
    if (!broken) return;
    const { hit, occurrence } = owner[k]!;
    hit.occurrences = hit.occurrences!.filter((o) => o !== occurrence);
    hit.count = hit.occurrences.length;
    drop(excluded, hit, principleBy(broken), principleWhy(broken));
  });
}

/** A bonus lapses with its pattern: it counts only while that pattern counts, and names what replaced it. */
function lapseBonuses(cat: Compiled, hits: Hit[], excluded: ExcludedPattern[]): void {
  for (const h of hits) {
    const at = cat.bonusOf[h.at]!;
    if (at < 0 || h.count === 0 || cat.hitAt[at]?.count) continue;
    h.count = 0;
    const lapsed = cat.pool[at]!.id;
    const gone = excluded.find((x) => x.id === lapsed);
    if (!gone) continue;
    const by = cat.position.get(gone.by);
    const byName = by === undefined ? gone.by : cat.pool[by]!.name;
    drop(excluded, h, gone.by, `${h.name} counts only with ${gone.name}, which ${byName} replaces`);
  }
}

/** The derived patterns, from what counted; among themselves the bigger replaces the smaller by `excludes`. */
function addDerived(cat: Compiled, own: Counted, input: DetectInput): Counted {
  const counted = new Map(own.patterns.map((p) => [p.id, p]));
  const found: ScoredPattern[] = [];
  for (const i of cat.derived) {
    const def = cat.pool[i]!.def;
    const r = def.derived!(counted, input);
    if (r && r.count > 0)
      found.push({ id: def.id, name: def.name, value: r.value, count: r.count });
  }
  const excluded = [...own.excluded];
  for (const p of found.slice().sort((a, b) => b.value * b.count - a.value * a.count)) {
    if (excluded.some((x) => x.id === p.id)) continue;
    for (const x of cat.pool[cat.position.get(p.id)!]!.def.excludes ?? []) {
      const victim = found.find((v) => v.id === x.id);
      if (!victim || excluded.some((e) => e.id === x.id)) continue;
      excluded.push({ id: x.id, name: victim.name, by: p.id, why: x.why });
    }
  }
  return {
    patterns: [...own.patterns, ...found.filter((p) => !excluded.some((x) => x.id === p.id))],
    excluded,
  };
}
