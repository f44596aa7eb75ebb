/** What the Vietnamese detectors share: group tests, the no-joker test, seat numbers, the wait count. */
import type { TileGroup } from '../../../engine/decompose';
import type { Hand } from '../../../engine/hand';
import { isPlayingCode, TILE_KINDS, WINDS, type Wind } from '../../../engine/tiles';
import type { DetectInput, Exclusion, Options, PatternExample } from '../../../engine/variant';
import { extraOf } from '../context';
import { beforeWin, tileSetOf } from '../hand';
import { jokerWaits } from '../hand/jokers';
import { jokerRulesOf } from '../options';
import { isJokerCode } from '../tiles';

export const sets = (input: DetectInput): TileGroup[] =>
  input.reading.groups.filter((g) => g.kind !== 'pair');
export const pungLike = (g: TileGroup) => g.kind === 'pung' || g.kind === 'kong';
export const standard = (input: DetectInput) => input.reading.shape === 'standard';
export const pairOf = (input: DetectInput): TileGroup | undefined =>
  standard(input) ? input.reading.groups.find((g) => g.kind === 'pair') : undefined;

/** Indices of every tile the hand holds in this reading (jokers as what they stand for). */
export const heldTiles = (input: DetectInput): number[] => {
  const out: number[] = [];
  for (let i = 0; i < TILE_KINDS; i++) if ((input.facts.counts[i] ?? 0) > 0) out.push(i);
  return out;
};

export const seatNumber = (w: Wind): number => WINDS.indexOf(w) + 1;

/** Jokers bounced out of the hand's melds. */
export const bouncedJokers = (hand: Hand): string[] => hand.melds.flatMap((m) => m.bounced ?? []);
/** Jokers set aside: banked among the bonus tiles, and bounced (which score as banked). */
export const bankedJokers = (hand: Hand): string[] => [
  ...hand.bonus.filter(isJokerCode),
  ...bouncedJokers(hand),
];

/**
 * The seed's strict zero (seed 000): no joker in the hand (a discarded joker or flower taken as the
 * winning tile served as one), none bounced out of a meld; and, under the RA-cur option, no Tổng
 * or Hợp banked in the opening round.
 */
export function noJokers(input: DetectInput): boolean {
  const hand = input.facts.hand;
  if (hand.concealed.some(isJokerCode) || hand.melds.some((m) => m.tiles.some(isJokerCode)))
    return false;
  if (hand.winningTile && !isPlayingCode(hand.winningTile)) return false;
  if (bouncedJokers(hand).length) return false;
  if (
    input.options.bankedJokerBreaksNoJoker === 'initial-round' &&
    extraOf(input.win).initialDeclared !== 'none'
  )
    return false;
  return true;
}

const waitCache = new WeakMap<Hand, Map<string, number>>();
/** How many different tiles the 13 tiles before the win were waiting on. */
export function waitCount(input: DetectInput): number {
  const hand = input.facts.hand;
  const key = JSON.stringify(input.options);
  let byOptions = waitCache.get(hand);
  if (!byOptions) {
    byOptions = new Map();
    waitCache.set(hand, byOptions);
  }
  let n = byOptions.get(key);
  if (n === undefined) {
    n = jokerWaits(beforeWin(hand), tileSetOf(input.options), {
      rules: jokerRulesOf(input.options),
      specialShapes: input.options.sevenPairs !== 'banned',
    }).length;
    byOptions.set(key, n);
  }
  return n;
}

/** No exposed meld (a concealed quad keeps the hand closed). */
export const closed = (input: DetectInput) => input.facts.concealedHand;

export const ON_DISCARD = { seat: 'S', round: 'E', discarder: 'W' } as const;
export const SELF_DRAWN = { seat: 'S', round: 'E', selfDrawn: true } as const;

/** An example's note in English and in each language the catalogue's pages are written in. */
export interface Note {
  en: string;
  vi: string;
  'zh-cn': string;
}

export const ex = (
  hand: string,
  scores: boolean,
  total: number | null,
  note: Note,
  context: Record<string, unknown> = ON_DISCARD,
  options?: Options,
): PatternExample => ({
  hand,
  scores,
  total,
  note: note.en,
  translations: { vi: { note: note.vi }, 'zh-cn': { note: note['zh-cn'] } },
  context: context as PatternExample['context'],
  ...(options ? { options } : {}),
});

/**
 * All Sets inside a pattern that is always all triplets: replaced only under the table rule
 * “All-triplet big patterns replace All Sets” (off by default, as riichi_advanced counts them).
 */
export const REPLACES_ALL_SETS: Exclusion = {
  id: 'all-sets',
  whenOption: 'allTripletPatternsReplaceAllSets',
  why: 'this pattern is always all triplets, and the table rule “All-triplet big patterns replace All Sets” counts only the big version',
};
