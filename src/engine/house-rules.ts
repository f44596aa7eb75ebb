/**
 * A club's house rules on top of a published variant: its options, patterns it does not play,
 * patterns it values differently, and the settlement model it pays by. `applyHouseRules` turns
 * a variant and a club's rules into a derived Variant the ordinary driver scores, so the club's
 * values reach the total, the cap, the minimum and the payments the same way the published
 * values do. The rules travel in a link (`encodeHouseLink`); reading a link never throws: it
 * keeps what it can check and lists what it could not use.
 */
import { type DetectInput, HOUSE_RULE_BY, type Options, type PatternDef, type Variant } from './variant';
import { HandError } from './errors';
import { findModel, modelsOf } from './models';
import { resolveOptions } from './options';
import { handValue } from './value';

/** The link format's version; a link of another format is refused with a message saying so. */
export const HOUSE_LINK_FORMAT = 1;
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
  return Math.max(...variant.patterns.map((p) => p.value), capDecl?.max ?? 0, typeof fixed === 'number' ? fixed : 0);
}

/** Whole numbers unless the catalogue itself has fractional values. */
const wholeValues = (variant: Variant) => variant.patterns.every((p) => Number.isInteger(p.value));

/**
 * Can a model picker choose the settlement, or does one of the variant's options already choose
 * among its models (VMC's "settlement" option)? Then the option is the one place to choose.
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
  if (rules.variant !== variant.id) problems.push(`the rules are for "${rules.variant}", not ${variant.name}`);
  if (rules.club.length > CLUB_NAME_MAX) problems.push(`the club name is ${rules.club.length} characters long; at most ${CLUB_NAME_MAX} are allowed`);
  try {
    resolveOptions(variant, rules.options);
  } catch (e) {
    problems.push(e instanceof HandError ? e.message : String(e));
  }
  const known = new Set(variant.patterns.map((p) => p.id));
  for (const id of rules.off) if (!known.has(id)) problems.push(`${variant.shortName} has no pattern "${id}" to switch off`);
  const max = patternValueMax(variant);
  const whole = wholeValues(variant);
  for (const [id, value] of Object.entries(rules.values)) {
    const def = variant.patterns.find((p) => p.id === id);
    if (!def) {
      problems.push(`${variant.shortName} has no pattern "${id}" to revalue`);
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value) || (whole && !Number.isInteger(value))) {
      problems.push(`${def.name}: the club value must be a ${whole ? 'whole ' : ''}number (got ${JSON.stringify(value)})`);
    } else if (value < 1 || value > max) {
      problems.push(
        `${def.name}: the club value ${value} is out of range; it must be from 1 to ${max} ${variant.unit.plural} (switch the pattern off instead of valuing it at 0)`,
      );
    }
    if (rules.off.includes(id)) problems.push(`${def.name} is both switched off and revalued; choose one`);
  }
  if (rules.model !== undefined) {
    if (!modelChoosable(variant))
      problems.push(`${variant.shortName} has no settlement model to choose here${modelsOf(variant).length > 1 ? ' (its options choose it)' : ''}`);
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
  const problems = houseRuleProblems(variant, rules);
  if (problems.length) throw new HandError('bad-option', problems[0]);
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

const offWhy = (club: string, def: PatternDef) => `${club ? `${club}'s` : "The club's"} house rules do not play ${def.name}.`;

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
  const valueOf = (def: PatternDef) => rules.values[def.id] ?? def.value;
  const switchedOff = base.patterns.filter((p) => off.has(p.id));
  const revalued = base.patterns
    .filter((p) => rules.values[p.id] !== undefined && rules.values[p.id] !== p.value)
    .map((def) => ({ def, value: rules.values[def.id] }));
  // A revalued pattern scores the club's value whatever the options would have made it.
  const patterns: PatternDef[] = base.patterns
    .filter((p) => !off.has(p.id))
    .map((p) => (valueOf(p) === p.value ? p : { ...p, value: valueOf(p), valueFor: undefined }));

  /**
   * A reading in a shape that is itself a pattern (seven pairs, thirteen orphans) wins only if
   * the club plays a pattern that names the shape (PatternDef.shapes): MCR's seven shifted pairs
   * are still seven pairs to a club that plays Seven Pairs but not Seven Shifted Pairs.
   */
  const clubRules = rules.club ? `${rules.club}'s rules` : "the club's rules";
  const refuse = (input: DetectInput): string | undefined => {
    const named = base.patterns.filter((p) => p.shapes?.includes(input.reading.shape));
    if (!named.length || !named.every((p) => off.has(p.id))) return undefined;
    return `not a winning hand under ${clubRules}: they do not play ${named.map((p) => p.name).join(' or ')}`;
  };

  const model = rules.model !== undefined ? findModel(base, rules.model) : null;
  const variant: Variant = {
    ...base,
    patterns,
    // The club's choices become the defaults, so a request that sets no option plays by them.
    options: base.options.map((decl) => (options[decl.id] === decl.default ? decl : { ...decl, default: options[decl.id] })),
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
 * cap leaves of it (a limit hand under a 10-faan cap is worth 10, not its published 13). The
 * variant's own value rule applies the cap, so a variant without one leaves every value whole.
 */
export function clubWorth(house: HouseVariant, def: PatternDef): { value: number; worth: number } {
  const value = house.rules.values[def.id] ?? def.value;
  const { total } = handValue(house.variant, [{ id: def.id, name: def.name, value, count: 1 }], house.options);
  return { value, worth: Math.min(total, value) };
}

// ---- The link -------------------------------------------------------------------------------

/** What a link carries, in short keys so the link stays short. */
interface LinkBody {
  f: number;
  v: string;
  cv: number;
  n?: string;
  o?: Options;
  off?: string[];
  val?: Record<string, number>;
  m?: string;
}

const toBase64Url = (text: string): string => {
  let binary = '';
  for (const b of new TextEncoder().encode(text)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

const fromBase64Url = (code: string): string => {
  if (!/^[A-Za-z0-9_-]*$/.test(code)) throw new Error('not base64url');
  const binary = atob(code.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
};

/** The address fragment for a club's rules: `#r=<base64url JSON>`. */
export function encodeHouseLink(rules: HouseRules): string {
  const body: LinkBody = { f: HOUSE_LINK_FORMAT, v: rules.variant, cv: rules.catalogueVersion };
  if (rules.club) body.n = rules.club;
  if (Object.keys(rules.options).length) body.o = rules.options;
  if (rules.off.length) body.off = [...rules.off];
  if (Object.keys(rules.values).length) body.val = { ...rules.values };
  if (rules.model !== undefined) body.m = rules.model;
  return `#r=${toBase64Url(JSON.stringify(body))}`;
}

/** The first step of reading a link: which variant it is for, and its raw body. */
export interface HouseLink {
  /** null: nothing usable (no rules in the address, or a link that cannot be read at all). */
  variant: string | null;
  body: Record<string, unknown> | null;
  problems: string[];
}

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads the address fragment (with or without '#'); never throws. */
export function parseHouseLink(hash: string): HouseLink {
  const fragment = hash.replace(/^#/, '');
  const params = new URLSearchParams(fragment);
  const code = params.get('r');
  if (!fragment || code === null) return { variant: null, body: null, problems: fragment ? ['the address holds no house rules (no "r=" part)'] : [] };
  let body: unknown;
  try {
    body = JSON.parse(fromBase64Url(code));
  } catch {
    return { variant: null, body: null, problems: ['the house rules in this link could not be read: it may have been cut short or changed by hand'] };
  }
  if (!isRecord(body)) return { variant: null, body: null, problems: ['the house rules in this link are not a set of rules'] };
  if (body.f !== HOUSE_LINK_FORMAT) {
    return {
      variant: null,
      body: null,
      problems: [`this link is in format ${JSON.stringify(body.f)}; this site reads format ${HOUSE_LINK_FORMAT}, so it cannot tell what the rules say`],
    };
  }
  if (typeof body.v !== 'string' || !body.v) return { variant: null, body: null, problems: ['the link does not say which variant its rules are for'] };
  return { variant: body.v, body, problems: [] };
}

export interface ReadHouseRules {
  rules: HouseRules;
  /** What the link held that could not be used, one message each, saying what is used instead. */
  problems: string[];
  /** Set when the link was made under another catalogue version of the variant. */
  versionNote: string | null;
}

const messageOf = (e: unknown) => (e instanceof HandError ? e.message : String(e));

/**
 * Options each valid alone may still clash (a minimum above the cap, a payout table shorter than
 * the cap): drop the one option whose removal settles it, or else fall back to every default.
 */
function consistentOptions(variant: Variant, options: Options, problems: string[]): Options {
  try {
    resolveOptions(variant, options);
    return options;
  } catch (e) {
    for (const id of Object.keys(options)) {
      const { [id]: dropped, ...rest } = options;
      try {
        resolveOptions(variant, rest);
      } catch {
        continue;
      }
      const decl = variant.options.find((d) => d.id === id)!;
      problems.push(
        `${messageOf(e)}; ${decl.label.toLowerCase()} is back to the published ${JSON.stringify(decl.default)} (the link had ${JSON.stringify(dropped)})`,
      );
      return rest;
    }
    problems.push(`${messageOf(e)}; every option is back to the published default`);
    return {};
  }
}

/**
 * The second step: the link's rules checked against the variant. Each part that fails is left
 * out (the variant's published rule is used instead) and listed; the rest is kept.
 */
export function readHouseRules(variant: Variant, link: HouseLink): ReadHouseRules {
  const problems = [...link.problems];
  const rules = emptyHouseRules(variant);
  const body = link.body ?? {};
  if (link.variant !== null && link.variant !== variant.id) problems.push(`the link is for the variant "${link.variant}", not ${variant.name}`);
  let versionNote: string | null = null;
  if (body.cv !== undefined && body.cv !== variant.catalogueVersion) {
    versionNote = `These rules were made with version ${JSON.stringify(body.cv)} of the ${variant.shortName} catalogue; the site now uses version ${variant.catalogueVersion}. Values not set by the club are the current ones and may have changed since the link was made.`;
  }
  if (body.n !== undefined) {
    if (typeof body.n !== 'string') problems.push('the club name is not text; no name is shown');
    else {
      rules.club = body.n.slice(0, CLUB_NAME_MAX).trim();
      if (body.n.length > CLUB_NAME_MAX) problems.push(`the club name was longer than ${CLUB_NAME_MAX} characters and is cut short`);
    }
  }
  if (body.o !== undefined) {
    if (!isRecord(body.o)) problems.push('the options are not a list of settings; the published defaults are used');
    else {
      for (const [id, value] of Object.entries(body.o)) {
        const decl = variant.options.find((d) => d.id === id);
        try {
          resolveOptions({ ...variant, checkOptions: undefined }, { [id]: value });
          rules.options[id] = value as Options[string];
        } catch (e) {
          problems.push(`${e instanceof HandError ? e.message : String(e)}; using ${decl ? JSON.stringify(decl.default) : 'nothing'}`);
        }
      }
      rules.options = consistentOptions(variant, rules.options, problems);
    }
  }
  const known = new Set(variant.patterns.map((p) => p.id));
  if (body.off !== undefined) {
    if (!Array.isArray(body.off)) problems.push('the switched-off patterns are not a list; every pattern is played');
    else {
      for (const id of body.off) {
        if (typeof id === 'string' && known.has(id)) {
          if (!rules.off.includes(id)) rules.off.push(id);
        } else problems.push(`${variant.shortName} has no pattern ${JSON.stringify(id)}; it cannot be switched off`);
      }
    }
  }
  if (body.val !== undefined) {
    if (!isRecord(body.val)) problems.push('the club values are not a list of patterns and values; the published values are used');
    else {
      for (const [id, value] of Object.entries(body.val)) {
        const trial: HouseRules = { ...emptyHouseRules(variant), values: { [id]: value as number } };
        const wrong = houseRuleProblems(variant, trial);
        if (wrong.length) {
          const def = variant.patterns.find((p) => p.id === id);
          problems.push(`${wrong[0]}${def ? `; using the published ${def.value}` : ''}`);
        } else if (rules.off.includes(id)) {
          problems.push(`${variant.patterns.find((p) => p.id === id)!.name} is both switched off and revalued; it stays switched off`);
        } else rules.values[id] = value as number;
      }
    }
  }
  if (body.m !== undefined) {
    const wrong = houseRuleProblems(variant, { ...emptyHouseRules(variant), model: body.m as string });
    if (typeof body.m !== 'string' || wrong.length) problems.push(`${wrong[0] ?? 'the settlement model is not a name'}; using the published settlement`);
    else rules.model = body.m;
  }
  for (const key of Object.keys(body)) {
    if (!['f', 'v', 'cv', 'n', 'o', 'off', 'val', 'm'].includes(key)) problems.push(`unknown part "${key}" in the link ignored`);
  }
  return { rules, problems, versionNote };
}
