/**
 * A club's house rules on top of a published variant: its options, patterns it does not play,
 * patterns it values differently, and the settlement model it pays by. `applyHouseRules` turns
 * a variant and a club's rules into a derived Variant the ordinary driver scores, so the club's
 * values reach the total, the cap, the minimum and the payments the same way the published
 * values do. The rules travel in a link (src/house-rules-link.ts).
 */

import { HandError } from './errors';
import { findModel, modelsOf } from './models';
import { resolveOptions } from './options';
import { handValue } from './total';
import {
  type DetectInput,
  HOUSE_RULE_BY,
  type Options,
  type PatternDef,
  type Variant,
} from './variant';

export const CLUB_NAME_MAX = 80;
export { HOUSE_RULE_BY };

export interface HouseRules {
  variant: string;
  /** The variant's catalogueVersion the rules were made under. */
  catalogueVersion: number;
  club: string;
  /** Only the options the club set; the rest are the variant's defaults. */
  options: Options;
  /** Pattern ids the club does not play. */
  off: string[];
  /** Pattern id → the club's value, in the variant's unit. */
  values: Record<string, number>;
  /** The settlement model's id; absent: the variant's own choice (its options may pick one). */
  model?: string;
}

export const emptyHouseRules = (variant: Variant): HouseRules => ({
  variant: variant.id,
  catalogueVersion: variant.catalogueVersion,
  club: '',
  options: {},
  off: [],
  values: {},
});

/** The largest value a club may give a pattern: the catalogue's largest, or the largest cap the variant allows. */
export function patternValueMax(variant: Variant): number {
  const capDecl = variant.options.find((o) => o.id === 'cap');
  const fixed = variant.rules?.fixedCap;
  return Math.max(
    ...variant.patterns.map((p) => p.value),
    capDecl?.max ?? 0,
    typeof fixed === 'number' ? fixed : 0,
  );
}

/** Whole numbers unless the catalogue itself has fractional values. */
const wholeValues = (variant: Variant) => variant.patterns.every((p) => Number.isInteger(p.value));

/**
 * Can a model picker choose the settlement, or does one of the variant's options already choose
 * among its models (a "settlement" option)? Then the option is the one place to choose.
 */
export function modelChoosable(variant: Variant): boolean {
  const models = modelsOf(variant);
  if (models.length < 2) return false;
  const ids = models
    .map((m) => m.id)
    .sort()
    .join(',');
  return !variant.options.some(
    (o) =>
      o.type === 'choice' &&
      (o.choices ?? [])
        .map((c) => c.value)
        .sort()
        .join(',') === ids,
  );
}

/** Every problem with a club's rules, one specific message each; empty when the rules are sound. */
export function houseRuleProblems(variant: Variant, rules: HouseRules): string[] {
  const problems: string[] = [];
  if (rules.variant !== variant.id)
    problems.push(`the rules are for "${rules.variant}", not ${variant.name}`);
  if (rules.club.length > CLUB_NAME_MAX)
    problems.push(
      `the club name is ${rules.club.length} characters long; at most ${CLUB_NAME_MAX} are allowed`,
    );
  try {
    resolveOptions(variant, rules.options);
  } catch (e) {
    problems.push(e instanceof HandError ? e.message : String(e));
  }
  const known = new Set(variant.patterns.map((p) => p.id));
  for (const id of rules.off)
    if (!known.has(id)) problems.push(`${variant.shortName} has no pattern "${id}" to switch off`);
  const max = patternValueMax(variant);
  const whole = wholeValues(variant);
  for (const [id, value] of Object.entries(rules.values)) {
    const def = variant.patterns.find((p) => p.id === id);
    if (!def) {
      problems.push(`${variant.shortName} has no pattern "${id}" to revalue`);
      continue;
    }
    if (
      typeof value !== 'number' ||
      !Number.isFinite(value) ||
      (whole && !Number.isInteger(value))
    ) {
      problems.push(
        `${def.name}: the club value must be a ${whole ? 'whole ' : ''}number (got ${JSON.stringify(value)})`,
      );
    } else if (value < 1 || value > max) {
      problems.push(
        `${def.name}: the club value ${value} is out of range; it must be from 1 to ${max} ${variant.unit.plural} (switch the pattern off instead of valuing it at 0)`,
      );
    }
    if (rules.off.includes(id))
      problems.push(`${def.name} is both switched off and revalued; choose one`);
  }
  if (rules.model !== undefined) {
    if (!modelChoosable(variant))
      problems.push(
        `${variant.shortName} has no settlement model to choose here${modelsOf(variant).length > 1 ? ' (its options choose it)' : ''}`,
      );
    else {
      try {
        findModel(variant, rules.model);
      } catch (e) {
        problems.push(e instanceof HandError ? e.message : String(e));
      }
    }
  }
  return problems;
}

/** Throws a HandError naming the first problem (for callers that want all-or-nothing). */
export function checkHouseRules(variant: Variant, rules: HouseRules): void {
  const [first] = houseRuleProblems(variant, rules);
  if (first !== undefined) throw new HandError('bad-option', first);
}

export interface HouseVariant {
  /** The variant the driver scores with the club's rules; same id, so pattern links still resolve. */
  variant: Variant;
  base: Variant;
  rules: HouseRules;
  /** The club's options, resolved (defaults filled in). */
  options: Options;
  switchedOff: PatternDef[];
  revalued: { def: PatternDef; value: number }[];
}

const offWhy = (club: string, def: PatternDef) =>
  `${club ? `${club}'s` : "The club's"} house rules do not play ${def.name}.`;

/**
 * The variant as the club plays it. Switched-off patterns are never counted (they are not
 * detected at all, so a smaller pattern they would have replaced counts instead); revalued
 * patterns carry the club's value into every total. Throws a HandError
 * for rules `houseRuleProblems` would refuse.
 */
export function applyHouseRules(base: Variant, rules: HouseRules): HouseVariant {
  checkHouseRules(base, rules);
  const options = resolveOptions(base, rules.options);
  const off = new Set(rules.off);
  const valueIn = (def: PatternDef) => rules.values[def.id] ?? def.value;
  const switchedOff = base.patterns.filter((p) => off.has(p.id));
  const revalued = base.patterns.flatMap((def) => {
    const value = rules.values[def.id];
    return value !== undefined && value !== def.value ? [{ def, value }] : [];
  });
  // A revalued pattern scores the club's value whatever the options would have made it.
  const patterns: PatternDef[] = base.patterns
    .filter((p) => !off.has(p.id))
    .map((p) => (valueIn(p) === p.value ? p : { ...p, value: valueIn(p), valueFor: undefined }));

  /**
   * A reading in a shape that is itself a pattern (seven pairs, thirteen orphans) wins only if
   * the club plays a pattern that names the shape (PatternDef.shapes): a pattern such as seven shifted pairs
   * are still seven pairs to a club that plays Seven Pairs but not Seven Shifted Pairs.
   */
  const clubRules = rules.club ? `${rules.club}'s rules` : "the club's rules";
  const refuse = (input: DetectInput): HandError | undefined => {
    const named = base.patterns.filter((p) => p.shapes?.includes(input.reading.shape));
    if (!named.length || !named.every((p) => off.has(p.id))) return undefined;
    return new HandError(
      'not-winning',
      `not a winning hand under ${clubRules}: they do not play ${named.map((p) => p.name).join(' or ')}`,
      { reason: 'club-shape-off' },
    );
  };

  const model = rules.model !== undefined ? findModel(base, rules.model) : null;
  const variant: Variant = {
    ...base,
    patterns,
    // The club's choices become the defaults, so a request that sets no option plays by them.
    options: base.options.map((decl) => {
      const chosen = options[decl.id];
      return chosen === undefined || chosen === decl.default ? decl : { ...decl, default: chosen };
    }),
    // The driver counts the club's catalogue, so what is not played replaces nothing.
    houseRules: { club: rules.club, switchedOff, offWhy: (def) => offWhy(rules.club, def), refuse },
    ...(model
      ? {
          settle: model.settle,
          settlementSummary: model.summary,
          activeSettlementModel: () => model.id,
        }
      : {}),
  };
  return { variant, base, rules, options, switchedOff, revalued };
}

/**
 * What a pattern is worth on its own under a club's rules: its club value, and what the club's
 * cap leaves of it (a limit hand under a cap of 10 is worth 10, not its published 13). The
 * variant's own value rule applies the cap, so a variant without one leaves every value whole.
 */
export function clubWorth(house: HouseVariant, def: PatternDef): { value: number; worth: number } {
  const value = house.rules.values[def.id] ?? def.value;
  const { total } = handValue(
    house.variant,
    [{ id: def.id, name: def.name, value, count: 1 }],
    house.options,
  );
  return { value, worth: Math.min(total, value) };
}
