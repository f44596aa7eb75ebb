/**
 * The hand builder's working state beside the share link (the meld being collected, where taps
 * go, the last message) and every transition of it, as one pure function. The hand itself lives
 * in the link's notation; `step` returns the next hand and the island writes it back.
 */
import type { Hand } from '../../engine/hand';
import type { TileCode } from '../../engine/tiles';
import type { VariantHeader } from '../../engine/variant';
import {
  type Edit,
  emptyHand,
  finishMeld,
  type MeldCheck,
  type Place,
  removeAt,
  type Target,
  tapTile,
} from './model';
import { ENGLISH, type Say } from './words';

export interface Session {
  /** The exposed meld being collected, not yet in the hand. */
  pending: TileCode[];
  /** Where the next tapped playing tile goes. */
  target: Target;
  /** What the last action did or why it was refused, for the status line. */
  message: string | null;
}

export const startSession = (): Session => ({ pending: [], target: 'standing', message: null });

export type Action =
  | { type: 'tap'; code: TileCode }
  /** Commit the pending meld; `asChow` reads one real tile and two jokers as a run. */
  | { type: 'finish'; asChow?: boolean }
  | { type: 'take-back'; index: number }
  | { type: 'cancel' }
  | { type: 'remove'; place: Place }
  | { type: 'clear' }
  | { type: 'target'; target: Target }
  /** The reader typed in the notation box: the last message no longer applies. */
  | { type: 'typed' };

export interface Env {
  /** The variant with the tile set the table options choose. */
  variant: VariantHeader;
  /** The engine's meld check under the options chosen; null: not arrived yet (see BuilderTiles). */
  check: MeldCheck | null;
  /** The page's words for the messages; English where not given. */
  say?: Say;
}

export interface Step {
  hand: Hand;
  session: Session;
}

/**
 * Whether an edit completed what its target collects: the winning tile, a concealed kong or an
 * exposed meld. Those targets are then done, and taps go back to the standing tiles, so a fourth
 * tapped tile never lands in a meld that is already complete. A flower tapped meanwhile goes
 * among the bonus tiles and completes nothing.
 */
function completes(target: Target, before: Hand, next: Hand): boolean {
  if (target === 'win') return next.winningTile !== before.winningTile;
  if (target === 'meld' || target === 'kong') return next.melds.length > before.melds.length;
  return false;
}

/** The hand and session after an edit from the current target. */
function after(hand: Hand, session: Session, edit: Edit, say: Say): Step {
  const done = completes(session.target, hand, edit.hand);
  // The winning tile's message already names it; a meld or kong also says where taps go now.
  const message =
    done && session.target !== 'win' && edit.message
      ? `${edit.message} ${say('tap.back')}`
      : edit.message;
  return {
    hand: edit.hand,
    session: { pending: edit.pending, target: done ? 'standing' : session.target, message },
  };
}

/** What one action does to the hand and the session. */
export function step(hand: Hand, session: Session, action: Action, env: Env): Step {
  const say = env.say ?? ENGLISH;
  switch (action.type) {
    case 'tap':
      return after(
        hand,
        session,
        tapTile(env.variant, hand, session.pending, session.target, action.code, env.check, say),
        say,
      );
    case 'finish':
      return after(
        hand,
        session,
        finishMeld(hand, session.pending, env.check, action.asChow, say),
        say,
      );
    case 'take-back':
      return {
        hand,
        session: {
          ...session,
          pending: session.pending.filter((_, k) => k !== action.index),
          message: null,
        },
      };
    case 'cancel':
      return { hand, session: { ...session, pending: [], message: null } };
    case 'remove':
      return { hand: removeAt(hand, action.place), session: { ...session, message: null } };
    case 'clear':
      return { hand: emptyHand(), session: { ...session, pending: [], message: null } };
    case 'target':
      return { hand, session: { ...session, target: action.target, message: null } };
    case 'typed':
      return { hand, session: { ...session, message: null } };
  }
}
