/**
 * The game kept in the browser's storage, one per variant, so closing the tab loses nothing. A
 * saved game carries the rules version it was scored under and the hands as they were scored:
 * opened under a newer version it is shown as it was, never silently rescored, until the reader
 * chooses to score it again under today's rules. Reading never throws: storage another version
 * or another site wrote is ignored.
 */
import type { PlayedHand } from '../../engine/game/play';
import type { Variant } from '../../engine/variant';

/** The part of the browser's Storage this needs (a Map stands in for it in tests). */
export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

interface Saved {
  /** The catalogue version the hands were scored under. */
  version: number;
  /** The game's link (encodeSheet), the one record of what was entered. */
  search: string;
  /** The hands as they were scored then. */
  hands: PlayedHand[];
}

export type Restored =
  | { kind: 'current'; search: string }
  | { kind: 'older'; version: number; search: string; hands: PlayedHand[] };

const keyOf = (variant: Variant) => `mahjong-atlas:game:${variant.id}`;

/** The browser's storage, or null where it is switched off or full (private windows). */
export function browserStore(): Store | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function saveGame(
  store: Store | null,
  variant: Variant,
  search: string,
  hands: PlayedHand[],
): void {
  const saved: Saved = { version: variant.catalogueVersion, search, hands };
  try {
    store?.setItem(keyOf(variant), JSON.stringify(saved));
  } catch {
    // Storage full or refused: the link still holds the game.
  }
}

export function forgetGame(store: Store | null, variant: Variant): void {
  try {
    store?.removeItem(keyOf(variant));
  } catch {
    // Nothing kept, nothing to forget.
  }
}

export function restoreGame(store: Store | null, variant: Variant): Restored | null {
  let saved: unknown;
  try {
    saved = JSON.parse(store?.getItem(keyOf(variant)) ?? 'null');
  } catch {
    return null;
  }
  if (!isSaved(saved)) return null;
  if (saved.version === variant.catalogueVersion) return { kind: 'current', search: saved.search };
  return { kind: 'older', version: saved.version, search: saved.search, hands: saved.hands };
}

function isSaved(x: unknown): x is Saved {
  if (!x || typeof x !== 'object') return false;
  const s = x as Record<string, unknown>;
  return (
    typeof s.version === 'number' &&
    typeof s.search === 'string' &&
    Array.isArray(s.hands) &&
    s.hands.every(isPlayedHand)
  );
}

const isPlayedHand = (h: unknown): h is PlayedHand =>
  !!h &&
  typeof h === 'object' &&
  typeof (h as PlayedHand).number === 'number' &&
  typeof (h as PlayedHand).payments === 'object' &&
  typeof (h as PlayedHand).balances === 'object';
