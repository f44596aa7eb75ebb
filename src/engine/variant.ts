/**
 * The shape of a variant: its tile set, winning shapes, options, pattern catalogue and
 * settlement. Everything the engine, the CLI, the islands and the docs know about a variant
 * comes from one of these objects.
 */

import type { WrittenLocale } from '../i18n/locales';
import type { SourceId } from '../sources/registry';
import type { WinContext } from './context';
import type { DealSettlement } from './deal';
import type { HandFacts, Reading, Shape } from './decompose';
import type { HandError } from './errors';
import type { GameRules } from './game/rules';
import type { Hand } from './hand';
import type { Payments } from './settlement';
import type { TileCode, TileIndex, TileSet } from './tiles';

/** How sure the sources are of a value, said in words on the page. */
export type Confidence = 'agreed' | 'single' | 'disputed' | 'unconfirmed';

/** Where a value or rule comes from, shown beside it on the site. */
export interface SourceRef {
  /** The source, by its entry in the registry (src/sources/registry.ts), which holds its title. */
  source: SourceId;
  /** Where in the source, in words: "the second chapter", "footnote 2", "the worked example". */
  section?: string;
  /**
   * stated: the source states it; reconstructed: inferred by us, not published;
   * table-option: the table decides (the note says what the default follows).
   */
  status: 'stated' | 'reconstructed' | 'table-option';
  /** Other sources that say the same, or that the note compares. */
  also?: readonly SourceId[];
  confidence?: Confidence;
  /** More, in words a player reads: what other tables do, why this is the default. */
  note?: string;
}

/**
 * Text of a catalogue entry in the languages it is written in beyond English, which stays the
 * fallback. The traditional Chinese is derived from the simplified (src/i18n/hant.ts).
 * Only the pages read it: the islands' build drops it (scripts/island-catalogue.ts).
 */
export type Translations<T> = Partial<Record<WrittenLocale, T>>;

/** A pattern's own text in another language; the definition is what makes a page of it. */
export interface PatternText {
  /** Absent: the page names the pattern by its native name in that language, else the English. */
  name?: string;
  definition: string;
  explanation?: string;
}

export interface NativeName {
  text: string;
  /** e.g. "Cantonese (Jyutping)", "Mandarin (pinyin)". */
  language: string;
  romanisation?: string;
}

export type OptionValue = number | boolean | string;
export type Options = Record<string, OptionValue>;

export interface OptionDecl {
  id: string;
  label: string;
  description: string;
  /** 'text': a string the variant's checkOptions validates (e.g. a payout table "1,2,4,8"). */
  type: 'integer' | 'boolean' | 'choice' | 'text';
  default: OptionValue;
  min?: number;
  max?: number;
  /** Why the maximum is what it is, added to the message when a value exceeds it (e.g. "the 12-fan cap"). */
  maxWhy?: string;
  choices?: readonly { value: string; label: string }[];
  source: SourceRef;
}

/** What a detector sees for one reading of one hand. */
export interface DetectInput {
  facts: HandFacts;
  reading: Reading;
  win: WinContext;
  options: Options;
  /**
   * The tile kinds the hand waited on before its winning tile: every kind that would have
   * completed one of the variant's shapes, whether or not a copy was left to draw. Worked out
   * once per hand, on first use.
   */
  waitingTiles(): readonly TileIndex[];
  /** Did the hand wait on its winning tile alone? The same fact, worked out with less search. */
  waitedOnWinningTileAlone(): boolean;
  /**
   * A value derived from this reading that several detectors need: `derive` runs once per
   * reading however many detectors ask for it (the function itself is the key).
   */
  memo<T>(derive: (input: DetectInput) => T): T;
}

/**
 * One occurrence of a pattern in a reading: the indices (in `reading.groups`) of the sets and
 * pair it is made of, or none for a pattern of the whole hand.
 */
export interface Occurrence {
  readonly sets: readonly number[];
}

/** What a detector finds: a number of occurrences, or the occurrences with their sets. */
export type Detection = number | readonly Occurrence[];

/** How many times a detection says the pattern scores. */
export const detectionCount = (d: Detection): number => (typeof d === 'number' ? d : d.length);

/**
 * Rules a variant counts combination patterns by (patterns made by combining several sets),
 * applied by the engine (src/engine/principles.ts).
 */
export type PrincipleId = 'non-separation' | 'non-identical' | 'account-once';

/** A hand on a page, with what the page claims the engine makes of it. */
export interface PatternExample {
  hand: string;
  context?: Partial<WinContext>;
  options?: Options;
  /** Does the pattern this example belongs to score on this hand? */
  scores: boolean;
  /** The hand's total in the variant's unit, as the page states it; null: not a winning hand. */
  total: number | null;
  /** Why this hand is here: what it shows, or what it narrowly misses. */
  note: string;
  /** The note in other languages. */
  translations?: Translations<{ note: string }>;
}

export interface Exclusion {
  id: string;
  why: string;
  /**
   * 'pattern' (default): the excluded pattern does not count at all. 'sets': only its
   * occurrences whose sets all lie inside one occurrence of the excluding pattern are removed
   * (a bigger pattern made of three pungs leaves a fourth pung's own pattern alone).
   */
  scope?: 'pattern' | 'sets';
  /** The exclusion holds only while this boolean option is on (a stricter reading a table may choose). */
  whenOption?: string;
}

/** A pattern that replaces every other pattern but a few (a special shape that stands alone). */
export interface ExclusionOfAllBut {
  /** Categories whose patterns still count with it. */
  categories?: readonly string[];
  /** Patterns that still count with it. */
  patterns?: readonly string[];
  why: string;
}

export interface PatternDef {
  id: string;
  name: string;
  native: NativeName[];
  aliases: string[];
  value: number;
  /** A limit hand: the hand is worth the cap and no other pattern counts. */
  limit?: boolean;
  /**
   * The pattern counts only when no other pattern scores (a chicken hand), apart from patterns
   * of the categories in `countsBeside` (flowers, an added fan). The engine applies
   * it (src/engine/count-reading.ts; tests/variants/counts-only-alone.test.ts).
   */
  countsOnlyAlone?: boolean;
  countsBeside?: readonly string[];
  category: string;
  definition: string;
  explanation: string;
  /** The name, definition and explanation in other languages (see Translations). */
  translations?: Translations<PatternText>;
  /** Patterns this one replaces when both are present. */
  excludes?: Exclusion[];
  /** Every other pattern except these is replaced when this one counts. */
  excludesAllExcept?: ExclusionOfAllBut;
  /** Made by combining several sets: the variant's `principles` decide which occurrences count. */
  combination?: true;
  /**
   * Set when the pattern is itself a winning shape: the reading shapes (Reading.shape) whose
   * hands it names, e.g. ['seven-pairs']. A club that does not play it does not accept a hand
   * read only in such a shape (src/engine/house-rules.ts). Absent: the pattern scores on a shape.
   */
  shapes?: readonly string[];
  source: SourceRef;
  examples: PatternExample[];
  /**
   * How many times the pattern scores on this reading (0 or none: it does not), and on which sets.
   * Every pattern has a detector, except a derived one (`derived`).
   */
  detect?(input: DetectInput): Detection;
  /** The value scored when the options or the hand decide it; `value` is the published default. */
  valueFor?(input: DetectInput): number;
  /**
   * A bonus on top of the pattern with this id: it counts only while that pattern counts, and
   * lapses with it when a bigger pattern replaces it (or a club does not play it).
   */
  bonusOf?: string;
  /**
   * A pattern about which patterns counted, in place of a detector: worked out after the others
   * are counted and their exclusions applied. Derived patterns' `excludes` apply among themselves.
   */
  derived?(
    counted: ReadonlyMap<string, ScoredPattern>,
    input: DetectInput,
  ): { count: number; value: number } | null;
}

export interface ScoredPattern {
  id: string;
  name: string;
  value: number;
  count: number;
}

export interface ExcludedPattern {
  id: string;
  name: string;
  by: string;
  why: string;
}

/** What one reading of a hand is worth under a variant, before the minimum and settlement. */
export interface ReadingOutcome {
  reading: Reading;
  patterns: ScoredPattern[];
  excluded: ExcludedPattern[];
  total: number;
  uncapped: number;
  /** Set when the rules do not accept this reading as a win at all: the error saying why. */
  refused?: HandError;
}

/** The context flags a hand builder asks about; a variant lists the ones it reads. */
export type ContextFlag = 'kongReplacement' | 'robbingKong' | 'lastTile' | 'fourthTile';
/** The `by` of a pattern a club's house rules switched off, in a score's `excluded` list (src/engine/house-rules.ts). */
export const HOUSE_RULE_BY = 'house-rule';
export const DEFAULT_CONTEXT_FLAGS: readonly ContextFlag[] = [
  'kongReplacement',
  'robbingKong',
  'lastTile',
];

/**
 * A context field a variant reads beyond the shared ones (it arrives in `win.extra`), declared
 * so the hand builder can ask for it and share links can carry it, e.g. a suit declared missing.
 */
export interface ContextFieldDecl {
  id: string;
  label: string;
  description: string;
  choices: { value: string; label: string }[];
  /** Absent: the reader must choose one; until then the engine refuses the hand and says why. */
  default?: string;
}

export interface Category {
  id: string;
  name: string;
  blurb: string;
  translations?: Translations<{ name: string; blurb: string }>;
}

export interface Unit {
  id: string;
  singular: string;
  plural: string;
  /** The unit's word in other languages (番), which have no plural. */
  translations?: Translations<string>;
}

export interface Variant {
  id: string;
  name: string;
  shortName: string;
  /** The variant's names in other languages (menus, page titles); absent: the English. */
  translations?: Translations<{ name: string; shortName: string }>;
  unit: Unit;
  /** Bumped whenever a value or rule changes, so an old share link is never rescored silently. */
  catalogueVersion: number;
  tileSet: TileSet;
  shapes: readonly Shape[];
  categories: readonly Category[];
  patterns: readonly PatternDef[];
  /** The principles its combination patterns are counted by, applied by the engine. */
  principles?: readonly PrincipleId[];
  options: readonly OptionDecl[];
  /**
   * Validates the context a variant reads beyond the shared fields (`win.extra`, e.g. a declared
   * missingSuit) and any rule the hand must keep in that context; throws a HandError. Without
   * it, any extra context field is refused.
   */
  checkContext?(win: WinContext, hand: Hand, options?: Options): void;
  /**
   * Optional: win-context flags the hand itself contradicts or implies, corrected before counting
   * (e.g. a fourth-tile flag is dropped when another copy stands in the hand). Each dropped flag is
   * named in the answer's `excluded`, with `by` "correction:<flag>".
   */
  correctContext?(
    win: WinContext,
    facts: HandFacts,
  ): { win: WinContext; dropped: ExcludedPattern[] };
  /**
   * The variant judges a replacement-draw win itself, in `checkContext` or `correctContext`
   * (other replacement draws than a kong's may count; or the flag is dropped before counting).
   * Absent: the engine refuses a kong-replacement flag on a hand with no kong.
   */
  judgesReplacementDraw?: boolean;
  /** Cross-option checks (e.g. minimum not above the cap); throws a HandError. */
  checkOptions?(options: Options): void;
  /**
   * Optional: the hand's value after the cap, from the counted patterns. Without it the engine
   * sums value × count and caps at the `cap` option, or else at `rules.fixedCap`
   * (src/engine/value.ts).
   */
  value?(patterns: readonly ScoredPattern[], options: Options): { total: number; uncapped: number };
  /** Optional: is the minimum met? Without it: the total reaches the `minimum` option, if declared. */
  minimumMet?(patterns: readonly ScoredPattern[], total: number, options: Options): boolean;
  settle(total: number, win: WinContext, options: Options): Payments;
  /**
   * The page of the variant's own rules for which patterns count together, beyond each
   * pattern's `excludes` (a catalogue's own scoring principles); every pattern page points to it.
   */
  countingPrinciplesPage?: string;
  /** A one-paragraph description of the settlement, for pages and tooltips. */
  settlementSummary: string;
  /**
   * Settles a whole deal (a list of events in the variant's own format) for variants that pay
   * over the deal (where every win is paid as it happens). `options` are already resolved. Throws a HandError for a
   * bad deal; nothing is half-settled.
   */
  settleDeal?(deal: unknown, options: Options): DealSettlement;
  /** Context fields beyond the shared ones that the hand builder asks for (see ContextFieldDecl). */
  contextFields?: readonly ContextFieldDecl[];
  /**
   * Every context field beyond the shared ones the variant reads; the engine refuses any other
   * before `checkContext` runs. Absent: the ids of `contextFields`.
   */
  contextKeys?: readonly string[];
  /**
   * Every settlement model the site can pay this variant's hands under, so one hand can be
   * compared across them (src/engine/models.ts). Absent: `settle` is the only model.
   */
  settlementModels?: readonly SettlementModel[];
  /** The id of the model `settle` uses under these options; absent: the first model. */
  activeSettlementModel?(options: Options): string;
  /**
   * Optional: should `candidate` replace `best` as the hand's reading? Without it, a higher
   * total wins, then a higher uncapped total, and otherwise the earlier reading stays.
   */
  prefer?(candidate: ReadingOutcome, best: ReadingOutcome): boolean;
  /** The win-event flags this variant reads (the hand builder shows only these); default DEFAULT_CONTEXT_FLAGS. */
  contextFlags?: readonly ContextFlag[];
  /**
   * Optional: the variant's hands hold tiles the shared hand model does not know (wild tiles),
   * so it validates them, reads them and finds their waits itself. Each reading comes with its
   * own facts, because what a wild stands for changes the tiles the detectors see.
   */
  handModel?: HandModel;
  /** How the deal, the seats and the prevailing wind move through a game (engine/game/). */
  game?: GameRules;
  /** Optional: how a value in the variant's unit is written, e.g. a larger unit and the rest. Absent: "9 <plural>". */
  formatValue?(value: number): string;
  /** Optional: the fields the `mahjong-score` answer adds for this variant (typed in ResponseExtras). */
  responseExtras?(result: import('./score').ScoreResult): Partial<ResponseExtras>;
  /**
   * Optional, with `tapRules`: vets an exposed meld the builder's taps make with wild tiles,
   * which the shared meld check refuses; throws a HandError. It reads the rules for wild tiles the
   * options choose (as the table set them: it resolves them, so a refused option is named), so it
   * is part of the full variant: a scorer has it once its scoring part arrives.
   */
  meldCheck?(meld: import('./hand').Meld, options: Options): unknown;
  /**
   * Optional: table rules the scorer does not need but the comparison page shows (which claims
   * are allowed, a cap fixed by the rules rather than an option). Declarative only; no engine
   * code reads it.
   */
  rules?: VariantRules;
  /**
   * Set only on a variant derived from a club's house rules (src/engine/house-rules.ts), so
   * views that point at the published rules (e.g. the payout comparison) can leave themselves out.
   */
  houseRules?: HouseRuleMarks;
  /**
   * Optional: the family of variants that count a hand alike, so the payout comparison pays the
   * same hand in each side by side, by the name the page gives the family. Absent: the variant is
   * not on the comparison page.
   */
  payoutFamily?: string;
  /**
   * Optional: what a tapped tile means in the hand builder for a set beyond the shared 42
   * (wild tiles and extra bonus tiles), declared in the variant's folder so the builder
   * holds no variant's rules and other variants' pages do not ship these. Absent: the shared
   * tiles, where flowers and seasons are the only bonus tiles and every tile is a real one.
   * `options` are as the table set them (those it left out read as their defaults); an option
   * the engine would refuse makes `tileSet` throw, and the builder keeps the variant's own set.
   */
  tapRules?: {
    /** The set the table options choose (how many copies of each wild tile). */
    tileSet(options: Options): TileSet;
    /**
     * Tiles that only ever go among the bonus tiles, beyond flowers and seasons. Every other tile
     * outside the 34 playing tiles is a wild tile: it stands for others, makes no concealed kong
     * and may be banked.
     */
    isBonus(code: TileCode): boolean;
    /** A bonus tile that may be won on as a discard: tapped as the winning tile, it is the winning tile. */
    winsAsBonus(code: TileCode): boolean;
    /** Palette rows after the shared tiles, for the tiles this set holds. */
    extraRows(set: TileSet): { label: string; codes: TileCode[] }[];
    /** Where a banked wild tile goes, in words for the tap picker. */
    bank: { label: string; hint: string };
    /** Where bonus tiles go, said under the palette. */
    bonusNote: string;
  };
}

/**
 * What a scorer draws and takes taps with before its scoring part arrives: the variant's names,
 * unit, set, options and the context its forms ask for (each variant's `header.ts`, which its
 * `index.ts` spreads into the full Variant, so every fact is written once). The counting, the
 * catalogue and the settlement are the rest of the Variant, fetched when a hand is first built.
 */
export type VariantHeader = Pick<
  Variant,
  | 'id'
  | 'name'
  | 'shortName'
  | 'translations'
  | 'unit'
  | 'catalogueVersion'
  | 'tileSet'
  | 'options'
  | 'contextFlags'
  | 'contextFields'
  | 'tapRules'
  | 'formatValue'
>;

/** What a club's house rules change in how the driver counts (set by src/engine/house-rules.ts). */
export interface HouseRuleMarks {
  club: string;
  /** Patterns the club does not play: named as excluded where the hand shows them. */
  switchedOff?: readonly PatternDef[];
  /** Why a switched-off pattern does not count, in words. */
  offWhy?(def: PatternDef): string;
  /** The reading is no win under the club's rules (a shape it does not play): why, in words. */
  refuse?(input: DetectInput): HandError | undefined;
}

/**
 * The fields a variant adds to a `mahjong-score` answer. Empty here: each variant that adds some
 * declares them by augmenting this interface (`declare module` on this file) beside its
 * `responseExtras`, so the answer's type names every field and the engine names none.
 */
// biome-ignore lint/suspicious/noEmptyInterface: augmented by variants; an interface so that declarations merge.
export interface ResponseExtras {}

/** A variant's own hand model (see Variant.handModel). Every method throws a HandError on bad input. */
export interface HandModel {
  /** Validates and normalises a complete (14-tile, with winning tile) or waiting (13-tile) hand. */
  validate(hand: Hand, options: Options, complete: boolean): Hand;
  /** Every reading of a validated complete hand, each with the facts seen under it. */
  readings(hand: Hand, win: WinContext, options: Options): { facts: HandFacts; reading: Reading }[];
  /** The playing tiles a validated waiting hand completes on, in tile order. */
  waits(hand: Hand, options: Options): TileCode[];
}

/** The claims and fixed limits a variant's rules state, for the "Variants side by side" page. */
export interface VariantRules {
  /** May the next player claim a discard to complete a chow (a run)? */
  chow: boolean;
  /** May a discard be claimed to complete a pung? */
  pung: boolean;
  /** May a discard be claimed to complete an exposed kong? */
  kong: boolean;
  /** May a player win on the tile another adds to an exposed pung (robbing the kong)? */
  robbingKong: boolean;
  /**
   * A cap the rules fix rather than a `cap` option: a number of the variant's units, or null for
   * no cap at all. Absent: the `cap` option's default is the cap (or there is none if no such option).
   */
  fixedCap?: number | null;
  source: SourceRef;
}

/** The base amount a model's payments are multiples of, and where that figure comes from. */
export interface SettlementBase {
  amount: number;
  source: SourceRef;
}

/** One way of turning a hand's value into payments (DESIGN.md "settlement models"). */
export interface SettlementModel {
  id: string;
  name: string;
  /** Where the model comes from; absent only for the default model of a variant that declares no rules. */
  source?: SourceRef;
  /** One paragraph: who pays what. */
  summary: string;
  settle(total: number, win: WinContext, options: Options): Payments;
  /** The base for a hand's value under these options, labelled known or reconstructed. */
  base?(total: number, options: Options): SettlementBase;
}
