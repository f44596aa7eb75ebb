/**
 * Builds a catalogue entry from the fan table (names, value) plus what the page says about it.
 * Every entry's `detect` reads MCR's own counting (evaluate.ts), so the page and the scorer
 * cannot disagree on what a fan is.
 */
import type { WinContext } from '../../../engine/context';
import type { Exclusion, PatternDef, PatternExample, SourceRef } from '../../../engine/variant';
import { countOf } from '../evaluate';
import { fanById } from '../fans';
import { reference } from '../sources';

export interface FanText {
  category: string;
  definition: string;
  explanation: string;
  excludes?: Exclusion[];
  examples: PatternExample[];
  /** More search names (the toneless pinyin is added automatically). */
  aliases?: string[];
  /** The fan is itself a winning shape: the reading shapes it names (PatternDef.shapes). */
  shapes?: readonly string[];
  source?: SourceRef;
  countsOnlyAlone?: boolean;
  countsBeside?: readonly string[];
}

const stripTones = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ü/g, 'u');

export function fan(id: string, text: FanText): PatternDef {
  const f = fanById(id);
  if (!f) throw new Error(`MCR has no fan "${id}"`);
  const toneless = stripTones(f.pinyin);
  return {
    id,
    name: f.name,
    native: [{ text: f.zh, language: 'Mandarin', romanisation: f.pinyin }],
    aliases: [toneless, toneless.replace(/ /g, ''), ...(text.aliases ?? [])],
    value: f.value,
    category: text.category,
    definition: text.definition,
    explanation: text.explanation,
    ...(text.excludes ? { excludes: text.excludes } : {}),
    ...(text.shapes ? { shapes: text.shapes } : {}),
    ...(text.countsOnlyAlone ? { countsOnlyAlone: true, countsBeside: text.countsBeside ?? [] } : {}),
    source: text.source ?? reference(`fan ${f.n} of its table of 81`),
    examples: text.examples,
    detect: (input) => countOf(input, id),
  };
}

/** An exclusion line: `x('all-pungs', 'why')`. */
export const x = (id: string, why: string): Exclusion => ({ id, why });

/** South wins on West's discard in the East round (no seat or prevalent wind for South's pungs except S). */
export const DISCARD: Partial<WinContext> = { seat: 'S', round: 'E', discarder: 'W' };
/** South draws the winning tile in the East round. */
export const SELF: Partial<WinContext> = { seat: 'S', round: 'E', selfDrawn: true };
