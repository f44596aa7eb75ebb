import { HandError } from './errors';
import {
  compareCodes,
  isBonusCode,
  isExtraCode,
  isPlayingCode,
  isSuited,
  isWildCode,
  playedIn,
  rankOf,
  suitIndexOf,
  type TileCode,
  type TileIndex,
  type TileSet,
  tileIndex,
  tileName,
  wildWord,
} from './tiles';
import type { Options, Variant } from './variant';

export type MeldKind = 'chow' | 'pung' | 'kong';

/** A declared set: exposed (claimed) or, for kongs, concealed and laid down. */
export interface Meld {
  kind: MeldKind;
  tiles: TileCode[];
  exposed: boolean;
  /**
   * Wild tiles taken back out of this exposed pung by swapping in the real tile (a "bounce"),
   * recorded because the wild is then elsewhere in the hand. Only a variant with wilds allows it.
   */
  bounced?: TileCode[];
}

/**
 * A hand as the contract describes it: standing tiles without the winning tile, declared melds,
 * the winning tile (absent for a 13-tile hand that is still waiting) and bonus tiles.
 */
export interface Hand {
  concealed: TileCode[];
  melds: Meld[];
  winningTile?: TileCode;
  bonus: TileCode[];
}

export const describeMeld = (m: Meld): string =>
  `${m.exposed ? 'exposed' : 'concealed'} ${m.kind} [${Array.isArray(m.tiles) ? m.tiles.join(' ') : ''}]`;

/** A meld as an error's parameters: its kind and its tiles in notation (an island says the rest). */
export const meldParams = (m: Meld): { kind: string; meld: string } => ({
  kind: String(m.kind),
  meld: Array.isArray(m.tiles) ? m.tiles.join(' ') : '',
});

/**
 * A tile another variant's set adds (registered in tiles.ts) in a variant whose set lacks it: a
 * specific message rather than "unknown tile code". Variants whose sets hold such tiles validate
 * through their own hand model.
 */
export function refuseForeign(t: TileCode, set: TileSet | undefined): void {
  if (!isExtraCode(t)) return;
  throw new HandError(
    'tile-not-in-set',
    `${t} (${tileName(t)}) is not in the ${set?.name ?? 'tile set of this variant'}: only ${playedIn(t)} plays it`,
    { reason: 'foreign-tile', tile: t },
  );
}

/** Suited tile indexes all of one suit. */
export function oneSuit(idx: readonly TileIndex[]): boolean {
  let suit: number | undefined;
  for (const t of idx) {
    if (suit !== undefined && suitIndexOf(t) !== suit) return false;
    suit = suitIndexOf(t);
  }
  return true;
}

/** Sorted tile indexes of one suit, each one number above the one before: a run. */
export function consecutive(sorted: readonly TileIndex[]): boolean {
  let before = -1;
  for (const t of sorted) {
    if (before >= 0 && t !== before + 1) return false;
    before = t;
  }
  return true;
}

/** Checks a meld is a real chow, pung or kong and returns it with its tiles in order. */
export function checkMeld(m: Meld, set?: TileSet): Meld {
  // Built only for a message: validation runs on every scored hand.
  const where = () => describeMeld(m);
  if (m.kind !== 'chow' && m.kind !== 'pung' && m.kind !== 'kong') {
    throw new HandError(
      'bad-meld',
      `unknown meld kind "${String(m.kind)}" in ${where()}: use chow, pung or kong`,
      { reason: 'meld-kind', value: String(m.kind) },
    );
  }
  if (!Array.isArray(m.tiles))
    throw new HandError('bad-meld', `${where()} has no tile list`, { reason: 'meld-no-tiles' });
  if (m.bounced?.length) {
    const wild = m.bounced.find(isWildCode);
    const who = wild ? `only ${playedIn(wild)} has` : 'this variant has no';
    throw new HandError(
      'bad-meld',
      `${where()} records a bounced ${wildWord(wild)} (${m.bounced.join(' ')}): ${who} ${wildWord(wild, true)} to bounce`,
      { reason: 'bounced-here', ...meldParams(m), tiles: m.bounced.join(' ') },
    );
  }
  for (const t of m.tiles) {
    if (isBonusCode(t))
      throw new HandError(
        'bonus-misplaced',
        `bonus tile ${t} cannot be part of ${where()}: bonus tiles are set aside, never melded`,
        { reason: 'bonus-in-meld', tile: t, ...meldParams(m) },
      );
    refuseForeign(t, set);
    if (!isPlayingCode(t))
      throw new HandError('unknown-tile', `unknown tile code "${t}" in ${where()}`, {
        reason: 'unknown-tile',
        code: t,
      });
  }
  const need = m.kind === 'kong' ? 4 : 3;
  if (m.tiles.length !== need) {
    throw new HandError(
      'bad-meld',
      `${where()} has ${m.tiles.length} tiles; a ${m.kind} needs ${need}`,
      { reason: 'meld-size', ...meldParams(m), count: m.tiles.length, need },
    );
  }
  if (m.kind === 'chow' && !m.exposed) {
    // Concealed chows stay in the standing tiles; only kongs are laid down concealed.
    throw new HandError(
      'bad-meld',
      `${where()}: only a kong can be declared concealed; leave concealed chows among the standing tiles`,
      { reason: 'concealed-meld', ...meldParams(m) },
    );
  }
  if (m.kind === 'pung' && !m.exposed) {
    throw new HandError(
      'bad-meld',
      `${where()}: only a kong can be declared concealed; leave concealed pungs among the standing tiles`,
      { reason: 'concealed-meld', ...meldParams(m) },
    );
  }
  const idx = m.tiles.map(tileIndex).sort((a, b) => a - b);
  if (m.kind === 'chow') {
    if (!idx.every(isSuited)) {
      throw new HandError('bad-meld', `${where()} is not a chow: honours cannot form a sequence`, {
        reason: 'chow-of-honours',
        ...meldParams(m),
      });
    }
    const suit = suitIndexOf(idx[0]!);
    if (!idx.every((i) => suitIndexOf(i) === suit)) {
      throw new HandError(
        'bad-meld',
        `${where()} is not a chow: its tiles are from different suits`,
        { reason: 'chow-mixed-suits', ...meldParams(m) },
      );
    }
    if (rankOf(idx[1]!) !== rankOf(idx[0]!) + 1 || rankOf(idx[2]!) !== rankOf(idx[1]!) + 1) {
      throw new HandError('bad-meld', `${where()} is not a chow: the numbers are not consecutive`, {
        reason: 'chow-not-consecutive',
        ...meldParams(m),
      });
    }
  } else if (!idx.every((i) => i === idx[0])) {
    throw new HandError('bad-meld', `${where()} is not a ${m.kind}: its tiles are not identical`, {
      reason: 'not-identical',
      ...meldParams(m),
    });
  }
  return { kind: m.kind, exposed: m.exposed, tiles: [...m.tiles].sort(compareCodes) };
}

/**
 * How a variant checks an exposed meld under its table options: its own check where its melds may
 * hold wild tiles (Variant.meldCheck), else the shared one, which returns the meld in canonical form.
 */
export const meldCheckOf =
  (variant: Pick<Variant, 'meldCheck'>) =>
  (m: Meld, options: Options): unknown =>
    variant.meldCheck ? variant.meldCheck(m, options) : checkMeld(m);
