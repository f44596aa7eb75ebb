/**
 * The shape of a variant: its tile set, winning shapes, options, pattern catalogue and
 * settlement. Everything the engine, the CLI, the islands and the docs know about a variant
 * comes from one of these objects.
 */
import type { WinContext } from './context';
import type { HandFacts, Reading, Shape } from './decompose';
import type { Hand } from './hand';
import type { Payments } from './settlement';
import type { TileSet } from './tiles';

/** Where a value or rule comes from, shown beside it on the site. */
export interface SourceRef {
  /** e.g. "seed 003 (Hong Kong)", "rules/hong-kong-family.md §3.1". */
  doc: string;
  /** seed: stated by a seed; fact-sheet: from ../rules; reconstructed: inferred, not published; table-option: the table decides. */
  status: 'seed' | 'fact-sheet' | 'reconstructed' | 'table-option';
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
  type: 'integer' | 'boolean' | 'choice';
  default: OptionValue;
  min?: number;
  max?: number;
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
  category: string;
  definition: string;
  explanation: string;
  /** Patterns this one replaces when both are present. */
  excludes?: Exclusion[];
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
  checkContext?(win: WinContext, hand: Hand): void;
  /** Cross-option checks (e.g. minimum not above the cap); throws a HandError. */
  checkOptions?(options: Options): void;
  /** The hand's value after the variant's cap, from the counted patterns. */
  value(patterns: readonly ScoredPattern[], options: Options): { total: number; uncapped: number };
  minimumMet(patterns: readonly ScoredPattern[], total: number, options: Options): boolean;
  settle(total: number, win: WinContext, options: Options): Payments;
  /** A one-paragraph description of the settlement, for pages and tooltips. */
  settlementSummary: string;
}
