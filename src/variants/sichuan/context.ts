/**
 * What a Sichuan win must keep beyond the shared context: the winner's declared missing suit,
 * who has already won (they pay nothing more), and no declared chow.
 */
import type { WinContext } from '../../engine/context';
import { HandError } from '../../engine/errors';
import { describeMeld, type Hand, meldParams } from '../../engine/hand';
import { type Suit, WINDS, type Wind } from '../../engine/tiles';
import { isSuit, SUIT_NAMES, suitOfCode } from './tiles';

export const SICHUAN_CONTEXT_KEYS = ['missingSuit', 'out', 'kongDiscard'] as const;

/** The fields Sichuan reads from `win.extra`, validated. */
export interface SichuanExtra {
  missingSuit: Suit;
  /** Seats that have already won and stepped out: they pay nothing for this win. */
  out: Wind[];
  /** Won on the tile a player discarded right after his kong replacement (杠上炮). */
  kongDiscard: boolean;
}

/** Reads `win.extra` once it has been checked (checkContext runs before any detector). */
export const extraOf = (win: WinContext): SichuanExtra => ({
  missingSuit: win.extra.missingSuit as Suit,
  out: (win.extra.out as Wind[] | undefined) ?? [],
  kongDiscard: win.extra.kongDiscard === true,
});

/** Every physical tile of a hand: standing, melds and the winning tile. */
export const allTiles = (hand: Hand): string[] => [
  ...hand.concealed,
  ...hand.melds.flatMap((m) => m.tiles),
  ...(hand.winningTile ? [hand.winningTile] : []),
];

/** No declared chow: Sichuan never claims a discard for a sequence (runs in the hand are fine). */
export function refuseChows(hand: Hand): void {
  const chow = hand.melds.find((m) => m.kind === 'chow');
  if (chow) {
    throw new HandError(
      'bad-meld',
      `Sichuan has no chows: the ${describeMeld(chow)} cannot be declared (a run kept concealed among the standing tiles is fine)`,
      { reason: 'no-chows', ...meldParams(chow) },
    );
  }
}

/** The tiles of `suit` a hand holds, or an empty list. */
export const tilesOfSuit = (hand: Hand, suit: Suit): string[] =>
  allTiles(hand).filter((t) => suitOfCode(t) === suit);

/** A hand that still holds its missing suit cannot win (seed 003). */
export function refuseMissingSuit(hand: Hand, suit: Suit, who = 'the hand'): void {
  const held = tilesOfSuit(hand, suit);
  if (held.length) {
    throw new HandError(
      'not-winning',
      `${who} still holds ${held.length} tile${held.length === 1 ? '' : 's'} of its missing suit, ${SUIT_NAMES[suit]} (${held.join(' ')}): a hand holding its missing suit cannot win`,
      // Said in the reader's language only of the hand itself (a ledger names its player in English).
      who === 'the hand'
        ? { reason: 'holds-missing-suit', count: held.length, tiles: held.join(' ') }
        : undefined,
    );
  }
}

export function readMissingSuit(v: unknown, where = 'context.missingSuit'): Suit {
  if (v === undefined || v === null) {
    throw new HandError(
      'bad-context',
      `Sichuan needs ${where}: the suit this player declared missing, m (characters), p (dots) or s (bamboo)`,
      { reason: 'missing-suit-needed' },
    );
  }
  if (!isSuit(v))
    throw new HandError(
      'bad-context',
      `${where} must be m (characters), p (dots) or s (bamboo) (got ${JSON.stringify(v)})`,
      { reason: 'missing-suit-value', value: JSON.stringify(v) },
    );
  return v;
}

function readOut(v: unknown, win: WinContext): Wind[] {
  if (v === undefined || v === null) return [];
  if (
    !Array.isArray(v) ||
    !v.every((w) => typeof w === 'string' && (WINDS as readonly string[]).includes(w))
  ) {
    throw new HandError(
      'bad-context',
      `context.out must be a list of the seats (E, S, W, N) that have already won (got ${JSON.stringify(v)})`,
      { reason: 'out-list', value: JSON.stringify(v) },
    );
  }
  const out = v as Wind[];
  if (new Set(out).size !== out.length)
    throw new HandError('bad-context', `context.out lists a seat twice: ${out.join(', ')}`, {
      reason: 'out-twice',
    });
  if (out.includes(win.seat))
    throw new HandError(
      'bad-context',
      `context.out lists the winner (${win.seat}): a player who has already won takes no further part`,
      { reason: 'out-winner', winnerSeat: win.seat },
    );
  if (win.discarder && out.includes(win.discarder)) {
    throw new HandError(
      'bad-context',
      `the discarder (${win.discarder}) is in context.out: a player who has already won no longer discards`,
      { reason: 'out-discarder', discarderSeat: win.discarder },
    );
  }
  if (out.length > 2)
    throw new HandError(
      'bad-context',
      `context.out lists ${out.length} seats: the deal ends when three players have won, so nobody is left to win`,
      { reason: 'out-three', count: out.length },
    );
  return out;
}

/** Validates Sichuan's context and the hand rules that depend on it; throws a HandError. */
export function checkSichuanContext(win: WinContext, hand: Hand): void {
  const suit = readMissingSuit(win.extra.missingSuit);
  readOut(win.extra.out, win);
  const kd = win.extra.kongDiscard;
  if (kd !== undefined && typeof kd !== 'boolean')
    throw new HandError(
      'bad-context',
      `context.kongDiscard must be true or false (got ${JSON.stringify(kd)})`,
      { reason: 'context-flag', key: 'kongDiscard', value: JSON.stringify(kd) },
    );
  if (kd === true && win.selfDrawn)
    throw new HandError(
      'bad-context',
      'context.kongDiscard marks a win on a discard made right after a kong: it needs context.discarder',
      { reason: 'kong-discard-self-drawn' },
    );
  if (kd === true && win.robbingKong)
    throw new HandError(
      'bad-context',
      'context.kongDiscard and robbingKong cannot both hold: a robbed kong tile is not a discard',
      { reason: 'kong-discard-robbing' },
    );
  refuseChows(hand);
  refuseMissingSuit(hand, suit);
}

// The contexts the pattern pages' examples use.
type ExampleContext = Partial<WinContext> & { missingSuit?: string; kongDiscard?: boolean };

/**
 * South wins on West's discard; characters are South's missing suit, so the example hands use
 * dots and bamboo. (The extra fields reach the variant through `win.extra`.)
 */
export const ON_DISCARD = {
  seat: 'S',
  discarder: 'W',
  missingSuit: 'm',
} as ExampleContext as Partial<WinContext>;
/** South draws the winning tile. */
export const SELF_DRAWN = {
  seat: 'S',
  selfDrawn: true,
  missingSuit: 'm',
} as ExampleContext as Partial<WinContext>;

/** Merges extra context into one of the above. */
export const withContext = (base: Partial<WinContext>, more: ExampleContext): Partial<WinContext> =>
  ({ ...base, ...more }) as Partial<WinContext>;
