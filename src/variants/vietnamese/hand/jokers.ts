/**
 * Hands holding Vietnamese jokers: validation with specific messages, the readings of a
 * complete hand (what each joker stood for in each), and the waits of a 13-tile hand.
 *
 * A hand keeps the contract's shape (`Hand`): jokers `J1`..`J9` may stand among the concealed
 * tiles or inside a declared chow or pung; banked jokers and the 16 flower tiles go in `bonus`.
 */
import type { TileGroup } from '../../../engine/decompose';
import { type ErrorParams, HandError } from '../../../engine/errors';
import { checkMeld, describeMeld, type Hand, type Meld, meldParams } from '../../../engine/hand';
import { handTileCount } from '../../../engine/hand-count';
import {
  isPlayingCode,
  isSuited,
  rankOf,
  suitIndexOf,
  TILE_KINDS,
  type TileCode,
  type TileIndex,
  type TileSet,
  tileCode,
  tileIndex,
} from '../../../engine/tiles';
import { physicalCounts } from '../../../engine/validate-hand';
import {
  type WildReading,
  type WildWaitOptions,
  type WildWin,
  wildReadings,
  wildWaits,
} from '../../../engine/wild-readings';
import { readingKey, type WildGroup, type WildUse } from '../../../engine/wilds';
import {
  compareVietnameseCodes,
  FLOWER_JOKER,
  isJokerCode,
  isVietnameseBonusCode,
  type JokerCode,
  vietnameseTileName,
} from '../tiles';
import {
  DEFAULT_JOKER_RULES,
  JOKERS,
  type JokerRules,
  jokerLabel,
  substitutionProblem,
  wildPlay,
} from '../tiles/jokers';

/** A reading of a hand with jokers: groups record their jokers; `wilds` lists every use. */
export type JokerReading = WildReading;

const flowerJokerError = (where: string, params: ErrorParams) =>
  new HandError(
    'flower-joker-wild',
    `${jokerLabel(FLOWER_JOKER)} ${where}: the flower joker is never a wild; set it aside among the bonus tiles`,
    params,
  );

/**
 * The ways a declared meld holding jokers can be read (a chow such as [5p J2 J2] may be 345,
 * 456 or 567). Throws on a joker in a kong, the flower joker, a joker outside its domain, or
 * more jokers in a called meld than the rules allow.
 */
export function readJokerMeld(m: Meld, rules: JokerRules = DEFAULT_JOKER_RULES): WildGroup[] {
  const where = describeMeld(m);
  const tiles = Array.isArray(m.tiles) ? m.tiles : [];
  const jokers = tiles.filter(isJokerCode);
  const group = (kind: TileGroup['kind'], tile: TileIndex, uses: WildUse[]): WildGroup => ({
    kind,
    tile,
    declared: true,
    concealed: !m.exposed,
    wilds: uses,
  });
  if (jokers.length === 0) {
    const ok = checkMeld({ kind: m.kind, tiles: m.tiles, exposed: m.exposed });
    return [group(ok.kind, Math.min(...ok.tiles.map(tileIndex)), [])];
  }
  if (jokers.includes(FLOWER_JOKER))
    throw flowerJokerError(`is in ${where}`, { reason: 'vn-flower-joker-meld', ...meldParams(m) });
  if (m.kind === 'kong') {
    throw new HandError(
      'joker-in-kong',
      `${jokers.map(jokerLabel).join(', ')} cannot be in ${where}: a quad (kong) must be four real tiles, jokers stand only in runs and triplets`,
      { reason: 'joker-in-kong', tile: jokers[0] ?? '', meld: tiles.join(' '), kind: 'kong' },
    );
  }
  if (m.kind !== 'chow' && m.kind !== 'pung')
    throw new HandError(
      'bad-meld',
      `unknown meld kind "${String(m.kind)}" in ${where}: use chow, pung or kong`,
      { reason: 'meld-kind', value: String(m.kind) },
    );
  if (tiles.length !== 3)
    throw new HandError('bad-meld', `${where} has ${tiles.length} tiles; a ${m.kind} needs 3`, {
      reason: 'meld-size',
      ...meldParams(m),
      count: tiles.length,
      need: 3,
    });
  if (!m.exposed)
    throw new HandError(
      'bad-meld',
      `${where}: only a kong can be declared concealed; leave concealed sets among the standing tiles`,
      { reason: 'concealed-meld', ...meldParams(m) },
    );
  if (jokers.length > rules.maxJokersPerCalledMeld) {
    throw new HandError(
      'bad-meld',
      `${where} holds ${jokers.length} jokers: a called meld may hold at most ${rules.maxJokersPerCalledMeld} under these table rules`,
      {
        reason: 'vn-jokers-per-meld',
        ...meldParams(m),
        count: jokers.length,
        max: rules.maxJokersPerCalledMeld,
      },
    );
  }
  const realCodes = tiles.filter((t) => !isJokerCode(t));
  for (const t of realCodes) {
    if (!isPlayingCode(t))
      throw new HandError(
        isVietnameseBonusCode(t) ? 'bonus-misplaced' : 'unknown-tile',
        `${t} cannot be part of ${where}`,
        isVietnameseBonusCode(t)
          ? { reason: 'bonus-in-meld', tile: t, ...meldParams(m) }
          : { reason: 'unknown-tile', code: t },
      );
  }
  const real = realCodes.map(tileIndex).sort((a, b) => a - b);
  const low = real[0];
  const high = real[real.length - 1];
  if (low === undefined || high === undefined)
    throw new HandError(
      'bad-meld',
      `${where} has no real tile: a called meld holds the claimed tile`,
      { reason: 'vn-no-real-tile', ...meldParams(m) },
    );
  if (m.kind === 'pung') {
    if (!real.every((t) => t === low))
      throw new HandError('bad-meld', `${where} is not a pung: its real tiles are not identical`, {
        reason: 'not-identical',
        meld: tiles.join(' '),
        kind: 'pung',
      });
    for (const j of jokers) {
      const problem = substitutionProblem(j, low);
      if (problem)
        throw new HandError('joker-out-of-domain', `${problem} (in ${where})`, {
          reason: 'vn-joker-cannot-stand',
          tile: j,
          forTile: tileCode(low),
        });
    }
    return [
      group(
        'pung',
        low,
        jokers.map((j) => ({ wild: j, standsFor: low })),
      ),
    ];
  }
  if (!real.every(isSuited) || !real.every((t) => suitIndexOf(t) === suitIndexOf(low))) {
    throw new HandError(
      'bad-meld',
      `${where} is not a chow: its real tiles are not numbered tiles of one suit`,
      { reason: 'vn-chow-suits', ...meldParams(m) },
    );
  }
  if (new Set(real).size !== real.length || high - low > 2) {
    throw new HandError(
      'bad-meld',
      `${where} is not a chow: its real tiles cannot sit in one run of three`,
      { reason: 'vn-chow-run', ...meldParams(m) },
    );
  }
  const out = new Map<string, WildGroup>();
  const r = rankOf(low);
  for (let start = Math.max(1, rankOf(high) - 2); start <= Math.min(r, 7); start++) {
    const base = low - (r - start);
    const missing = [base, base + 1, base + 2].filter((p) => !real.includes(p));
    for (const order of permutations(jokers)) {
      const subs = order.map((j, k) => ({ wild: j, standsFor: missing[k] }));
      if (
        subs.every(
          (u): u is { wild: JokerCode; standsFor: number } =>
            u.standsFor !== undefined && substitutionProblem(u.wild, u.standsFor) === null,
        )
      ) {
        const g = group('chow', base, subs);
        out.set(readingKey([g]), g);
      }
    }
  }
  if (out.size === 0) {
    throw new HandError(
      'joker-out-of-domain',
      `${jokers.map(jokerLabel).join(' and ')} cannot complete ${where}: ${jokers.map((j) => `${j} stands for ${JOKERS[j].covers}`).join('; ')}`,
      { reason: 'vn-jokers-cannot-complete', tile: jokers[0] ?? '', ...meldParams(m) },
    );
  }
  return [...out.values()];
}

function permutations<T>(xs: readonly T[]): T[][] {
  if (xs.length <= 1) return [xs.slice()];
  return xs.flatMap((x, k) =>
    permutations([...xs.slice(0, k), ...xs.slice(k + 1)]).map((rest) => [x, ...rest]),
  );
}

/**
 * Validates a hand that may hold jokers against a Vietnamese tile set: jokers only among the
 * standing tiles, in declared chows and pungs (never a kong) or banked among the bonus tiles;
 * the flower joker only banked; no more jokers or tiles than the set holds; 14 tiles with the
 * winning tile (`complete`) or 13 without. Returns a normalised copy.
 */
export function validateJokerHand(
  hand: Hand,
  set: TileSet,
  rules: JokerRules,
  opts: { complete: boolean },
): Hand {
  if (!hand || !Array.isArray(hand.concealed))
    throw new HandError('bad-request', 'the hand needs a "concealed" list of tile codes', {
      reason: 'hand-no-concealed',
    });
  for (const t of hand.concealed) {
    if (t === FLOWER_JOKER)
      throw flowerJokerError('stands among the concealed tiles', {
        reason: 'vn-flower-joker-standing',
      });
    if (isVietnameseBonusCode(t))
      throw new HandError(
        'bonus-misplaced',
        `bonus tile ${t} (${vietnameseTileName(t)}) cannot stand in the hand: list it among the bonus tiles`,
        { reason: 'bonus-standing', tile: t },
      );
    if (!isPlayingCode(t) && !isJokerCode(t))
      throw new HandError('unknown-tile', `unknown tile code "${t}"`, {
        reason: 'unknown-tile',
        code: t,
      });
  }
  const melds = hand.melds ?? [];
  for (const m of melds) {
    readJokerMeld(m, rules);
    checkBounces(m);
  }
  const bonus = [...(hand.bonus ?? [])];
  for (const t of bonus) {
    if (isPlayingCode(t))
      throw new HandError(
        'bonus-misplaced',
        `${t} (${vietnameseTileName(t)}) is not a bonus tile: only the 16 flower tiles and banked jokers go there`,
        { reason: 'vn-not-bonus', tile: t },
      );
    if (!isVietnameseBonusCode(t) && !isJokerCode(t))
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
    if (win === FLOWER_JOKER)
      throw flowerJokerError('is the winning tile', { reason: 'vn-flower-joker-win' });
    // A discarded joker (its own domain) or flower (any tile) may complete the winner's hand (fact sheet §2.1).
    if (!isPlayingCode(win) && !isJokerCode(win) && !isVietnameseBonusCode(win))
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
    concealed: [...hand.concealed].sort(compareVietnameseCodes),
    melds: melds.map((m) => ({
      kind: m.kind,
      tiles: [...m.tiles].sort(compareVietnameseCodes),
      exposed: m.exposed,
      ...(m.bounced?.length ? { bounced: [...m.bounced].sort(compareVietnameseCodes) } : {}),
    })),
    bonus: bonus.sort(compareVietnameseCodes),
    ...(opts.complete ? { winningTile: win } : {}),
  };
  const count = handTileCount(normal);
  const want = opts.complete ? 14 : 13;
  if (count !== want) {
    throw new HandError(
      'tile-count',
      `the hand has ${count} tiles (each kong counted as three); a ${opts.complete ? 'winning hand needs 14 with its winning tile' : 'waiting hand needs 13'}`,
      { reason: opts.complete ? 'count-winning' : 'count-waiting', count },
    );
  }
  checkJokerCopies(normal, set);
  return normal;
}

/**
 * A bounce (fact sheet §2.1, seed 000): the real tile went into an exposed pung and the joker it
 * stood for came back out. So the meld is an exposed pung (or the kong it later grew into) of a
 * tile inside that joker's domain, and the joker is one that can stand in a pung at all.
 */
export function checkBounces(m: Meld): void {
  const bounced = m.bounced ?? [];
  if (!bounced.length) return;
  if (!Array.isArray(bounced))
    throw new HandError('bad-meld', `${describeMeld(m)}: "bounced" must be a list of joker codes`, {
      reason: 'vn-bounced-list',
      ...meldParams(m),
    });
  const where = describeMeld(m);
  for (const j of bounced) {
    if (!isJokerCode(j))
      throw new HandError(
        'bad-bounce',
        `${where} lists ${String(j)} as bounced: only a joker (J1-J9) is bounced out of a pung`,
        { reason: 'vn-bounced-not-joker', value: String(j), ...meldParams(m) },
      );
    if (j === FLOWER_JOKER)
      throw new HandError(
        'bad-bounce',
        `${jokerLabel(j)} cannot have been bounced out of ${where}: the flower joker never stands in a meld`,
        { reason: 'vn-bounced-flower-joker', tile: j, ...meldParams(m) },
      );
    if (!m.exposed || (m.kind !== 'pung' && m.kind !== 'kong')) {
      throw new HandError(
        'bad-bounce',
        `${jokerLabel(j)} cannot have been bounced out of ${where}: a bounce takes a joker back out of an exposed pung`,
        { reason: 'vn-bounced-not-pung', tile: j, ...meldParams(m) },
      );
    }
    const real = m.tiles.find((t) => isPlayingCode(t));
    if (!real)
      throw new HandError(
        'bad-bounce',
        `${where}: a bounced pung holds the real tile that replaced the joker`,
        { reason: 'vn-bounced-no-real', ...meldParams(m) },
      );
    const problem = substitutionProblem(j, tileIndex(real));
    if (problem)
      throw new HandError(
        'bad-bounce',
        `${jokerLabel(j)} cannot have been bounced out of ${where}: it never stood in that pung (${problem})`,
        { reason: 'vn-bounced-never-stood', tile: j, forTile: real, ...meldParams(m) },
      );
  }
}

function checkJokerCopies(hand: Hand, set: TileSet): void {
  for (const [t, n] of physicalCounts(hand)) {
    const max = set.copies[t] ?? 0;
    if (n <= max) continue;
    const name = vietnameseTileName(t);
    if (isJokerCode(t)) {
      throw new HandError(
        'too-many-jokers',
        max === 0
          ? `${t} (${name}) is not in the ${set.name}`
          : `${n} copies of ${t} (${name}): the ${set.name} has only ${max}`,
        max === 0
          ? { reason: 'not-in-set', tile: t }
          : { reason: 'copies', tile: t, count: n, max },
      );
    }
    if (max === 0)
      throw new HandError('tile-not-in-set', `${t} (${name}) is not in the ${set.name}`, {
        reason: 'not-in-set',
        tile: t,
      });
    throw new HandError(
      'too-many-copies',
      `${n} copies of ${t} (${name}): the ${set.name} has only ${max}`,
      { reason: 'copies', tile: t, count: n, max },
    );
  }
}

/**
 * A discarded flower that completes a win acts as the any-tile joker for the winner (fact sheet
 * §2.1), so the search reads it as a Tổng; the reading then names the flower itself.
 */
const FLOWER_WIN_PROXY: JokerCode = 'J1';

/** Real tiles (counts) and jokers among the standing tiles, plus the winning tile if any. */
export function standingOf(hand: Hand): { real: number[]; jokers: JokerCode[] } {
  const real = new Array<number>(TILE_KINDS).fill(0);
  const jokers: JokerCode[] = [];
  const standing = hand.winningTile ? [...hand.concealed, hand.winningTile] : hand.concealed;
  for (const t of standing) {
    if (isJokerCode(t)) jokers.push(t);
    else if (isVietnameseBonusCode(t)) jokers.push(FLOWER_WIN_PROXY);
    else {
      const k = tileIndex(t);
      real[k] = (real[k] ?? 0) + 1;
    }
  }
  return { real, jokers };
}

/**
 * Every reading of a validated complete hand holding jokers (the engine's wild readings): a
 * discarded joker wins as itself; a discarded flower wins as a Tổng and is named as the flower.
 */
export function jokerReadings(
  hand: Hand,
  selfDrawn: boolean,
  rules: JokerRules = DEFAULT_JOKER_RULES,
): JokerReading[] {
  if (!hand.winningTile)
    throw new HandError('tile-count', 'the hand has no winning tile', {
      reason: 'no-winning-tile',
    });
  const { real, jokers } = standingOf(hand);
  const declared = hand.melds.map((m) => readJokerMeld(m, rules));
  const w = hand.winningTile;
  const win: WildWin = isPlayingCode(w)
    ? { tile: tileIndex(w) }
    : { wild: isJokerCode(w) ? w : FLOWER_WIN_PROXY, shownAs: w };
  return wildReadings(wildPlay(rules), { real, wilds: jokers, declared }, selfDrawn, win);
}

export interface JokerWaitOptions extends WildWaitOptions {
  rules?: JokerRules;
}

/**
 * The real tiles a 13-tile hand holding jokers waits on, in tile order (the hand is validated
 * first). A tile of which the set's every copy is already in the hand is not a wait.
 */
export function jokerWaits(rawHand: Hand, set: TileSet, o: JokerWaitOptions = {}): TileCode[] {
  const rules = o.rules ?? DEFAULT_JOKER_RULES;
  const hand = validateJokerHand(rawHand, set, rules, { complete: false });
  const { real, jokers } = standingOf(hand);
  const held = real.slice();
  for (const m of hand.melds)
    for (const t of m.tiles)
      if (!isJokerCode(t)) {
        const k = tileIndex(t);
        held[k] = (held[k] ?? 0) + 1;
      }
  const copies = (code: TileCode) => set.copies[code] ?? 0;
  return wildWaits(
    wildPlay(rules),
    { real, wilds: jokers, held, declaredMelds: hand.melds.length },
    copies,
    o,
  );
}
