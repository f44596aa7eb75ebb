/**
 * The shape of a variant: its tile set, winning shapes, options, pattern catalogue and
 * settlement. Everything the engine, the CLI, the islands and the docs know about a variant
 * comes from one of these objects.
 */
import type { WinContext } from './context';
import type { DealSettlement } from './deal';
import type { HandFacts, Reading, Shape } from './decompose';
import type { Hand } from './hand';
import type { Payments } from './settlement';
import type { TileCode, TileSet } from './tiles';
import type { SourceId } from '../sources/registry';

/** How sure the sources are of a value, said in words on the page. */
export type Confidence = 'agreed' | 'single' | 'disputed' | 'unconfirmed';

/** Where a value or rule comes from, shown beside it on the site. */
export interface SourceRef {
  /** The source, by its entry in the registry (src/sources/registry.ts), which holds its title. */
  source: SourceId;
  /** Where in the source, in words: "Hong Kong section", "footnote 2", "the worked example". */
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
  choices?: { value: string; label: string }[];
  source: SourceRef;
}

/** What a detector sees for one reading of one hand. */
export interface DetectInput {
  facts: HandFacts;
  reading: Reading;
  win: WinContext;
  options: Options;
}

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
}

export interface Exclusion {
  id: string;
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
   * of the categories in `countsBeside` (MCR's flowers, Sichuan's added fan). The engine keeps
   * to it (tests/variants/counts-only-alone.test.ts).
   */
  countsOnlyAlone?: boolean;
  countsBeside?: readonly string[];
  category: string;
  definition: string;
  explanation: string;
  /** Patterns this one replaces when both are present. */
  excludes?: Exclusion[];
  /**
   * Set when the pattern is itself a winning shape: the reading shapes (Reading.shape) whose
   * hands it names, e.g. ['seven-pairs']. A club that does not play it does not accept a hand
   * read only in such a shape (src/engine/house-rules.ts). Absent: the pattern scores on a shape.
   */
  shapes?: readonly string[];
  source: SourceRef;
  examples: PatternExample[];
  /** How many times the pattern scores on this reading (0: it does not). */
  detect(input: DetectInput): number;
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
  /** Set when the rules do not accept this reading as a win at all, saying why in words. */
  refused?: string;
}

/** What a variant's own counting makes of one reading (Variant.evaluate). */
export interface Evaluation {
  patterns: ScoredPattern[];
  excluded: ExcludedPattern[];
  /** The reading is no win under these rules (a club that does not play its shape): why, in words. */
  refused?: string;
}

/** The context flags a hand builder asks about; a variant lists the ones it reads. */
export type ContextFlag = 'kongReplacement' | 'robbingKong' | 'lastTile' | 'fourthTile';
/** The `by` of a pattern a club's house rules switched off, in a score's `excluded` list (src/engine/house-rules.ts). */
export const HOUSE_RULE_BY = 'house-rule';
export const DEFAULT_CONTEXT_FLAGS: readonly ContextFlag[] = ['kongReplacement', 'robbingKong', 'lastTile'];

/**
 * A context field a variant reads beyond the shared ones (it arrives in `win.extra`), declared
 * so the hand builder can ask for it and share links can carry it, e.g. Sichuan's missing suit.
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
}

export interface Unit {
  id: string;
  singular: string;
  plural: string;
}

export interface Variant {
  id: string;
  name: string;
  shortName: string;
  unit: Unit;
  /** Bumped whenever a value or rule changes, so an old share link is never rescored silently. */
  catalogueVersion: number;
  tileSet: TileSet;
  shapes: readonly Shape[];
  categories: readonly Category[];
  patterns: readonly PatternDef[];
  options: readonly OptionDecl[];
  /**
   * Validates the context a variant reads beyond the shared fields (`win.extra`, e.g. Sichuan's
   * missingSuit) and any rule the hand must keep in that context; throws a HandError. Without
   * it, any extra context field is refused.
   */
  checkContext?(win: WinContext, hand: Hand, options?: Options): void;
  /**
   * A kong-replacement flag on a hand with no kong is dropped rather than refused (MCR's flag
   * corrections, rules/mcr.md §5); the variant then scores the hand without it.
   */
  dropsKongReplacementWithoutKong?: boolean;
  /** Cross-option checks (e.g. minimum not above the cap); throws a HandError. */
  checkOptions?(options: Options): void;
  /** The hand's value after the variant's cap, from the counted patterns. */
  value(patterns: readonly ScoredPattern[], options: Options): { total: number; uncapped: number };
  minimumMet(patterns: readonly ScoredPattern[], total: number, options: Options): boolean;
  settle(total: number, win: WinContext, options: Options): Payments;
  /**
   * The page of the variant's own rules for which patterns count together, beyond each
   * pattern's `excludes` (MCR's scoring principles); every pattern page points to it.
   */
  countingPrinciplesPage?: string;
  /** A one-paragraph description of the settlement, for pages and tooltips. */
  settlementSummary: string;
  /**
   * Settles a whole deal (a list of events in the variant's own format) for variants that pay
   * over the deal, e.g. Sichuan Bloody. `options` are already resolved. Throws a HandError for a
   * bad deal; nothing is half-settled.
   */
  settleDeal?(deal: unknown, options: Options): DealSettlement;
  /** Context fields beyond the shared ones that the hand builder asks for (see ContextFieldDecl). */
  contextFields?: readonly ContextFieldDecl[];
  /**
   * Every settlement model the site can pay this variant's hands under, so one hand can be
   * compared across them (src/engine/models.ts). Absent: `settle` is the only model.
   */
  settlementModels?: readonly SettlementModel[];
  /** The id of the model `settle` uses under these options; absent: the first model. */
  activeSettlementModel?(options: Options): string;
  /**
   * Optional: the variant counts a reading itself instead of running every detector and the
   * generic `excludes` step. For rules that exclude per occurrence or by principle (MCR), which
   * one pattern excluding another by id cannot say. Excluded patterns still name what excluded
   * them (`by`: a pattern id or `principle:<name>`).
   */
  evaluate?(input: DetectInput): Evaluation;
  /**
   * Optional, with `evaluate`: the same counting run on a smaller catalogue (a club's, with some
   * patterns switched off), so a pattern that is not played never replaces a smaller one.
   * Without it a club's switched-off pattern is only removed after counting (MCR).
   */
  evaluateFor?(patterns: readonly PatternDef[]): (input: DetectInput) => { patterns: ScoredPattern[]; excluded: ExcludedPattern[] };
  /**
   * Optional: should `candidate` replace `best` as the hand's reading? Without it, a higher
   * total wins, then a higher uncapped total, and otherwise the earlier reading stays.
   */
  prefer?(candidate: ReadingOutcome, best: ReadingOutcome): boolean;
  /** The win-event flags this variant reads (the hand builder shows only these); default DEFAULT_CONTEXT_FLAGS. */
  contextFlags?: readonly ContextFlag[];
  /**
   * Optional: the variant's hands hold tiles the shared hand model does not know (Vietnamese
   * jokers), so it validates them, reads them and finds their waits itself. Each reading comes
   * with its own facts, because what a joker stands for changes the tiles the detectors see.
   */
  handModel?: HandModel;
  /** A kong-replacement win needs no kong: flower and joker replacement draws count too (Vietnamese). */
  replacementWithoutKong?: boolean;
  /** Optional: how a value in the variant's unit is written, e.g. 9 → "1 mủn 3 phán". Absent: "9 phán". */
  formatValue?(value: number): string;
  /** Optional: fields the `mahjong-score` answer adds for this variant (e.g. Vietnamese points, jokers). */
  responseExtras?(result: import('./score').ScoreResult): Record<string, unknown>;
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
  houseRules?: { club: string };
  /**
   * Optional: the family of variants that count a hand alike, so the payout comparison pays the
   * same hand in each side by side, by the name the page gives it ("Hong Kong" for "every Hong
   * Kong-family variant"). Absent: the variant is not on the comparison page.
   */
  payoutFamily?: string;
  /**
   * Optional: what a tapped tile means in the hand builder for a set beyond the shared 42
   * (Vietnamese jokers, emperors and empresses), declared in the variant's folder so the builder
   * holds no variant's rules and other variants' pages do not ship these. Absent: the shared
   * tiles, where flowers and seasons are the only bonus tiles and every tile is a real one.
   * `options` are already resolved.
   */
  tapRules?: {
    /** The set the table options choose (how many copies of each joker). */
    tileSet(options: Options): TileSet;
    /**
     * Tiles that only ever go among the bonus tiles, beyond flowers and seasons. Every other tile
     * outside the 34 playing tiles is a joker: it stands for others, makes no concealed kong and
     * may be banked.
     */
    isBonus(code: TileCode): boolean;
    /** A bonus tile that may be won on as a discard: tapped as the winning tile, it is the winning tile. */
    winsAsBonus(code: TileCode): boolean;
    /** Vets an exposed meld with jokers, which the shared meld check refuses; throws a HandError. */
    checkMeld(meld: import('./hand').Meld, options: Options): unknown;
    /** Palette rows after the shared tiles, for the tiles this set holds. */
    extraRows(set: TileSet): { label: string; codes: TileCode[] }[];
    /** Where a banked joker goes, in words for the tap picker ("Banked joker"). */
    bank: { label: string; hint: string };
    /** Where bonus tiles go, said under the palette. */
    bonusNote: string;
  };
}

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
