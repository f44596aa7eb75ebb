/**
 * Counting one reading of a hand under a catalogue: run every detector, apply the catalogue's
 * exclusions (largest patterns first), limit hands, the variant's principles for combination
 * patterns, and patterns that count only alone.
 */
import type { WinContext } from './context';
import { type HandFacts, type Reading, type Shape, waitingTiles } from './decompose';
import { PRINCIPLES, type Combination, selectCombinations } from './principles';
import type { TileIndex } from './tiles';
import type { DetectInput, ExcludedPattern, Occurrence, Options, PatternDef, PrincipleId, ScoredPattern, Variant } from './variant';

/** What a hand's readings share: facts worked out on first use and kept for the next reading. */
export class HandScope {
  private waits: readonly TileIndex[] | null = null;
  constructor(
    readonly facts: HandFacts,
    private readonly shapes: readonly Shape[],
  ) {}
  waitingTiles(): readonly TileIndex[] {
    this.waits ??= waitingTiles(this.facts, this.shapes);
    return this.waits;
  }
}

class ReadingInput implements DetectInput {
  private keys: ((input: DetectInput) => unknown)[] = [];
  private values: unknown[] = [];
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
  memo<T>(derive: (input: DetectInput) => T): T {
    const k = this.keys.indexOf(derive);
    if (k >= 0) return this.values[k] as T;
    const v = derive(this);
    this.keys.push(derive);
    this.values.push(v);
    return v;
  }
}

export function detectInput(facts: HandFacts, reading: Reading, win: WinContext, options: Options, scope: HandScope): DetectInput {
  return new ReadingInput(facts, reading, win, options, scope);
}

/** A catalogue with its exclusions resolved to positions, worked out once per catalogue. */
interface Compiled {
  excludes: { victim: number; sets: boolean; why: string; whenOption?: string }[][];
  /** For a pattern that excludes all but a few: which patterns still count with it. */
  keeps: (boolean[] | null)[];
}

const compiled = new WeakMap<readonly PatternDef[], Compiled>();

function compile(defs: readonly PatternDef[]): Compiled {
  const found = compiled.get(defs);
  if (found) return found;
  const position = new Map(defs.map((d, i) => [d.id, i]));
  const excludes = defs.map((d) =>
    (d.excludes ?? [])
      .filter((x) => position.has(x.id))
      .map((x) => ({ victim: position.get(x.id)!, sets: x.scope === 'sets', why: x.why, ...(x.whenOption ? { whenOption: x.whenOption } : {}) })),
  );
  const keeps = defs.map((d) => {
    const all = d.excludesAllExcept;
    if (!all) return null;
    return defs.map((v) => v === d || !!all.categories?.includes(v.category) || !!all.patterns?.includes(v.id));
  });
  const c = { excludes, keeps };
  compiled.set(defs, c);
  return c;
}

interface Hit {
  at: number;
  def: PatternDef;
  /** Occurrences still counting; null when the detector gave a bare number. */
  occurrences: Occurrence[] | null;
  count: number;
}

const inside = (inner: Occurrence, outer: Occurrence): boolean => inner.sets.every((s) => outer.sets.includes(s));

/** Runs every detector on one reading and applies exclusions and principles. */
export function countReading(variant: Variant, input: DetectInput): { patterns: ScoredPattern[]; excluded: ExcludedPattern[] } {
  const defs = variant.patterns;
  const { excludes, keeps } = compile(defs);
  const hits: Hit[] = [];
  const hitAt: (Hit | undefined)[] = new Array(defs.length);
  for (let i = 0; i < defs.length; i++) {
    const d = defs[i].detect(input);
    const count = typeof d === 'number' ? d : d.length;
    if (count <= 0) continue;
    const hit: Hit = { at: i, def: defs[i], occurrences: typeof d === 'number' ? null : [...d], count };
    hits.push(hit);
    hitAt[i] = hit;
  }
  const excluded = new Map<string, ExcludedPattern>();
  const drop = (victim: Hit, by: string, why: string) => {
    if (!excluded.has(victim.def.id)) excluded.set(victim.def.id, { id: victim.def.id, name: victim.def.name, by, why });
  };
  const gone = (h: Hit) => h.count === 0;
  const removeAll = (victim: Hit, by: string, why: string) => {
    victim.count = 0;
    victim.occurrences = victim.occurrences && [];
    drop(victim, by, why);
  };

  // Largest first (value times count; the catalogue's order among equals). An excluded pattern excludes nothing.
  const byValue = hits.length > 1 ? [...hits].sort((a, b) => b.def.value * b.count - a.def.value * a.count) : hits;
  const limit = byValue.find((h) => h.def.limit);
  for (const h of byValue) {
    if (gone(h)) continue;
    if (limit && !h.def.limit) {
      removeAll(h, limit.def.id, `${limit.def.name} is a limit hand: no other pattern counts with it`);
      continue;
    }
    for (const x of excludes[h.at]) {
      const victim = hitAt[x.victim];
      if (!victim || gone(victim) || (x.whenOption && input.options[x.whenOption] !== true)) continue;
      if (!x.sets) {
        removeAll(victim, h.def.id, x.why);
        continue;
      }
      const outer = h.occurrences ?? [{ sets: [] }];
      const left = (victim.occurrences ?? Array.from({ length: victim.count }, () => ({ sets: [] }))).filter((o) => !outer.some((e) => inside(o, e)));
      if (left.length === victim.count) continue;
      victim.occurrences = left;
      victim.count = left.length;
      drop(victim, h.def.id, x.why);
    }
    const keep = keeps[h.at];
    if (keep) {
      const all = h.def.excludesAllExcept!;
      for (const v of hits) if (!gone(v) && !keep[v.at]) removeAll(v, h.def.id, all.why);
    }
  }

  if (variant.principles?.length) applyPrinciples(variant.principles, hits, drop);

  // A pattern that counts only alone gives way to any other (bonus patterns aside).
  if (hits.some((h) => h.def.countsOnlyAlone && !gone(h)) && hits.some((h) => !gone(h) && !h.def.countsOnlyAlone && !h.def.bonus)) {
    for (const h of hits) if (h.def.countsOnlyAlone) h.count = 0;
  }

  const patterns: ScoredPattern[] = [];
  for (const h of hits) if (!gone(h)) patterns.push({ id: h.def.id, name: h.def.name, value: h.def.value, count: h.count });
  return { patterns, excluded: [...excluded.values()] };
}

/** Keeps the combination occurrences the principles allow; the others name the principle they break. */
function applyPrinciples(principles: readonly PrincipleId[], hits: Hit[], drop: (h: Hit, by: string, why: string) => void) {
  const list: Combination[] = [];
  const owner: { hit: Hit; occurrence: Occurrence }[] = [];
  for (const h of hits) {
    if (!h.def.combination || !h.occurrences) continue;
    for (const o of h.occurrences) {
      list.push({ pattern: h.at, value: h.def.value, sets: o.sets });
      owner.push({ hit: h, occurrence: o });
    }
  }
  if (list.length < 2) return;
  const verdict = selectCombinations(list, principles);
  verdict.forEach((broken, k) => {
    if (!broken) return;
    const { hit, occurrence } = owner[k];
    hit.occurrences = hit.occurrences!.filter((o) => o !== occurrence);
    hit.count = hit.occurrences.length;
    drop(hit, `principle:${broken}`, `${PRINCIPLES[broken].name}: ${PRINCIPLES[broken].rule}`);
  });
}
