/**
 * The hand being entered or corrected, and what the sheet's buttons do with it: the form's draft,
 * which past hand (if any) is being corrected, and the line saying what the last button did.
 * Every change goes through actions.ts and the engine, then into useGame's undoable state.
 */
import { useState } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import {
  addEntry,
  addHand,
  clearHands,
  type Draft,
  deleteHand,
  draftOf,
  emptyDraft,
  type Message,
  nextDraft,
  type Outcome,
  replaceEntry,
  replaceHand,
} from './actions';
import type { DealState } from './sheet';
import type { useGame } from './useGame';
import type { GameSay } from './words';

export function useEntry(variant: Variant, game: ReturnType<typeof useGame>, say: GameSay) {
  const { sheet } = game;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const apply = ({ sheet: next, message }: Outcome, done: boolean) => {
    setMessage(message);
    game.commit(next);
    if (done && next !== sheet) {
      setDraft(nextDraft(draft));
      setEditing(null);
    }
    return next !== sheet;
  };
  return {
    draft,
    editing,
    message,
    change: (f: (d: Draft) => Draft) => setDraft((d) => f(d)),
    submit: () =>
      editing === null
        ? apply(addHand(variant, sheet, draft, say), true)
        : apply(replaceHand(variant, sheet, editing, draft, say), true),
    /** A whole deal (Sichuan) as the next hand or in place of the one being corrected. */
    submitDeal: (deal: DealState) =>
      editing === null
        ? apply(addEntry(variant, sheet, { kind: 'deal', deal }, say), true)
        : apply(replaceEntry(variant, sheet, editing, { kind: 'deal', deal }, say), true),
    correct: (i: number) => {
      const entry = sheet.entries[i];
      if (entry) setDraft(draftOf(entry));
      setEditing(i);
    },
    cancel: () => {
      setEditing(null);
      setDraft(emptyDraft());
    },
    remove: (i: number) => apply(deleteHand(variant, sheet, i, say), false),
    newGame: () => apply(clearHands(variant, sheet, say), true),
    undo: () => {
      game.undo();
      setMessage({ text: say('msg.undone'), error: false });
    },
  };
}
