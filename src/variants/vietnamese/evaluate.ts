/**
 * Counting one reading: every detector, values the options may change, "the bigger pattern
 * replaces the smaller" by each pattern's `excludes`, bonuses that lapse with their pattern, and
 * the patterns that count only when nothing else does (the two mosquito hands), and those counted from
 * the others (Progressive Counting).
 */
import type { DetectInput, ExcludedPattern, ScoredPattern } from '../../engine/variant';
import type { VnPattern } from './patterns/helpers';

export function evaluateWith(catalogue: readonly VnPattern[]) {
  // A bonus whose pattern a club does not play is not played either.
  const ids = new Set(catalogue.map((p) => p.id));
  const patterns = catalogue.filter((p) => !p.bonusOf || ids.has(p.bonusOf));
  const byId = new Map(patterns.map((p) => [p.id, p]));
  return (input: DetectInput): { patterns: ScoredPattern[]; excluded: ExcludedPattern[] } => {
    const hits: { def: VnPattern; count: number; value: number }[] = [];
    for (const def of patterns) {
      if (def.countsOnlyAlone || def.after) continue;
      const count = def.detect(input);
      if (count > 0) hits.push({ def, count, value: def.valueFor ? def.valueFor(input) : def.value });
    }
    const excluded = new Map<string, ExcludedPattern>();
    for (const h of [...hits].sort((a, b) => b.value * b.count - a.value * a.count)) {
      if (excluded.has(h.def.id)) continue;
      for (const x of h.def.excludes ?? []) {
        const victim = hits.find((v) => v.def.id === x.id);
        if (victim && !excluded.has(x.id)) excluded.set(x.id, { id: x.id, name: victim.def.name, by: h.def.id, why: x.why });
      }
    }
    // A bonus lapses with the pattern it tops up.
    for (const h of hits) {
      const parent = h.def.bonusOf;
      if (!parent) continue;
      const gone = excluded.get(parent);
      if (gone && !excluded.has(h.def.id)) excluded.set(h.def.id, { id: h.def.id, name: h.def.name, by: gone.by, why: `${h.def.name} counts only with ${gone.name}, which ${byId.get(gone.by)?.name ?? gone.by} replaces` });
    }
    const scored: ScoredPattern[] = hits.filter((h) => !excluded.has(h.def.id)).map((h) => ({ id: h.def.id, name: h.def.name, value: h.value, count: h.count }));
    // Patterns about the patterns (Progressive Counting) see what counts once the exclusions are
    // applied, so a Half Flush that a Full Flush replaced is never boosted; among themselves the
    // bigger replaces the smaller by `excludes`, as above.
    const counted = new Map(scored.map((p) => [p.id, p]));
    const meta: { def: VnPattern; count: number; value: number }[] = [];
    for (const def of patterns) {
      const hit = def.after?.(counted, input);
      if (hit && hit.count > 0) meta.push({ def, ...hit });
    }
    for (const h of meta) {
      for (const x of h.def.excludes ?? []) {
        const victim = meta.find((v) => v.def.id === x.id);
        if (victim && !excluded.has(x.id)) excluded.set(x.id, { id: x.id, name: victim.def.name, by: h.def.id, why: x.why });
      }
    }
    for (const h of meta) if (!excluded.has(h.def.id)) scored.push({ id: h.def.id, name: h.def.name, value: h.value, count: h.count });
    if (scored.length === 0) {
      // A club may switch either mosquito hand off: the hand then still wins, with nothing named.
      const plain = byId.get('no-joker-mosquito');
      const def = plain && plain.detect(input) > 0 ? plain : byId.get('mosquito');
      if (def) scored.push({ id: def.id, name: def.name, value: def.value, count: 1 });
    }
    return { patterns: scored, excluded: [...excluded.values()] };
  };
}
