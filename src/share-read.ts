/**
 * Reading a share link (./share.ts writes them): what it holds, what could not be used, and a
 * note when it was made under another catalogue version. Never throws. Apart from the writing,
 * which every change of a scorer's hand runs, because only an address holding a link needs it.
 */
import { HandError } from './engine/errors';
import { parseHand } from './engine/notation';
import { WINDS, type Wind } from './engine/tiles';
import type { Options, VariantHeader } from './engine/variant';
import { type BuilderState, defaultState, WIN_EVENT_LINKS } from './share';
import { ENGLISH_LINK, type LinkSay } from './share-words';

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
