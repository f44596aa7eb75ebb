/**
 * Share links: the hand builder's whole state in a URL query, so a link reproduces a hand.
 * A link carries the rules it was made under (variant, catalogue version, options); reading a
 * tampered or outdated link never throws: it returns what it could read and what it could not
 * (./share-read.ts reads one, a file of its own so a scorer fetches it only for an address that
 * holds a link).
 *
 *   ?v=hong-kong&cv=1&h=123m456p789s5pEE%40E&seat=S&round=E&from=W&ev=last&o.minimum=1
 */
import type { WinContext } from './engine/context';
import type { Wind } from './engine/tiles';
import type { Options, VariantHeader } from './engine/variant';

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
