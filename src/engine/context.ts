import { HandError } from './errors';
import type { Hand } from './hand';
import { WINDS, type Wind } from './tiles';

/** How the hand was won (DESIGN.md `context`). East is the dealer. */
export interface WinContext {
  seat: Wind;
  round: Wind;
  selfDrawn: boolean;
  /** The seat whose discard (or added kong, when robbing) completed the hand. */
  discarder?: Wind;
  kongReplacement: boolean;
  robbingKong: boolean;
  /** Won on the wall's last tile, or on the discard after it. */
  lastTile: boolean;
  /** The winning tile was the last unseen copy (a variant that scores it reads this). */
  fourthTile: boolean;
  /**
   * Context only some variants read (e.g. a declared `missingSuit`), passed through as given;
   * the variant's `checkContext` validates it.
   */
  extra: Record<string, unknown>;
}

const STANDARD_KEYS = new Set([
  'seat',
  'round',
  'selfDrawn',
  'discarder',
  'kongReplacement',
  'robbingKong',
  'lastTile',
  'fourthTile',
]);

export const DEFAULT_CONTEXT: WinContext = {
  seat: 'E',
  round: 'E',
  selfDrawn: true,
  kongReplacement: false,
  robbingKong: false,
  lastTile: false,
  fourthTile: false,
  extra: {},
};

type Flag = 'selfDrawn' | 'kongReplacement' | 'robbingKong' | 'lastTile' | 'fourthTile';

/** A true/false field, its default when absent. */
function flagField(raw: Record<string, unknown>, key: Flag): boolean {
  const v = raw[key];
  if (v === undefined) return DEFAULT_CONTEXT[key];
  if (typeof v !== 'boolean')
    throw new HandError(
      'bad-context',
      `context.${key} must be true or false (got ${JSON.stringify(v)})`,
      { reason: 'context-flag', key, value: JSON.stringify(v) },
    );
  return v;
}

function windField(
  raw: Record<string, unknown>,
  key: string,
  fallback: Wind | undefined,
): Wind | undefined {
  const v = raw[key];
  if (v === undefined || v === null) return fallback;
  // The engine's own string, not the request's copy: payments are keyed by seat, and a key read
  // from JSON would be looked up by its characters on every payment.
  const wind = WINDS.find((w) => w === v);
  if (!wind) {
    throw new HandError(
      'bad-context',
      `context.${key} must be one of E, S, W, N (got ${JSON.stringify(v)})`,
      { reason: 'context-wind', key, value: JSON.stringify(v) },
    );
  }
  return wind;
}

/**
 * Reads a context object, filling defaults, and refuses contradictions: a discarder on a
 * self-drawn win, a winner who discarded to himself, a kong replacement without a kong.
 */
export function readContext(
  raw: unknown,
  hand?: Hand,
  opts: { kongReplacementNeedsKong?: boolean } = {},
): WinContext {
  if (raw !== undefined && (typeof raw !== 'object' || raw === null || Array.isArray(raw))) {
    throw new HandError('bad-context', 'context must be an object', { reason: 'context-object' });
  }
  const r = (raw ?? {}) as Record<string, unknown>;
  // Each flag in its own variable, read in this order (the first bad one is the one named): every
  // scored hand reads a context, so it is built in one go below rather than key by key.
  let selfDrawn = flagField(r, 'selfDrawn');
  const kongReplacement = flagField(r, 'kongReplacement');
  const robbingKong = flagField(r, 'robbingKong');
  const lastTile = flagField(r, 'lastTile');
  const fourthTile = flagField(r, 'fourthTile');
  const seat = windField(r, 'seat', DEFAULT_CONTEXT.seat) as Wind;
  const round = windField(r, 'round', DEFAULT_CONTEXT.round) as Wind;
  const discarder = windField(r, 'discarder', undefined);
  // A discarder alone says the win was on a discard, so selfDrawn need not be spelt out.
  if (r.selfDrawn === undefined && discarder) selfDrawn = false;
  if (selfDrawn && discarder) {
    throw new HandError(
      'bad-context',
      `a self-drawn win has no discarder (context.discarder is ${discarder})`,
      { reason: 'self-drawn-discarder', discarderSeat: discarder },
    );
  }
  if (!selfDrawn && !discarder) {
    throw new HandError(
      'bad-context',
      'a win on a discard needs context.discarder: the seat that discarded the winning tile',
      { reason: 'discard-needs-discarder' },
    );
  }
  if (discarder && discarder === seat) {
    throw new HandError(
      'bad-context',
      `the discarder (${discarder}) cannot be the winner: a player cannot win on his own discard`,
      { reason: 'discarder-is-winner', discarderSeat: discarder },
    );
  }
  if (kongReplacement && !selfDrawn) {
    throw new HandError(
      'bad-context',
      'a win on a kong replacement tile is self-drawn: the replacement is drawn from the wall',
      { reason: 'replacement-on-discard' },
    );
  }
  if (robbingKong && selfDrawn) {
    throw new HandError(
      'bad-context',
      "robbing a kong is a win on another player's tile: set context.discarder to the player who added the kong",
      { reason: 'robbing-self-drawn' },
    );
  }
  if (
    hand &&
    kongReplacement &&
    opts.kongReplacementNeedsKong !== false &&
    !hand.melds.some((m) => m.kind === 'kong')
  ) {
    throw new HandError(
      'bad-context',
      'a win on a kong replacement tile needs a kong among the melds',
      { reason: 'replacement-without-kong' },
    );
  }
  // A variant's checkContext may add to extra, so each context has its own.
  const extra: Record<string, unknown> = {};
  for (const k of Object.keys(r)) if (!STANDARD_KEYS.has(k)) extra[k] = r[k];
  const win: WinContext = {
    seat,
    round,
    selfDrawn,
    kongReplacement,
    robbingKong,
    lastTile,
    fourthTile,
    extra,
  };
  if (discarder) win.discarder = discarder;
  return win;
}
