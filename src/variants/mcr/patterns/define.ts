/**
 * Builds a catalogue entry from the fan table (names, value), what the page says about it, and
 * how the engine counts it (../detect), so the page and the scorer cannot disagree on what a fan is.
 */
import type { WinContext } from '../../../engine/context';
import type {
  Exclusion,
  ExclusionOfAllBut,
  PatternDef,
  PatternExample,
  PatternText,
  SourceRef,
  Translations,
} from '../../../engine/variant';
import { MCR_COUNTING } from '../detect';
import { reference } from '../sources';
import { fanById } from './fans';

export interface FanText {
  category: string;
  definition: string;
  explanation: string;
  /** The fan's text in other languages; the Chinese name is the table's, so only the definition. */
  translations?: Translations<PatternText>;
  excludes?: Exclusion[];
  excludesAllExcept?: ExclusionOfAllBut;
  examples: PatternExample[];
  /** More search names (the toneless pinyin is added automatically). */
  aliases?: string[];
  /** The fan is itself a winning shape: the reading shapes it names (PatternDef.shapes). */
  shapes?: readonly string[];
  source?: SourceRef;
  countsOnlyAlone?: boolean;
  countsBeside?: readonly string[];
}

const stripTones = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ü/g, 'u');

export function fan(id: string, text: FanText): PatternDef {
  const f = fanById(id);
  const counting = MCR_COUNTING[id];
  if (!f || !counting) throw new Error(`MCR has no fan "${id}"`);
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
    ...(text.translations ? { translations: text.translations } : {}),
    ...(text.excludes ? { excludes: text.excludes } : {}),
    ...(text.excludesAllExcept ? { excludesAllExcept: text.excludesAllExcept } : {}),
    ...(text.shapes ? { shapes: text.shapes } : {}),
    ...(counting.combination ? { combination: true } : {}),
    ...(text.countsOnlyAlone
      ? { countsOnlyAlone: true, countsBeside: text.countsBeside ?? [] }
      : {}),
    source: text.source ?? reference(`fan ${f.n} of its table of 81`),
    examples: text.examples,
    detect: counting.detect,
  };
}

/** An exclusion line: `x('all-pungs', 'why')`: the fan does not count at all with this one. */
export const x = (id: string, why: string): Exclusion => ({ id, why });
/** Per occurrence: only the fan's occurrences on sets of this one are left out (non-repeat per set). */
export const inSets = (id: string, why: string): Exclusion => ({ id, why, scope: 'sets' });
/** Left out only when the table plays the strict 1998 reading (a table option); the page names the option. */
export const strict = (id: string): Exclusion => ({
  id,
  why: 'the table plays the strict 1998 reading',
  whenOption: 'strict1998',
});

/** The fans about how and when the hand was won, which still count with a shape that stands alone (rules/mcr.md §5). */
export const WIN_CONTEXT: readonly string[] = [
  'self-drawn',
  'last-tile-draw',
  'last-tile-claim',
  'out-with-replacement-tile',
  'robbing-the-kong',
  'last-tile',
  'flower-tiles',
];

/** South wins on West's discard in the East round (no seat or prevalent wind for South's pungs except S). */
export const DISCARD: Partial<WinContext> = { seat: 'S', round: 'E', discarder: 'W' };
/** South draws the winning tile in the East round. */
export const SELF: Partial<WinContext> = { seat: 'S', round: 'E', selfDrawn: true };
