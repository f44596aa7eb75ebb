/**
 * Share links: the hand builder's whole state in a URL query, so a link reproduces a hand.
 * A link carries the rules it was made under (variant, catalogue version, options); reading a
 * tampered or outdated link never throws: it returns what it could read and what it could not.
 *
 *   ?v=hong-kong&cv=1&h=123m456p789s5pEE%40E&seat=S&round=E&from=W&ev=last&o.minimum=1
 */
import type { WinContext } from './engine/context';
import { HandError } from './engine/errors';
import { parseHand } from './engine/notation';
import { WINDS, type Wind } from './engine/tiles';
import type { Options, Variant } from './engine/variant';

export interface BuilderState {
  notation: string;
  seat: Wind;
  round: Wind;
  /** null: self-drawn. */
  discarder: Wind | null;
  kongReplacement: boolean;
  robbingKong: boolean;
  lastTile: boolean;
  fourthTile: boolean;
  /** Only options that differ from the variant's defaults. */
  options: Options;
  /** The variant's own context fields (Variant.contextFields), e.g. { missingSuit: 'm' }; link keys `x.<id>`. */
  extra?: Record<string, string>;
}

export const defaultState = (): BuilderState => ({
  notation: '',
  seat: 'E',
  round: 'E',
  discarder: null,
  kongReplacement: false,
  robbingKong: false,
  lastTile: false,
  fourthTile: false,
  options: {},
});

/** The win events a link names (`ev=kong,last`): the flag and its name in the link. */
export const WIN_EVENT_LINKS: readonly [keyof BuilderState & string, string][] = [
  ['kongReplacement', 'kong'],
  ['robbingKong', 'rob'],
  ['lastTile', 'last'],
  ['fourthTile', 'fourth'],
];

export function contextOf(s: BuilderState): Partial<WinContext> {
  return {
    seat: s.seat,
    round: s.round,
    selfDrawn: s.discarder === null,
    ...(s.discarder ? { discarder: s.discarder } : {}),
    kongReplacement: s.kongReplacement,
    robbingKong: s.robbingKong,
    lastTile: s.lastTile,
    fourthTile: s.fourthTile,
    // Variant-specific fields reach the variant through win.extra.
    ...(s.extra ?? {}),
  } as Partial<WinContext>;
}

export function encodeState(variant: Variant, s: BuilderState): string {
  const q = new URLSearchParams();
  q.set('v', variant.id);
  q.set('cv', String(variant.catalogueVersion));
  if (s.notation) q.set('h', s.notation);
  q.set('seat', s.seat);
  q.set('round', s.round);
  if (s.discarder) q.set('from', s.discarder);
  const ev = WIN_EVENT_LINKS.filter(([k]) => s[k]).map(([, name]) => name);
  if (ev.length) q.set('ev', ev.join(','));
  for (const field of variant.contextFields ?? []) {
    const v = s.extra?.[field.id];
    if (v !== undefined) q.set(`x.${field.id}`, v);
  }
  for (const decl of variant.options) {
    const v = s.options[decl.id];
    if (v !== undefined && v !== decl.default) q.set(`o.${decl.id}`, String(v));
  }
  return `?${q.toString()}`;
}

export interface DecodedState {
  state: BuilderState;
  /** What the link held that could not be used, one message each; empty for a clean link. */
  problems: string[];
  /** Set when the link was made under another catalogue version of the variant. */
  versionNote: string | null;
}

const isWind = (x: string | null): x is Wind =>
  x !== null && (WINDS as readonly string[]).includes(x);

export function decodeState(variant: Variant, search: string): DecodedState {
  const state = defaultState();
  const problems: string[] = [];
  let versionNote: string | null = null;
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return { state, problems: ['the link could not be read at all'], versionNote };
  }
  if (![...q.keys()].length) return { state, problems, versionNote };
  const v = q.get('v');
  if (v !== null && v !== variant.id)
    problems.push(
      `the link is for the variant "${v}", not ${variant.name}; its hand is shown under ${variant.name} rules`,
    );
  const cv = q.get('cv');
  if (cv !== null && cv !== String(variant.catalogueVersion)) {
    versionNote = `This link was made with version ${cv} of the ${variant.shortName} rules; the site now uses version ${variant.catalogueVersion}, so values may have changed since.`;
  }
  const h = q.get('h');
  if (h !== null) {
    try {
      parseHand(h);
      state.notation = h;
    } catch (e) {
      problems.push(
        `the hand in the link could not be read: ${e instanceof HandError ? e.message : 'unreadable'}`,
      );
      state.notation = h.slice(0, 200);
    }
  }
  for (const key of ['seat', 'round'] as const) {
    const w = q.get(key);
    if (w === null) continue;
    if (isWind(w)) state[key] = w;
    else problems.push(`${key} "${w}" is not a wind (E, S, W or N); using ${state[key]}`);
  }
  const from = q.get('from');
  if (from !== null) {
    if (!isWind(from))
      problems.push(`discarder "${from}" is not a wind; treating the win as self-drawn`);
    else if (from === state.seat)
      problems.push(`the discarder (${from}) cannot be the winner; treating the win as self-drawn`);
    else state.discarder = from;
  }
  const ev = q.get('ev');
  if (ev) {
    for (const name of ev.split(',')) {
      const hit = WIN_EVENT_LINKS.find(([, n]) => n === name);
      if (hit) (state[hit[0]] as boolean) = true;
      else problems.push(`unknown win event "${name}" ignored`);
    }
  }
  for (const [key, raw] of q) {
    if (key.startsWith('x.')) {
      const field = variant.contextFields?.find((f) => f.id === key.slice(2));
      if (!field)
        problems.push(`${variant.shortName} has no context field "${key.slice(2)}"; ignored`);
      else if (!field.choices.some((c) => c.value === raw))
        problems.push(`${field.label.toLowerCase()} cannot be "${raw}"; choose it again`);
      else state.extra = { ...state.extra, [field.id]: raw };
      continue;
    }
    if (!key.startsWith('o.')) {
      if (!['v', 'cv', 'h', 'seat', 'round', 'from', 'ev'].includes(key))
        problems.push(`unknown link field "${key}" ignored`);
      continue;
    }
    const id = key.slice(2);
    const decl = variant.options.find((o) => o.id === id);
    if (!decl) {
      problems.push(`${variant.shortName} has no option "${id}"; ignored`);
      continue;
    }
    if (decl.type === 'integer') {
      const n = Number(raw);
      if (
        !/^-?\d+$/.test(raw) ||
        (decl.min !== undefined && n < decl.min) ||
        (decl.max !== undefined && n > decl.max)
      ) {
        problems.push(
          `option ${id} "${raw}" is not a whole number from ${decl.min} to ${decl.max}; using ${decl.default}`,
        );
      } else state.options[id] = n;
    } else if (decl.type === 'boolean') {
      if (raw === 'true' || raw === 'false') state.options[id] = raw === 'true';
      else problems.push(`option ${id} "${raw}" is not true or false; using ${decl.default}`);
    } else if (decl.type === 'text') {
      // Checked when the hand is scored (e.g. a payout table with a gap), so the error names the rule.
      state.options[id] = raw.slice(0, 500);
    } else if (decl.choices?.some((c) => c.value === raw)) state.options[id] = raw;
    else problems.push(`option ${id} cannot be "${raw}"; using ${decl.default}`);
  }
  return { state, problems, versionNote };
}

/**
 * The part of a link every island shares: the variant, its catalogue version and the options
 * that differ from the defaults (`o.<id>`), exactly as in the hand builder's links. Islands that
 * keep more than a hand (a running bank, a deal) append their own fields to it.
 */
export function encodeRules(variant: Variant, options: Options = {}): URLSearchParams {
  const q = new URLSearchParams(encodeState(variant, { ...defaultState(), options }).slice(1));
  for (const k of ['seat', 'round']) q.delete(k);
  return q;
}

/** Reads the shared part of a link (see encodeRules), ignoring every other field; never throws. */
export function decodeRules(
  variant: Variant,
  search: string,
): { options: Options; problems: string[]; versionNote: string | null } {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return { options: {}, problems: ['the link could not be read at all'], versionNote: null };
  }
  const shared = new URLSearchParams();
  for (const [k, v] of q) if (k === 'v' || k === 'cv' || k.startsWith('o.')) shared.append(k, v);
  const decoded = decodeState(variant, `?${shared.toString()}`);
  return {
    options: decoded.state.options,
    problems: decoded.problems,
    versionNote: decoded.versionNote,
  };
}
