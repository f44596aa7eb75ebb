/**
 * The house-rule builder's state and every change to it, as plain functions: the club's rules
 * as the engine reads them, and the value fields as typed while they hold no usable value (a
 * value out of range is kept as typed and named, and the value before it stays in the rules until
 * it is fixed). The engine checks the rules themselves (houseRuleProblems). No DOM.
 */
import {
  emptyHouseRules,
  type HouseRules,
  houseRuleProblems,
  patternValueMax,
} from '../../engine/house-rules';
import type { OptionValue, PatternDef, Variant } from '../../engine/variant';
import { withOption } from '../hand-builder/option-values';
import { type HouseSay, houseSayIn } from './words';

const ENGLISH = houseSayIn();

export interface Editor {
  rules: HouseRules;
  /** Value fields as typed, by pattern id, for those that do not hold a usable value yet. */
  drafts: Record<string, string>;
}

export type Change =
  | { type: 'club'; name: string }
  | { type: 'option'; id: string; value: OptionValue }
  /** The settlement model's id; undefined: the published one. */
  | { type: 'model'; model: string | undefined }
  | { type: 'played'; id: string; on: boolean }
  /** A club value as typed in its field. */
  | { type: 'value'; id: string; raw: string };

/** A fresh editor on the published rules of `variant`, keeping the club name typed so far. */
export const startEditor = (variant: Variant, club = ''): Editor => ({
  rules: { ...emptyHouseRules(variant), club },
  drafts: {},
});

/** Is `raw` a value a club may give a pattern under `variant` (1 to the largest cap)? */
export function usableValue(variant: Variant, raw: string): boolean {
  const n = Number(raw);
  return /^\d+(\.\d+)?$/.test(raw.trim()) && n >= 1 && n <= patternValueMax(variant);
}

const without = (drafts: Record<string, string>, id: string) => {
  const { [id]: _dropped, ...rest } = drafts;
  return rest;
};

function valued(variant: Variant, e: Editor, def: PatternDef, raw: string): Editor {
  if (!usableValue(variant, raw)) return { ...e, drafts: { ...e.drafts, [def.id]: raw } };
  const values = { ...e.rules.values };
  // The published value is no change, so the link does not carry it.
  if (Number(raw) === def.value) delete values[def.id];
  else values[def.id] = Number(raw);
  return { rules: { ...e.rules, values }, drafts: without(e.drafts, def.id) };
}

/** The editor after one change. A pattern switched off loses its club value and its typed field. */
export function edit(variant: Variant, e: Editor, change: Change): Editor {
  const { rules } = e;
  switch (change.type) {
    case 'club':
      return { ...e, rules: { ...rules, club: change.name } };
    case 'option':
      return {
        ...e,
        rules: { ...rules, options: withOption(variant, rules.options, change.id, change.value) },
      };
    case 'model':
      return { ...e, rules: { ...rules, model: change.model } };
    case 'played': {
      const off = change.on
        ? rules.off.filter((id) => id !== change.id)
        : [...rules.off, change.id];
      const values = { ...rules.values };
      if (!change.on) delete values[change.id];
      return { rules: { ...rules, off, values }, drafts: without(e.drafts, change.id) };
    }
    case 'value': {
      const def = variant.patterns.find((p) => p.id === change.id);
      return def ? valued(variant, e, def, change.raw) : e;
    }
  }
}

/** Every reason the link cannot be made yet: the fields typed out of range, then the engine's. */
export function editorProblems(variant: Variant, e: Editor, say: HouseSay = ENGLISH): string[] {
  const typed = Object.entries(e.drafts).map(([id, raw]) => {
    const name = say.in(variant).pattern(id, variant.patterns.find((p) => p.id === id)?.name ?? id);
    return say('patterns.badValue', { name, raw, max: patternValueMax(variant) });
  });
  return [...typed, ...houseRuleProblems(variant, e.rules)];
}

/** What a pattern's row shows: played or not, the value in its field, and whether that is wrong or a change. */
export function rowOf(
  variant: Variant,
  e: Editor,
  def: PatternDef,
): { played: boolean; shown: string; bad: boolean; changed: boolean } {
  const played = !e.rules.off.includes(def.id);
  const shown = e.drafts[def.id] ?? String(e.rules.values[def.id] ?? def.value);
  return {
    played,
    shown,
    bad: played && !usableValue(variant, shown),
    changed: !played || Number(shown) !== def.value,
  };
}

/** "2 patterns switched off, 1 revalued, 0 options changed, own settlement model." */
export function changesText(rules: HouseRules, say: HouseSay = ENGLISH): string {
  const n = rules.off.length;
  const options = Object.keys(rules.options).length;
  return say('link.changes', {
    off: say(n === 1 ? 'link.patternOne' : 'link.patternMany', { n }),
    revalued: Object.keys(rules.values).length,
    options: say(options === 1 ? 'link.optionOne' : 'link.optionMany', { n: options }),
    model: rules.model ? say('link.ownModel') : '',
  });
}
