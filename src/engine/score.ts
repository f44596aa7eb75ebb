/**
 * The scoring driver: read the hand every way its shapes allow, run the catalogue on each
 * reading, apply exclusions, keep the best reading, then apply the variant's cap, minimum and
 * settlement.
 */
import { readContext, type WinContext } from './context';
import { countReading, detectInput, HandScope } from './count-reading';
import {
  countedFacts,
  type HandFacts,
  handFacts,
  type Reading,
  readings,
  shapeWaits,
} from './decompose';
import { HandError } from './errors';
import type { Hand } from './hand';
import { readHandJson } from './hand-json';
import { resolveOptions } from './options';
import type { Payments } from './settlement';
import { TILE_KINDS, type TileCode, type TileIndex, tileCode, tileIndex } from './tiles';
import { handValue, minimumMet as meetsMinimum } from './total';
import { type CountedHand, validateHand, wellFormedJsonHand } from './validate-hand';
import {
  type DetectInput,
  detectionCount,
  type ExcludedPattern,
  type HandModel,
  HOUSE_RULE_BY,
  type HouseRuleMarks,
  type Options,
  type PatternDef,
  type ReadingOutcome,
  type ScoredPattern,
  type Variant,
} from './variant';

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

/**
 * Counts one reading: every detector with the catalogue's exclusions and the variant's principles
 * (src/engine/count-reading.ts), under a club's house rules where the variant carries them. `scope`
 * carries what the hand's readings share; without it the reading is counted on its own.
 */
export function scoreReading(
  variant: Variant,
  facts: HandFacts,
  reading: Reading,
  win: WinContext,
  options: Options,
  scope: HandScope = new HandScope(facts, variant.shapes),
): ReadingScore {
  const input = detectInput(facts, reading, win, options, scope);
  const house = variant.houseRules;
  const refused = house?.refuse?.(input);
  if (refused) return { reading, patterns: [], excluded: [], total: 0, uncapped: 0, refused };
  const own = countReading(variant, input);
  const off = house?.switchedOff?.length
    ? switchedOffShown(variant, house, input, own.patterns)
    : [];
  const excluded = off.length ? [...off, ...own.excluded] : own.excluded;
  const { total, uncapped } = handValue(variant, own.patterns, options);
  return { reading, patterns: own.patterns, excluded, total, uncapped };
}

/**
 * The patterns a club does not play that this reading shows, named as excluded by its house rules
 * (one that counts only alone, only where nothing else counted beside it).
 */
function switchedOffShown(
  variant: Variant,
  house: HouseRuleMarks,
  input: DetectInput,
  counted: readonly ScoredPattern[],
): ExcludedPattern[] {
  const category = (id: string) => variant.patterns.find((p) => p.id === id)?.category ?? '';
  const alone = (def: PatternDef) =>
    counted.every((p) => def.countsBeside?.includes(category(p.id)));
  return (house.switchedOff ?? [])
    .filter(
      (def) =>
        def.detect && detectionCount(def.detect(input)) > 0 && (!def.countsOnlyAlone || alone(def)),
    )
    .map((def) => {
      const why = house.offWhy?.(def) ?? `${def.name} is not played`;
      return { id: def.id, name: def.name, by: HOUSE_RULE_BY, why };
    });
}

const JUDGES_REPLACEMENT = { kongReplacementNeedsKong: false };
const NEEDS_KONG = { kongReplacementNeedsKong: true };
const judged = (variant: Variant) =>
  variant.judgesReplacementDraw ? JUDGES_REPLACEMENT : NEEDS_KONG;

/** The shared context fields, then whatever the variant reads beyond them. */
function readVariantContext(
  variant: Variant,
  raw: unknown,
  hand: Hand,
  options?: Options,
): WinContext {
  const win = readContext(raw, hand, judged(variant));
  for (const unknown in win.extra) {
    const reads = variant.contextKeys ?? (variant.contextFields ?? []).map((f) => f.id);
    if (reads.includes(unknown)) continue;
    const known = reads.length ? ` (it reads ${reads.join(', ')})` : '';
    throw new HandError(
      'bad-context',
      `${variant.shortName} does not read context.${unknown}${known}`,
      { reason: 'context-unknown', key: unknown, variant: variant.shortName },
    );
  }
  variant.checkContext?.(win, hand, options);
  return win;
}

const better = (a: ReadingScore, b: ReadingScore): boolean =>
  a.total !== b.total ? a.total > b.total : a.uncapped > b.uncapped;

/** Scores a complete hand: the best reading under the variant, with minimum and payments. */
export function scoreHand(
  variant: Variant,
  rawHand: Hand,
  rawContext?: unknown,
  rawOptions?: unknown,
): ScoreResult {
  const options = resolveOptions(variant, rawOptions);
  const counted = countedIfWellFormed(variant, rawHand);
  if (counted) return scoreCounted(variant, counted, rawContext, options);
  const hand = validateComplete(variant, rawHand, options);
  const win = readVariantContext(variant, rawContext, hand, options);
  return scoreValidated(variant, hand, win, options);
}

const COMPLETE = { complete: true };

/**
 * An ordinary well-formed hand validated as it stands, with the tiles its validation counted;
 * null for a variant with its own hand model, or a hand to check rule by rule.
 */
const countedIfWellFormed = (variant: Variant, raw: unknown): CountedHand | null =>
  variant.handModel ? null : wellFormedJsonHand(raw, variant.tileSet, COMPLETE);

/** Scores a hand validation has counted: scoring reads its counts instead of counting again. */
function scoreCounted(
  variant: Variant,
  counted: CountedHand,
  rawContext: unknown,
  options: Options,
): ScoreResult {
  const win = readVariantContext(variant, rawContext, counted.hand, options);
  return scoreValidated(variant, counted.hand, win, options, { counted });
}

function validateComplete(variant: Variant, rawHand: Hand, options: Options): Hand {
  return variant.handModel
    ? variant.handModel.validate(rawHand, options, true)
    : validateHand(rawHand, variant.tileSet, COMPLETE);
}

/**
 * `scoreHand` for a hand as a request carries it (notation or JSON, src/engine/hand-json.ts),
 * with the same answers and errors: an ordinary well-formed JSON hand is validated as it stands,
 * without a copy read from it first.
 */
export function scoreHandJson(
  variant: Variant,
  json: unknown,
  rawContext?: unknown,
  rawOptions?: unknown,
): ScoreResult {
  const counted = countedIfWellFormed(variant, json);
  if (counted)
    return scoreCounted(variant, counted, rawContext, resolveOptions(variant, rawOptions));
  const rawHand = readHandJson(json);
  const options = resolveOptions(variant, rawOptions);
  const hand = validateComplete(variant, rawHand, options);
  const win = readVariantContext(variant, rawContext, hand, options);
  return scoreValidated(variant, hand, win, options);
}

/** Each reading with the facts its detectors see: the variant's own per reading (wild tiles change what the tiles are). */
function modelReadings(
  variant: Variant,
  model: HandModel,
  hand: Hand,
  win: WinContext,
  options: Options,
): { facts: HandFacts; reading: Reading; scope: HandScope }[] {
  return model
    .readings(hand, win, options)
    .map((r) => ({ ...r, scope: new HandScope(r.facts, variant.shapes) }));
}

/** The best reading so far, the context corrections made for it, and why a reading was refused. */
interface Choice {
  best: ReadingScore | null;
  dropped: ExcludedPattern[];
  refused: HandError | null;
}

function consider(
  variant: Variant,
  choice: Choice,
  s: ReadingScore,
  dropped: ExcludedPattern[],
): void {
  if (s.refused) {
    choice.refused ??= s.refused;
    return;
  }
  if (!choice.best || (variant.prefer ? variant.prefer(s, choice.best) : better(s, choice.best))) {
    choice.best = s;
    choice.dropped = dropped;
  }
}

/** What the caller of `scoreValidated` may know already about the hand. */
interface Known {
  /** The tiles the hand waited on. */
  waits?: readonly TileIndex[];
  /** The hand with the tiles its validation counted. */
  counted?: CountedHand;
}
const NOTHING_KNOWN: Known = {};

function scoreValidated(
  variant: Variant,
  hand: Hand,
  win: WinContext,
  options: Options,
  known: Known = NOTHING_KNOWN,
): ScoreResult {
  const choice: Choice = { best: null, dropped: [], refused: null };
  // The context as the hand corrects it, once per set of facts.
  const noCorrection = { win, dropped: [] };
  if (variant.handModel) {
    for (const { facts, reading, scope } of modelReadings(
      variant,
      variant.handModel,
      hand,
      win,
      options,
    )) {
      const c = variant.correctContext?.(win, facts) ?? noCorrection;
      consider(
        variant,
        choice,
        scoreReading(variant, facts, reading, c.win, options, scope),
        c.dropped,
      );
    }
  } else {
    const facts = known.counted
      ? countedFacts(known.counted, win.selfDrawn)
      : handFacts(hand, win.selfDrawn);
    const scope = new HandScope(facts, variant.shapes, known.waits ?? null);
    const c = variant.correctContext?.(win, facts) ?? noCorrection;
    for (const reading of readings(facts, variant.shapes))
      consider(
        variant,
        choice,
        scoreReading(variant, facts, reading, c.win, options, scope),
        c.dropped,
      );
  }
  const best = choice.best;
  if (!best && choice.refused) throw choice.refused;
  if (!best) {
    const shapes = variant.shapes.map((s) => s.name.toLowerCase()).join(', ');
    throw new HandError(
      'not-winning',
      `not a winning hand: no reading makes four sets and a pair${variant.shapes.length > 1 ? ` or another shape this variant accepts (${shapes})` : ''}`,
      { reason: 'no-reading' },
    );
  }
  const minimumMet = meetsMinimum(variant, best.patterns, best.total, options);
  const payments = minimumMet
    ? variant.settle(best.total, win, options)
    : { E: 0, S: 0, W: 0, N: 0 };
  return {
    variant: variant.id,
    unit: variant.unit.id,
    total: best.total,
    uncapped: best.uncapped,
    patterns: best.patterns,
    excluded: choice.dropped.length ? [...choice.dropped, ...best.excluded] : best.excluded,
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
export function waitsOf(
  variant: Variant,
  rawHand: Hand,
  rawContext?: unknown,
  rawOptions?: unknown,
): Wait[] {
  const options = resolveOptions(variant, rawOptions);
  if (variant.handModel) {
    const model = variant.handModel;
    const hand = model.validate(rawHand, options, false);
    const waits: Wait[] = [];
    for (const code of model.waits(hand, options)) {
      const won: Hand = { ...hand, winningTile: code };
      try {
        waits.push({
          tile: code,
          result: scoreValidated(
            variant,
            won,
            readVariantContext(variant, rawContext, won, options),
            options,
          ),
        });
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
  for (const t of hand.concealed) standing[tileIndex(t)]!++;
  for (let i = 0; i < TILE_KINDS; i++) held[i] = standing[i]!;
  for (const m of hand.melds) for (const t of m.tiles) held[tileIndex(t)]!++;
  // Every kind some shape completes on, found by the shapes themselves.
  const completing = new Array<boolean>(TILE_KINDS).fill(false);
  for (const shape of variant.shapes)
    for (const x of shapeWaits(shape, standing, hand.melds.length)) completing[x] = true;
  // What each winning hand waited on: these same kinds.
  const waitingOn: TileIndex[] = [];
  for (let i = 0; i < TILE_KINDS; i++) if (completing[i]) waitingOn.push(i);
  const waits: Wait[] = [];
  let shared: WinContext | null = null;
  for (let i = 0; i < TILE_KINDS; i++) {
    const code = tileCode(i);
    if (!completing[i] || held[i]! >= (variant.tileSet.copies[code] ?? 0)) continue;
    const won: Hand = { ...hand, winningTile: code };
    // The shared context checks read only the melds, which every wait shares; a variant's own checks may read the tiles.
    const win: WinContext =
      variant.checkContext || !shared
        ? readVariantContext(variant, rawContext, won, options)
        : shared;
    shared ??= win;
    try {
      waits.push({
        tile: code,
        result: scoreValidated(variant, won, win, options, { waits: waitingOn }),
      });
    } catch (e) {
      // A shape the rules do not accept (a club that does not play seven pairs) is no wait.
      if (!(e instanceof HandError) || e.code !== 'not-winning') throw e;
    }
  }
  return waits;
}
