/**
 * The hand builder's pure logic: where a tapped tile goes, removing tiles, the pending meld,
 * and what the results panel shows before the engine is asked (./outcome.ts asks it). No DOM
 * and no Preact, so it stays easy to reason about; every rule it enforces beyond "is there room"
 * is the engine's: a meld's check (passed in, as it comes with a scorer's scoring part), and
 * scoreHand and waitsOf there.
 */
import type { Hand, Meld } from '../../engine/hand';
import { handTileCount } from '../../engine/hand-count';
import { formatHand } from '../../engine/notation-write';
import type { ScoreResult, Wait } from '../../engine/score';
import { compareCodes, isBonusCode, isPlayingCode, type TileCode } from '../../engine/tiles';
import type { VariantHeader } from '../../engine/variant';
import { errorTextIn } from '../engine-words';
import { ENGLISH, type Say } from './words';

/** Where a tapped playing tile goes. Bonus tiles always go to the bonus tiles; 'bank' sets a joker aside. */
export type Target = 'standing' | 'meld' | 'kong' | 'win' | 'bank';

/** A place tapped tiles can go, with its name and what it takes. */
export interface TargetChoice {
  id: Target;
  label: string;
  hint: string;
}

/** The places every variant's tiles can go, in the page's words (a variant's tap rules add banking). */
export const targetsIn = (say: Say = ENGLISH): TargetChoice[] =>
  (['standing', 'meld', 'kong', 'win'] as const).map((id) => ({
    id,
    label: say(`target.${id}`),
    hint: say(`target.${id}.hint`),
  }));

/** Tiles that only ever go among the bonus tiles: flowers and seasons, and those the variant's tap rules add. */
const alwaysBonus = (variant: VariantHeader, code: TileCode): boolean =>
  isBonusCode(code) || !!variant.tapRules?.isBonus(code);

/** A tile outside the 34 playing tiles that is no bonus tile stands for others: a joker. */
const isJoker = (code: TileCode): boolean => !isPlayingCode(code) && !isBonusCode(code);

export const emptyHand = (): Hand => ({ concealed: [], melds: [], bonus: [] });

export interface Edit {
  hand: Hand;
  pending: TileCode[];
  /** A message for the reader when the tap was refused or did something worth saying. */
  message: string | null;
}

/** Physical copies of `code` in the hand and the pending meld (a kong holds four). */
export function copiesHeld(hand: Hand, pending: readonly TileCode[], code: TileCode): number {
  let n = 0;
  const count = (t: TileCode) => {
    if (t === code) n++;
  };
  for (const t of [
    ...hand.concealed,
    ...hand.melds.flatMap((m) => m.tiles),
    ...hand.bonus,
    ...pending,
  ])
    count(t);
  if (hand.winningTile) count(hand.winningTile);
  return n;
}

const clone = (h: Hand): Hand => ({
  concealed: [...h.concealed],
  melds: h.melds.map((m) => ({ ...m, tiles: [...m.tiles] })),
  bonus: [...h.bonus],
  ...(h.winningTile ? { winningTile: h.winningTile } : {}),
});

const withoutWin = (h: Hand): Hand => {
  const { winningTile: _w, ...rest } = h;
  return rest;
};

/**
 * The engine's check of an exposed meld under the options chosen (engine/hand.ts meldCheckOf): it
 * throws on a meld the rules refuse, and may return the meld in canonical form.
 */
export type MeldCheck = (m: Meld) => unknown;

/** What a tap on palette tile `code` does, given where tapped tiles currently go; `say` words its messages. */
export function tapTile(
  variant: VariantHeader,
  hand: Hand,
  pending: readonly TileCode[],
  target: Target,
  code: TileCode,
  check: MeldCheck | null = null,
  say: Say = ENGLISH,
): Edit {
  const tile = say.tile(code);
  const max = variant.tileSet.copies[code] ?? 0;
  const held = copiesHeld(hand, pending, code);
  const keep = (message: string): Edit => ({ hand, pending: [...pending], message });
  if (max === 0) return keep(say('tap.notInSet', { tile, set: variant.tileSet.name }));
  if (held >= max)
    return keep(max === 1 ? say('tap.onlyOne', { tile }) : say('tap.allCopies', { tile, max }));
  const next = clone(hand);
  const bonus = alwaysBonus(variant, code);
  // Where the tap rules allow it, a discarded bonus tile can be won on: it is then the winning tile.
  const bonusWin = bonus && target === 'win' && !!variant.tapRules?.winsAsBonus(code);
  const banked = target === 'bank' && !bonus && isJoker(code);
  if ((bonus && !bonusWin) || banked) {
    next.bonus.push(code);
    return {
      hand: next,
      pending: [...pending],
      message: banked ? say('tap.banked', { tile }) : null,
    };
  }
  if (target === 'bank') return keep(say('tap.onlyJokersBanked', { tile }));
  if (target === 'kong' && isJoker(code)) return keep(say('tap.jokerNoKong', { tile }));
  const count = handTileCount(hand);
  switch (target) {
    case 'standing': {
      if (!hand.winningTile && count === 13) {
        next.winningTile = code;
        return { hand: next, pending: [...pending], message: say('tap.winning', { tile }) };
      }
      if (count >= 14) return keep(say('tap.full'));
      next.concealed.push(code);
      return { hand: next, pending: [...pending], message: null };
    }
    case 'win': {
      next.winningTile = code;
      return { hand: next, pending: [...pending], message: say('tap.winning', { tile }) };
    }
    case 'kong': {
      if (held > 0) return keep(say('tap.kongNeedsAll', { tile, held }));
      if (count - (hand.winningTile ? 1 : 0) + 3 > 13) return keep(say('tap.noRoomKong'));
      next.melds.push({ kind: 'kong', tiles: [code, code, code, code], exposed: false });
      return { hand: next, pending: [...pending], message: say('tap.kongAdded', { tile }) };
    }
    case 'meld': {
      if (pending.length >= 4) return keep(say('tap.meldFull'));
      const grown = [...pending, code];
      if (grown.length === 4) return finishMeld(hand, grown, check, false, say);
      return { hand, pending: grown, message: null };
    }
  }
}

/**
 * Whether tapped tiles could be read two ways: one real numbered tile and two jokers make a
 * pung or a run (5p with two jokers: 555p, or a chow from 345p to 567p). Only then does the
 * reader choose; every other set of tiles has one kind.
 */
export function pungOrChow(tiles: readonly TileCode[]): boolean {
  const real = tiles.filter(isPlayingCode);
  return tiles.length === 3 && real.length === 1 && real.every((t) => /^[1-9][mps]$/.test(t));
}

/**
 * The meld a list of tapped tiles makes: identical tiles are a pung or kong, others a chow.
 * Jokers take the shape of the real tiles beside them; one real tile with two jokers is a pung
 * unless `asChow` (the reader chose a run, see pungOrChow).
 */
export function meldOf(tiles: readonly TileCode[], asChow = false): Meld {
  const real = tiles.filter(isPlayingCode);
  const same = real.length > 0 && real.every((t) => t === real[0]);
  const kind =
    asChow && pungOrChow(tiles)
      ? 'chow'
      : same
        ? tiles.length === 4
          ? 'kong'
          : 'pung'
        : tiles.length === 4
          ? 'kong'
          : 'chow';
  return { kind, tiles: [...tiles], exposed: true };
}

/**
 * Commits the pending meld to the hand after the engine checks it. `check` is null while the check
 * is on its way (a scorer's comes with its scoring part, which the first tap fetches): the meld
 * then waits, and Finish meld is tapped again. `asChow` reads one real tile and two jokers as a
 * run; the check then refuses a joker that cannot stand for the run's other tiles.
 */
export function finishMeld(
  hand: Hand,
  pending: readonly TileCode[],
  check: MeldCheck | null,
  asChow = false,
  say: Say = ENGLISH,
): Edit {
  if (pending.length < 3)
    return { hand, pending: [...pending], message: say('tap.meldTooSmall', { n: pending.length }) };
  if (check === null) return { hand, pending: [...pending], message: say('tap.meldChecking') };
  let meld: Meld;
  try {
    meld = meldOf(pending, asChow);
    // The shared check returns the meld in canonical form; a joker check only vets it.
    const checked = check(meld);
    if (checked && !Array.isArray(checked) && typeof checked === 'object' && 'tiles' in checked)
      meld = checked as Meld;
  } catch (e) {
    return { hand, pending: [...pending], message: say.error(e) };
  }
  if (handTileCount(hand) - (hand.winningTile ? 1 : 0) + 3 > 13)
    return { hand, pending: [...pending], message: say('tap.noRoomMeld') };
  const next = clone(hand);
  next.melds.push(meld);
  return {
    hand: next,
    pending: [],
    message: say(`tap.added.${meld.kind}`, { tiles: meld.tiles.map(say.tile).join(', ') }),
  };
}

export type Place =
  | { where: 'concealed'; index: number }
  | { where: 'meld'; index: number }
  | { where: 'win' }
  | { where: 'bonus'; index: number };

/** Removes a tile (or a whole meld) from the hand. */
export function removeAt(hand: Hand, place: Place): Hand {
  const next = clone(hand);
  if (place.where === 'concealed') next.concealed.splice(place.index, 1);
  else if (place.where === 'meld') next.melds.splice(place.index, 1);
  else if (place.where === 'bonus') next.bonus.splice(place.index, 1);
  else return withoutWin(next);
  return next;
}

/** The English message of an engine error, or a plain description of anything else (never rethrown). */
export const errorText = (e: unknown): string => errorTextIn(undefined, e);

export interface ParsedNotation {
  hand: Hand;
  error: string | null;
  /** The text waits for the notation's reader, which is still on its way (see readNotation). */
  unread?: true;
}

/** The notation's reader (the engine's parseHand), which an island may fetch when first needed. */
export type ReadHand = (text: string) => Hand;

/**
 * Reads the notation box; an empty box is an empty hand, not an error. Without `read` (not
 * fetched yet) any other text is unread: neither a hand nor an error until the reader arrives.
 */
export function readNotation(
  text: string,
  read: ReadHand | undefined,
  say: Say = ENGLISH,
): ParsedNotation {
  if (!text.trim()) return { hand: emptyHand(), error: null };
  if (!read) return { hand: emptyHand(), error: null, unread: true };
  try {
    return { hand: read(text), error: null };
  } catch (e) {
    return { hand: emptyHand(), error: say.error(e) };
  }
}

export const writeNotation = (hand: Hand): string => formatHand(hand);

const sorted = (tiles: readonly TileCode[]): TileCode[] => [...tiles].sort(compareCodes);

/**
 * The hand a tap made, as reading its notation back would give it (standing tiles, bonus tiles and
 * each meld's tiles in the notation's order), so the builder need not read what it wrote itself.
 */
export const asWritten = (hand: Hand): Hand => ({
  concealed: sorted(hand.concealed),
  melds: hand.melds.map((m) => ({
    kind: m.kind,
    tiles: sorted(m.tiles),
    exposed: m.exposed,
    ...(m.bounced?.length ? { bounced: sorted(m.bounced) } : {}),
  })),
  ...(hand.winningTile ? { winningTile: hand.winningTile } : {}),
  bonus: sorted(hand.bonus),
});

export type Outcome =
  | { kind: 'empty' }
  | { kind: 'building'; count: number }
  | { kind: 'unmarked'; count: number }
  | { kind: 'score'; result: ScoreResult }
  | { kind: 'waits'; waits: Wait[] }
  /** The variant reads context fields (with no default) the reader has not chosen yet: Sichuan's missing suit. */
  | { kind: 'choose'; message: string }
  | { kind: 'error'; message: string }
  /** The hand needs the engine, whose code is still on its way (a scorer fetches it when first used). */
  | { kind: 'scoring' }
  /** The hand needs the engine, whose code could not be fetched: the next action tries again. */
  | { kind: 'unscored' };

/**
 * What the results panel shows for a hand the engine need not be asked about: progress, what the
 * reader must still choose, or too many tiles; null when only the engine can answer (a winning
 * tile is marked, or 13 tiles wait). ./outcome.ts asks the engine for the rest.
 */
export function progressOf(
  variant: VariantHeader,
  hand: Hand,
  context: unknown,
  say: Say = ENGLISH,
): Outcome | null {
  const count = handTileCount(hand);
  const unchosen = (variant.contextFields ?? []).filter(
    (f) => f.default === undefined && !(context as Record<string, unknown>)[f.id],
  );
  if (unchosen.length && (hand.winningTile || count === 13)) {
    const names = unchosen
      .map((f) => say('result.chooseField', { field: say.text(f.label).toLowerCase() }))
      .join(say('result.and'));
    return { kind: 'choose', message: say('result.choose', { names }) };
  }
  if (hand.winningTile) return null;
  if (count === 0 && hand.bonus.length === 0) return { kind: 'empty' };
  if (count < 13) return { kind: 'building', count };
  if (count === 13) return null;
  if (count === 14) return { kind: 'unmarked', count };
  const kongs = hand.melds.some((m) => m.kind === 'kong');
  return {
    kind: 'error',
    message: say(kongs ? 'result.tooManyKongs' : 'result.tooMany', { count, n: count - 14 }),
  };
}
