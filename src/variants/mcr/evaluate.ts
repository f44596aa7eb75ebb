/**
 * MCR's own counting for one reading (the Variant `evaluate` hook): the reference calculator's
 * procedure rather than detect-then-exclude, because MCR's principles work per occurrence.
 * Returns the counted fans in table order, flowers included, and what was left out and why.
 */
import type { Reading } from '../../engine/decompose';
import type { DetectInput, ExcludedPattern, PatternDef, ScoredPattern } from '../../engine/variant';
import { F, FAN_BY_NUMBER, FAN_COUNT, fanById } from './fans';
import { handInfo } from './hand-info';
import { readMcrOptions } from './options';
import { countRegular } from './regular';
import { countHonorsAndKnitted, countKnittedStraight, countNineGates, countSevenPairs, countSevenShiftedPairs, countThirteenOrphans } from './special';
import { FanTable, PRINCIPLE_IDS } from './table';

export interface Evaluation {
  patterns: ScoredPattern[];
  excluded: ExcludedPattern[];
}

const table = new FanTable();

export function evaluateMcr(input: DetectInput): Evaluation {
  const { facts, reading, win, options } = input;
  const o = readMcrOptions(options);
  const info = handInfo(facts, win);
  table.reset();
  switch (reading.shape) {
    case 'standard':
      countRegular(table, facts, reading, info, o);
      break;
    case 'seven-pairs':
      countSevenPairs(table, facts, info, o);
      break;
    case 'seven-shifted-pairs':
      countSevenShiftedPairs(table, facts, info);
      break;
    case 'thirteen-orphans':
      countThirteenOrphans(table, info);
      break;
    case 'greater-honors-and-knitted':
    case 'lesser-honors-and-knitted':
      countHonorsAndKnitted(table, facts, info);
      break;
    case 'nine-gates':
      countNineGates(table, facts, info);
      break;
    case 'knitted-straight':
      countKnittedStraight(table, facts, reading, info, o);
      break;
    default:
      throw new Error(`MCR has no reading shape "${reading.shape}"`);
  }
  table.t[F.FLOWER_TILES] = info.flowers;
  const patterns: ScoredPattern[] = [];
  for (let n = 1; n < FAN_COUNT; n++) {
    const count = table.t[n];
    if (count <= 0) continue;
    const f = FAN_BY_NUMBER[n];
    patterns.push({ id: f.id, name: f.name, value: f.value, count });
  }
  const excluded: ExcludedPattern[] = [];
  for (const c of info.corrections) table.note(c.fan, c.by, false);
  // `note` keeps one entry per (fan, by), so the list has no duplicates.
  for (const d of table.dropped) {
    if (table.t[d.fan] > 0 && !d.partial) continue;
    const victim = FAN_BY_NUMBER[d.fan];
    const by = d.by > 0 ? FAN_BY_NUMBER[d.by].id : PRINCIPLE_IDS[d.by];
    excluded.push({ id: victim.id, name: victim.name, by, why: whyFor(victim.id, by) });
  }
  return { patterns, excluded };
}

const reasons = new Map<string, string>();

/** The catalogue's `excludes` give the reasons shown for fan-over-fan exclusions. */
export function registerExclusionReasons(patterns: readonly PatternDef[]): void {
  for (const p of patterns) for (const x of p.excludes ?? []) reasons.set(`${x.id}<${p.id}`, x.why);
}

const PRINCIPLE_WHY: Record<string, (victim: string) => string> = {
  'principle:non-repeat': (v) => `${v} is already implied by a bigger fan on the same sets (non-repeat).`,
  'principle:non-separation': (v) => `${v} would take apart sets already used together in a bigger fan (non-separation).`,
  'principle:account-once': (v) =>
    `${v} would combine a set again with sets already used: a set not yet used may combine with a used one only once, and 1-point chow fans are capped (account-once).`,
  'correction:fourth-tile': () => 'The standing hand holds another copy of the winning tile, so it was not the last copy: the fourth-tile flag is dropped.',
  'correction:robbing-the-kong': () => 'The hand already holds a copy of the winning tile, so it cannot have been robbed from a kong: the flag is dropped.',
};

const whyCache = new Map<string, string>();

function whyFor(victimId: string, by: string): string {
  const key = `${victimId}<${by}`;
  let why = whyCache.get(key);
  if (why === undefined) whyCache.set(key, (why = reasonFor(victimId, by)));
  return why;
}

function reasonFor(victimId: string, by: string): string {
  const own = reasons.get(`${victimId}<${by}`);
  if (own) return own;
  const victim = fanById(victimId)?.name ?? victimId;
  const principle = PRINCIPLE_WHY[by];
  if (principle) return principle(victim);
  const bigger = fanById(by)?.name ?? by;
  return `${bigger} already includes ${victim} (non-repeat).`;
}

const memo = new WeakMap<Reading, Map<object, Evaluation>>();

/** For a catalogue entry's `detect`: how many times `id` counts on this reading. */
export function countOf(input: DetectInput, id: string): number {
  let byWin = memo.get(input.reading);
  if (!byWin) memo.set(input.reading, (byWin = new Map()));
  let e = byWin.get(input.win);
  if (!e) byWin.set(input.win, (e = evaluateMcr(input)));
  return e.patterns.find((p) => p.id === id)?.count ?? 0;
}
