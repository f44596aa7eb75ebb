/**
 * A club's house rules in a link, beside the hand links of share.ts: `#r=<base64url JSON>`.
 * Reading a link never throws: it keeps what it can check against the variant and lists what
 * it could not use.
 */
import { HandError } from './engine/errors';
import {
  CLUB_NAME_MAX,
  emptyHouseRules,
  type HouseRules,
  houseRuleProblems,
} from './engine/house-rules';
import { resolveOptions } from './engine/options';
import type { Options, Variant } from './engine/variant';
import { fill, type Phrases } from './i18n/fill';

/**
 * Why a link holds no rules that can be read, in English; the house-rule pages pass their own
 * words (src/components/house-rules/words.ts takes these in with its phrases).
 */
export const HOUSE_LINK_WORDS = {
  'linkProblem.noRules': 'the address holds no house rules (no "r=" part)',
  'linkProblem.unreadable':
    'the house rules in this link could not be read: it may have been cut short or changed by hand',
  'linkProblem.notRules': 'the house rules in this link are not a set of rules',
  'linkProblem.format':
    'this link is in format {format}; this site reads format {ours}, so it cannot tell what the rules say',
  'linkProblem.noVariant': 'the link does not say which variant its rules are for',
  'linkProblem.unknownVariant': 'this site has no variant "{value}"',
  'linkProblem.noSuchVariant': 'this site has no variant "{value}": the link cannot be shown',
  'linkProblem.notLoaded': 'the variant could not be loaded',
} as const;

export type HouseLinkWord = keyof typeof HOUSE_LINK_WORDS;
const ENGLISH: Phrases<HouseLinkWord> = (key, values = {}) => fill(HOUSE_LINK_WORDS[key], values);

/** The link format's version; a link of another format is refused with a message saying so. */
export const HOUSE_LINK_FORMAT = 1;

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
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (c) => c.charCodeAt(0)),
  );
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

const isRecord = (x: unknown): x is Record<string, unknown> =>
  typeof x === 'object' && x !== null && !Array.isArray(x);

/** Reads the address fragment (with or without '#'); never throws. */
export function parseHouseLink(hash: string, say: Phrases<HouseLinkWord> = ENGLISH): HouseLink {
  const fragment = hash.replace(/^#/, '');
  const params = new URLSearchParams(fragment);
  const code = params.get('r');
  if (!fragment || code === null)
    return {
      variant: null,
      body: null,
      problems: fragment ? [say('linkProblem.noRules')] : [],
    };
  let body: unknown;
  try {
    body = JSON.parse(fromBase64Url(code));
  } catch {
    return {
      variant: null,
      body: null,
      problems: [say('linkProblem.unreadable')],
    };
  }
  if (!isRecord(body))
    return {
      variant: null,
      body: null,
      problems: [say('linkProblem.notRules')],
    };
  if (body.f !== HOUSE_LINK_FORMAT) {
    return {
      variant: null,
      body: null,
      problems: [
        say('linkProblem.format', { format: JSON.stringify(body.f), ours: HOUSE_LINK_FORMAT }),
      ],
    };
  }
  if (typeof body.v !== 'string' || !body.v)
    return {
      variant: null,
      body: null,
      problems: [say('linkProblem.noVariant')],
    };
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
  if (link.variant !== null && link.variant !== variant.id)
    problems.push(`the link is for the variant "${link.variant}", not ${variant.name}`);
  let versionNote: string | null = null;
  if (body.cv !== undefined && body.cv !== variant.catalogueVersion) {
    versionNote = `These rules were made with version ${JSON.stringify(body.cv)} of the ${variant.shortName} catalogue; the site now uses version ${variant.catalogueVersion}. Values not set by the club are the current ones and may have changed since the link was made.`;
  }
  if (body.n !== undefined) {
    if (typeof body.n !== 'string') problems.push('the club name is not text; no name is shown');
    else {
      rules.club = body.n.slice(0, CLUB_NAME_MAX).trim();
      if (body.n.length > CLUB_NAME_MAX)
        problems.push(`the club name was longer than ${CLUB_NAME_MAX} characters and is cut short`);
    }
  }
  if (body.o !== undefined) {
    if (!isRecord(body.o))
      problems.push('the options are not a list of settings; the published defaults are used');
    else {
      for (const [id, value] of Object.entries(body.o)) {
        const decl = variant.options.find((d) => d.id === id);
        try {
          resolveOptions({ ...variant, checkOptions: undefined }, { [id]: value });
          rules.options[id] = value as Options[string];
        } catch (e) {
          problems.push(
            `${e instanceof HandError ? e.message : String(e)}; using ${decl ? JSON.stringify(decl.default) : 'nothing'}`,
          );
        }
      }
      rules.options = consistentOptions(variant, rules.options, problems);
    }
  }
  const known = new Set(variant.patterns.map((p) => p.id));
  if (body.off !== undefined) {
    if (!Array.isArray(body.off))
      problems.push('the switched-off patterns are not a list; every pattern is played');
    else {
      for (const id of body.off) {
        if (typeof id === 'string' && known.has(id)) {
          if (!rules.off.includes(id)) rules.off.push(id);
        } else
          problems.push(
            `${variant.shortName} has no pattern ${JSON.stringify(id)}; it cannot be switched off`,
          );
      }
    }
  }
  if (body.val !== undefined) {
    if (!isRecord(body.val))
      problems.push(
        'the club values are not a list of patterns and values; the published values are used',
      );
    else {
      for (const [id, value] of Object.entries(body.val)) {
        const trial: HouseRules = {
          ...emptyHouseRules(variant),
          values: { [id]: value as number },
        };
        const wrong = houseRuleProblems(variant, trial);
        if (wrong.length) {
          const def = variant.patterns.find((p) => p.id === id);
          problems.push(`${wrong[0]}${def ? `; using the published ${def.value}` : ''}`);
        } else if (rules.off.includes(id)) {
          problems.push(
            `${variant.patterns.find((p) => p.id === id)!.name} is both switched off and revalued; it stays switched off`,
          );
        } else rules.values[id] = value as number;
      }
    }
  }
  if (body.m !== undefined) {
    const wrong = houseRuleProblems(variant, {
      ...emptyHouseRules(variant),
      model: body.m as string,
    });
    if (typeof body.m !== 'string' || wrong.length)
      problems.push(
        `${wrong[0] ?? 'the settlement model is not a name'}; using the published settlement`,
      );
    else rules.model = body.m;
  }
  for (const key of Object.keys(body)) {
    if (!['f', 'v', 'cv', 'n', 'o', 'off', 'val', 'm'].includes(key))
      problems.push(`unknown part "${key}" in the link ignored`);
  }
  return { rules, problems, versionNote };
}
