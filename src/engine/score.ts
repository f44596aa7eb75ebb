/**
 * The scoring driver: read the hand every way its shapes allow, run the catalogue on each
 * reading, apply exclusions, keep the best reading, then apply the variant's cap, minimum and
 * settlement.
 */
import { type WinContext, readContext } from './context';
import { type HandFacts, type Reading, handFacts, readings } from './decompose';
import { HandError } from './errors';
import { type Hand, validateHand } from './hand';
import { resolveOptions } from './options';
import type { Payments } from './settlement';
import { type TileCode, TILE_KINDS, tileCode, tileIndex } from './tiles';
import type { ExcludedPattern, Options, PatternDef, ReadingOutcome, ScoredPattern, Variant } from './variant';

export interface ScoreResult {
  variant: string;
  unit: string;
  total: number;
  /** The total before the cap. */
  uncapped: number;
  patterns: ScoredPattern[];
  excluded: ExcludedPattern[];
  minimumMet: boolean;
  payments: Payments;
  /** The reading that scored best. */
  reading: Reading;
  hand: Hand;
  context: WinContext;
  options: Options;
}

type ReadingScore = ReadingOutcome;

/** Runs every detector on one reading and applies exclusions, largest patterns first. */
export function scoreReading(variant: Variant, facts: HandFacts, reading: Reading, win: WinContext, options: Options): ReadingScore {
  if (variant.evaluate) {
    const own = variant.evaluate({ facts, reading, win, options });
    return { reading, patterns: own.patterns, excluded: own.excluded, ...variant.value(own.patterns, options), ...(own.refused ? { refused: own.refused } : {}) };
  }
  const hits: { def: PatternDef; count: number }[] = [];
  for (const def of variant.patterns) {
    const count = def.detect({ facts, reading, win, options });
    if (count > 0) hits.push({ def, count });
  }
  const byValue = [...hits].sort((a, b) => b.def.value * b.count - a.def.value * a.count);
  const excluded = new Map<string, ExcludedPattern>();
  const limit = byValue.find((h) => h.def.limit);
  for (const h of byValue) {
    if (excluded.has(h.def.id)) continue;
    if (limit && !h.def.limit) {
      excluded.set(h.def.id, { id: h.def.id, name: h.def.name, by: limit.def.id, why: `${limit.def.name} is a limit hand: no other pattern counts with it` });
      continue;
    }
    for (const x of h.def.excludes ?? []) {
      const victim = hits.find((v) => v.def.id === x.id);
      if (victim && !excluded.has(x.id)) excluded.set(x.id, { id: x.id, name: victim.def.name, by: h.def.id, why: x.why });
    }
  }
  const patterns: ScoredPattern[] = hits
    .filter((h) => !excluded.has(h.def.id))
    .map((h) => ({ id: h.def.id, name: h.def.name, value: h.def.value, count: h.count }));
  const { total, uncapped } = variant.value(patterns, options);
  return { reading, patterns, excluded: [...excluded.values()], total, uncapped };
}

/** The shared context fields, then whatever the variant reads beyond them. */
function readVariantContext(variant: Variant, raw: unknown, hand: Hand, options?: Options): WinContext {
  const win = readContext(raw, hand, { kongReplacementNeedsKong: !variant.dropsKongReplacementWithoutKong && !variant.replacementWithoutKong });
  if (variant.checkContext) variant.checkContext(win, hand, options);
  else {
    const unknown = Object.keys(win.extra);
    if (unknown.length) throw new HandError('bad-context', `${variant.name} does not read context.${unknown[0]}`);
  }
  return win;
}

const better = (a: ReadingScore, b: ReadingScore): boolean =>
  a.total !== b.total ? a.total > b.total : a.uncapped > b.uncapped;

/** Scores a complete hand: the best reading under the variant, with minimum and payments. */
export function scoreHand(variant: Variant, rawHand: Hand, rawContext?: unknown, rawOptions?: unknown): ScoreResult {
  const options = resolveOptions(variant, rawOptions);
  const hand = variant.handModel ? variant.handModel.validate(rawHand, options, true) : validateHand(rawHand, variant.tileSet, { complete: true });
  const win = readVariantContext(variant, rawContext, hand, options);
  return scoreValidated(variant, hand, win, options);
}

/** Each reading with the facts its detectors see: shared facts, or the variant's own per reading. */
function readingsWithFacts(variant: Variant, hand: Hand, win: WinContext, options: Options): { facts: HandFacts; reading: Reading }[] {
  if (variant.handModel) return variant.handModel.readings(hand, win, options);
  const facts = handFacts(hand, win.selfDrawn);
  return readings(facts, variant.shapes).map((reading) => ({ facts, reading }));
}

function scoreValidated(variant: Variant, hand: Hand, win: WinContext, options: Options): ScoreResult {
  let best: ReadingScore | null = null;
  let refused: string | null = null;
  for (const { facts, reading } of readingsWithFacts(variant, hand, win, options)) {
    const s = scoreReading(variant, facts, reading, win, options);
    if (s.refused) {
      refused ??= s.refused;
      continue;
    }
    if (!best || (variant.prefer ? variant.prefer(s, best) : better(s, best))) best = s;
  }
  if (!best && refused) throw new HandError('not-winning', refused);
  if (!best) {
    const shapes = variant.shapes.map((s) => s.name.toLowerCase()).join(', ');
    throw new HandError('not-winning', `not a winning hand: no reading makes four sets and a pair${variant.shapes.length > 1 ? ` or another shape this variant accepts (${shapes})` : ''}`);
  }
  const minimumMet = variant.minimumMet(best.patterns, best.total, options);
  const payments = minimumMet ? variant.settle(best.total, win, options) : { E: 0, S: 0, W: 0, N: 0 };
  return {
    variant: variant.id,
    unit: variant.unit.id,
    total: best.total,
    uncapped: best.uncapped,
    patterns: best.patterns,
    excluded: best.excluded,
    minimumMet,
    payments,
    reading: best.reading,
    hand,
    context: win,
    options,
  };
}

export interface Wait {
  tile: TileCode;
  /** The score if the hand wins on this tile in the given context. */
  result: ScoreResult;
}

/**
 * The tiles a 13-tile hand waits on, each scored as a win in the given context. A tile of
 * which the hand already holds every copy is not a wait.
 */
export function waitsOf(variant: Variant, rawHand: Hand, rawContext?: unknown, rawOptions?: unknown): Wait[] {
  const options = resolveOptions(variant, rawOptions);
  if (variant.handModel) {
    const model = variant.handModel;
    const hand = model.validate(rawHand, options, false);
    const waits: Wait[] = [];
    for (const code of model.waits(hand, options)) {
      const won: Hand = { ...hand, winningTile: code };
      try {
        waits.push({ tile: code, result: scoreValidated(variant, won, readVariantContext(variant, rawContext, won, options), options) });
      } catch (e) {
        // A shape the table rules out in this context (e.g. Seven Pairs on a discard, self-draw only) is no wait.
        if (!(e instanceof HandError) || e.code !== 'not-winning') throw e;
      }
    }
    return waits;
  }
  const hand = validateHand(rawHand, variant.tileSet, { complete: false });
  const standing = new Array<number>(TILE_KINDS).fill(0);
  const held = new Array<number>(TILE_KINDS).fill(0);
  for (const t of hand.concealed) standing[tileIndex(t)]++;
  for (let i = 0; i < TILE_KINDS; i++) held[i] = standing[i];
  for (const m of hand.melds) for (const t of m.tiles) held[tileIndex(t)]++;
  const waits: Wait[] = [];
  for (let i = 0; i < TILE_KINDS; i++) {
    const code = tileCode(i);
    if (held[i] >= (variant.tileSet.copies[code] ?? 0)) continue;
    standing[i]++;
    const completes = variant.shapes.some((s) => s.completes(standing, hand.melds.length));
    standing[i]--;
    if (!completes) continue;
    const won: Hand = { ...hand, winningTile: code };
    const win = readVariantContext(variant, rawContext, won, options);
    try {
      waits.push({ tile: code, result: scoreValidated(variant, won, win, options) });
    } catch (e) {
      // A shape the rules do not accept (a club that does not play seven pairs) is no wait.
      if (!(e instanceof HandError) || e.code !== 'not-winning') throw e;
    }
  }
  return waits;
}
