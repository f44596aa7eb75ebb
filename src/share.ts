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
import type { Options, VariantHeader } from './engine/variant';
import { ENGLISH_LINK, type LinkSay } from './share-words';

export { ENGLISH_LINK, LINK_WORDS, type LinkSay } from './share-words';

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

export function encodeState(variant: VariantHeader, s: BuilderState): string {
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

export function decodeState(
  variant: VariantHeader,
  search: string,
  say: LinkSay = ENGLISH_LINK,
): DecodedState {
  const state = defaultState();
  const problems: string[] = [];
  let versionNote: string | null = null;
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return { state, problems: [say('unreadable')], versionNote };
  }
  if (![...q.keys()].length) return { state, problems, versionNote };
  const v = q.get('v');
  if (v !== null && v !== variant.id)
    problems.push(say('otherVariant', { v, variant: say.variant(variant, true) }));
  const cv = q.get('cv');
  if (cv !== null && cv !== String(variant.catalogueVersion)) {
    versionNote = say('version', {
      cv,
      short: say.variant(variant),
      now: variant.catalogueVersion,
    });
  }
  const h = q.get('h');
  if (h !== null) {
    try {
      parseHand(h);
      state.notation = h;
    } catch (e) {
      problems.push(say('hand', { why: e instanceof HandError ? say.error(e) : 'unreadable' }));
      state.notation = h.slice(0, 200);
    }
  }
  for (const key of ['seat', 'round'] as const) {
    const w = q.get(key);
    if (w === null) continue;
    if (isWind(w)) state[key] = w;
    else
      problems.push(
        say(key === 'seat' ? 'seatNotWind' : 'roundNotWind', {
          value: w,
          wind: say.wind(state[key]),
        }),
      );
  }
  const from = q.get('from');
  if (from !== null) {
    if (!isWind(from)) problems.push(say('discarderNotWind', { value: from }));
    else if (from === state.seat) problems.push(say('discarderWinner', { wind: say.wind(from) }));
    else state.discarder = from;
  }
  const ev = q.get('ev');
  if (ev) {
    for (const name of ev.split(',')) {
      const hit = WIN_EVENT_LINKS.find(([, n]) => n === name);
      if (hit) (state[hit[0]] as boolean) = true;
      else problems.push(say('unknownEvent', { value: name }));
    }
  }
  for (const [key, raw] of q) {
    if (key.startsWith('x.')) {
      const field = variant.contextFields?.find((f) => f.id === key.slice(2));
      if (!field)
        problems.push(say('noField', { short: say.variant(variant), value: key.slice(2) }));
      else if (!field.choices.some((c) => c.value === raw))
        problems.push(say('fieldValue', { field: say.label(field.label), value: raw }));
      else state.extra = { ...state.extra, [field.id]: raw };
      continue;
    }
    if (!key.startsWith('o.')) {
      if (!['v', 'cv', 'h', 'seat', 'round', 'from', 'ev'].includes(key))
        problems.push(say('unknownKey', { value: key }));
      continue;
    }
    const id = key.slice(2);
    const decl = variant.options.find((o) => o.id === id);
    if (!decl) {
      problems.push(say('noOption', { short: say.variant(variant), value: id }));
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
          say('optionInteger', {
            option: say.option(decl),
            value: raw,
            min: String(decl.min),
            max: String(decl.max),
            using: say.value(decl, decl.default),
          }),
        );
      } else state.options[id] = n;
    } else if (decl.type === 'boolean') {
      if (raw === 'true' || raw === 'false') state.options[id] = raw === 'true';
      else
        problems.push(
          say('optionBoolean', {
            option: say.option(decl),
            value: raw,
            using: say.value(decl, decl.default),
          }),
        );
    } else if (decl.type === 'text') {
      // Checked when the hand is scored (e.g. a payout table with a gap), so the error names the rule.
      state.options[id] = raw.slice(0, 500);
    } else if (decl.choices?.some((c) => c.value === raw)) state.options[id] = raw;
    else
      problems.push(
        say('optionChoice', {
          option: say.option(decl),
          value: raw,
          using: say.value(decl, decl.default),
        }),
      );
  }
  return { state, problems, versionNote };
}

/**
 * The part of a link every island shares: the variant, its catalogue version and the options
 * that differ from the defaults (`o.<id>`), exactly as in the hand builder's links. Islands that
 * keep more than a hand (a running bank, a deal) append their own fields to it.
 */
export function encodeRules(variant: VariantHeader, options: Options = {}): URLSearchParams {
  const q = new URLSearchParams(encodeState(variant, { ...defaultState(), options }).slice(1));
  for (const k of ['seat', 'round']) q.delete(k);
  return q;
}

/** Reads the shared part of a link (see encodeRules), ignoring every other field; never throws. */
export function decodeRules(
  variant: VariantHeader,
  search: string,
  say: LinkSay = ENGLISH_LINK,
): { options: Options; problems: string[]; versionNote: string | null } {
  let q: URLSearchParams;
  try {
    q = new URLSearchParams(search);
  } catch {
    return { options: {}, problems: [say('unreadable')], versionNote: null };
  }
  const shared = new URLSearchParams();
  for (const [k, v] of q) if (k === 'v' || k === 'cv' || k.startsWith('o.')) shared.append(k, v);
  const decoded = decodeState(variant, `?${shared.toString()}`, say);
  return {
    options: decoded.state.options,
    problems: decoded.problems,
    versionNote: decoded.versionNote,
  };
}
