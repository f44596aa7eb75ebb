/**
 * A whole hand's checks (the contract's rules on a hand as the engine receives it): kept apart
 * from the hand's shapes and the meld check in ./hand.ts, which a scorer runs from its first tap,
 * so that its first load leaves them to the engine's file.
 */
import { HandError } from './errors';
import { checkMeld, type Hand, type Meld, refuseForeign } from './hand';
import { handTileCount } from './hand-count';
import {
  compareCodes,
  FIRST_WIND,
  isBonusCode,
  isPlayingCode,
  PLAYING_CODES,
  playingIndexOf,
  TILE_KINDS,
  type TileCode,
  type TileIndex,
  type TileSet,
  tileName,
} from './tiles';

export interface ValidateOptions {
  /** true: a complete 14-tile hand with its winning tile; false: a 13-tile hand still waiting. */
  complete: boolean;
}

/**
 * Validates a hand against a tile set: known codes, bonus tiles only among the bonus tiles,
 * real melds, the right number of tiles and no more copies of a tile than the set holds.
 * Returns a normalised copy (sorted standing tiles and bonus tiles).
 */
export function validateHand(hand: Hand, set: TileSet, opts: ValidateOptions): Hand {
  return wellFormedHand(hand, set, opts)?.hand ?? checkEveryRule(hand, set, opts);
}

/**
 * A well-formed hand as validation returns it, with the tiles it counted on the way, so that
 * scoring reads them instead of counting the hand again.
 */
export interface CountedHand {
  hand: Hand;
  /** Copies of each kind among the standing tiles and the winning tile. */
  standing: number[];
  /** Copies of each kind in the whole hand, declared melds included (a kong counts four). */
  counts: number[];
  /** The winning tile's index; -1 for a waiting hand. */
  winningTile: TileIndex;
  /** No exposed meld (a concealed kong keeps the hand concealed). */
  concealedHand: boolean;
}

/**
 * A hand straight from a request's JSON, validated as it stands when it is the ordinary
 * well-formed kind (no copy of it read first); null when it needs reading and checking rule by
 * rule. Its hand is what reading the JSON and validating the result would return.
 */
export function wellFormedJsonHand(
  json: unknown,
  set: TileSet,
  opts: ValidateOptions,
): CountedHand | null {
  return json && typeof json === 'object' ? wellFormedHand(json as Hand, set, opts) : null;
}

const NO_TILES: readonly number[] = new Array<number>(TILE_KINDS).fill(0);

/** Copies of each playing tile in a set, by tile index, read once per set. */
const PLAYING_COPIES = new WeakMap<TileSet, Uint8Array>();
/** The set asked for last, which is nearly always the next hand's too: no map lookup then. */
let lastSet: TileSet | null = null;
let lastCopies: Uint8Array = new Uint8Array(TILE_KINDS);
function playingCopies(set: TileSet): Uint8Array {
  if (set === lastSet) return lastCopies;
  let copies = PLAYING_COPIES.get(set);
  if (!copies) {
    copies = Uint8Array.from(PLAYING_CODES, (c) => set.copies[c] ?? 0);
    PLAYING_COPIES.set(set, copies);
  }
  lastSet = set;
  lastCopies = copies;
  return copies;
}

/**
 * The hand every scored request sends, checked on a 34-entry count array with no message built:
 * known codes, well-formed melds, the right number of tiles, no tile over its copies. Returns the
 * normalised hand (the same one `checkEveryRule` returns) with its counts, or null at the first
 * thing out of the ordinary, so that `checkEveryRule` finds the problem and says which tile and
 * which rule.
 */
function wellFormedHand(hand: Hand, set: TileSet, opts: ValidateOptions): CountedHand | null {
  if (!hand || !Array.isArray(hand.concealed)) return null;
  const rawMelds = hand.melds ?? [];
  const rawBonus = hand.bonus ?? [];
  if (!Array.isArray(rawMelds) || !Array.isArray(rawBonus)) return null;
  // A plain array copied from a zeroed one: cheaper to make than a typed array at this size.
  const standing = NO_TILES.slice();
  for (const t of hand.concealed) {
    const i = playingIndexOf(t);
    if (i < 0) return null;
    standing[i]!++;
  }
  const counts = standing.slice();
  const melds: Meld[] = [];
  let concealedHand = true;
  for (const m of rawMelds) {
    const meld = wellFormedMeld(m, counts);
    if (!meld) return null;
    melds.push(meld);
    if (meld.exposed) concealedHand = false;
  }
  const win = hand.winningTile;
  let w = -1;
  if (opts.complete) {
    w = playingIndexOf(win);
    if (w < 0) return null;
    counts[w]!++;
  } else if (win !== undefined && win !== null) return null;
  if (
    hand.concealed.length + melds.length * 3 + (opts.complete ? 1 : 0) !==
    (opts.complete ? 14 : 13)
  )
    return null;
  const copies = playingCopies(set);
  for (let i = 0; i < TILE_KINDS; i++) if (counts[i]! > copies[i]!) return null;
  for (let k = 0; k < rawBonus.length; k++) {
    const t = rawBonus[k];
    if (
      t === undefined ||
      !isBonusCode(t) ||
      !((set.copies[t] ?? 0) >= 1) ||
      rawBonus.indexOf(t) !== k
    )
      return null;
  }
  const concealed: TileCode[] = [];
  for (let i = 0; i < TILE_KINDS; i++)
    for (let n = standing[i]!; n > 0; n--) concealed.push(PLAYING_CODES[i]!);
  const bonus = rawBonus.length > 1 ? [...rawBonus].sort(compareCodes) : [...rawBonus];
  const out: Hand = { concealed, melds, bonus };
  if (opts.complete) {
    out.winningTile = PLAYING_CODES[w]!;
    standing[w]!++;
  }
  return { hand: out, standing, counts, winningTile: w, concealedHand };
}

/** A real chow, pung or kong of playing tiles, its tiles added to `counts`; null for anything else. */
function wellFormedMeld(m: Meld, counts: number[]): Meld | null {
  // `exposed` must be spelt out: a request that leaves it out means true, which the JSON reader fills in.
  if (!m || !Array.isArray(m.tiles) || m.bounced?.length || typeof m.exposed !== 'boolean')
    return null;
  const { kind, tiles } = m;
  if (
    kind === 'kong'
      ? tiles.length !== 4
      : (kind !== 'chow' && kind !== 'pung') || tiles.length !== 3 || !m.exposed
  )
    return null;
  const a = playingIndexOf(tiles[0]);
  const b = playingIndexOf(tiles[1]);
  const c = playingIndexOf(tiles[2]);
  if (kind === 'chow') {
    const lo = Math.min(a, b, c);
    // Three different numbers of one suit, each within two of the lowest: a run.
    const run =
      lo >= 0 &&
      lo % 9 < 7 &&
      lo + 2 < FIRST_WIND &&
      a !== b &&
      b !== c &&
      a !== c &&
      Math.max(a, b, c) === lo + 2;
    if (!run) return null;
    counts[lo]!++;
    counts[lo + 1]!++;
    counts[lo + 2]!++;
    return {
      kind,
      exposed: m.exposed,
      tiles: [PLAYING_CODES[lo]!, PLAYING_CODES[lo + 1]!, PLAYING_CODES[lo + 2]!],
    };
  }
  if (a < 0 || b !== a || c !== a || (kind === 'kong' && playingIndexOf(tiles[3]) !== a))
    return null;
  counts[a]! += tiles.length;
  // The engine's own codes (equal to the request's), as for the standing tiles and chows.
  const code = PLAYING_CODES[a]!;
  return {
    kind,
    exposed: m.exposed,
    tiles: kind === 'kong' ? [code, code, code, code] : [code, code, code],
  };
}

/** Every rule in turn, each with its own message: the path of a hand `wellFormedHand` did not accept. */
function checkEveryRule(hand: Hand, set: TileSet, opts: ValidateOptions): Hand {
  if (!hand || !Array.isArray(hand.concealed))
    throw new HandError('bad-request', 'the hand needs a "concealed" list of tile codes', {
      reason: 'hand-no-concealed',
    });
  const melds = (hand.melds ?? []).map((m) => checkMeld(m, set));
  const bonus = [...(hand.bonus ?? [])];
  for (const t of hand.concealed) {
    if (isBonusCode(t))
      throw new HandError(
        'bonus-misplaced',
        `bonus tile ${t} (${tileName(t)}) cannot stand in the hand: list it among the bonus tiles`,
        { reason: 'bonus-standing', tile: t },
      );
    refuseForeign(t, set);
    if (!isPlayingCode(t))
      throw new HandError('unknown-tile', `unknown tile code "${t}"`, {
        reason: 'unknown-tile',
        code: t,
      });
  }
  for (const t of bonus) {
    if (isPlayingCode(t))
      throw new HandError(
        'bonus-misplaced',
        `${t} (${tileName(t)}) is not a bonus tile: only flowers F1-F4 and seasons S1-S4 go there`,
        { reason: 'not-bonus', tile: t },
      );
    refuseForeign(t, set);
    if (!isBonusCode(t))
      throw new HandError('unknown-tile', `unknown bonus tile code "${t}"`, {
        reason: 'unknown-tile',
        code: t,
      });
  }
  const win = hand.winningTile;
  if (opts.complete) {
    if (win === undefined || win === null)
      throw new HandError('tile-count', 'the hand has no winning tile', {
        reason: 'no-winning-tile',
      });
    if (isBonusCode(win))
      throw new HandError('bonus-misplaced', `bonus tile ${win} cannot be the winning tile`, {
        reason: 'bonus-win',
        tile: win,
      });
    refuseForeign(win, set);
    if (!isPlayingCode(win))
      throw new HandError('unknown-tile', `unknown winning tile code "${win}"`, {
        reason: 'unknown-tile',
        code: String(win),
      });
  } else if (win !== undefined && win !== null) {
    throw new HandError('tile-count', 'a waiting hand has no winning tile yet', {
      reason: 'waiting-has-winning',
    });
  }
  const normal: Hand = {
    concealed: [...hand.concealed].sort(compareCodes),
    melds,
    bonus: bonus.sort(compareCodes),
    ...(opts.complete ? { winningTile: win } : {}),
  };
  refuseWinOnKong(normal, set);
  const count = handTileCount(normal);
  const want = opts.complete ? 14 : 13;
  if (count !== want) {
    const kongs = melds.filter((m) => m.kind === 'kong').length;
    throw new HandError(
      'tile-count',
      `the hand has ${count} tiles${kongs ? ` (each kong counted as three)` : ''}; a ${opts.complete ? 'winning hand needs 14 with its winning tile' : 'waiting hand needs 13'}`,
      { reason: opts.complete ? 'count-winning' : 'count-waiting', count },
    );
  }
  checkCopies(normal, set);
  return normal;
}

/** How many of each physical tile a hand holds: standing, melds (kongs as four), winning and bonus tiles. */
export function physicalCounts(hand: Hand): Map<TileCode, number> {
  const seen = new Map<TileCode, number>();
  const add = (t: TileCode) => seen.set(t, (seen.get(t) ?? 0) + 1);
  hand.concealed.forEach(add);
  for (const m of hand.melds) {
    m.tiles.forEach(add);
    m.bounced?.forEach(add);
  }
  hand.bonus.forEach(add);
  if (hand.winningTile) add(hand.winningTile);
  return seen;
}

/**
 * Refuses a win on the tile of a declared kong before the tile count does: the reader most likely
 * meant a concealed pung completed by the winning tile, and "15 tiles" would not tell them that.
 */
function refuseWinOnKong(hand: Hand, set: TileSet): void {
  const t = hand.winningTile;
  const max = t ? (set.copies[t] ?? 0) : 0;
  if (!t || max === 0) return;
  if (!hand.melds.some((m) => m.kind === 'kong' && m.tiles.filter((x) => x === t).length === max))
    return;
  // With yet more copies elsewhere the advice below would not make a legal hand; the count message says more.
  if ((physicalCounts(hand).get(t) ?? 0) !== max + 1) return;
  throw new HandError(
    'too-many-copies',
    `the winning tile ${t} (${tileName(t)}) cannot join your declared kong, which already holds all ${max}: ` +
      `a kong is declared before the win and cannot be won on. If you won on the last ${t}, list the other ${max - 1} among the standing tiles, not as a kong`,
    { reason: 'win-on-kong', tile: t, max },
  );
}

/** Refuses more copies of any tile than the set holds. */
function checkCopies(hand: Hand, set: TileSet): void {
  for (const [t, n] of physicalCounts(hand)) {
    const max = set.copies[t] ?? 0;
    if (max === 0)
      throw new HandError('tile-not-in-set', `${t} (${tileName(t)}) is not in the ${set.name}`, {
        reason: 'not-in-set',
        tile: t,
      });
    if (n > max) {
      throw new HandError(
        'too-many-copies',
        `${n} copies of ${t} (${tileName(t)}): the ${set.name} has only ${max}`,
        { reason: 'copies', tile: t, count: n, max },
      );
    }
  }
}
