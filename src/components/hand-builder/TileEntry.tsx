/**
 * Building a hand by tapping tiles: the hand as it stands, the meld being collected, where the
 * next tile goes, and the palette. The hand is the notation text, so a tap writes notation and
 * typing is read back; the scorer and the game sheet's hand field both build hands this way.
 *
 * A tap keeps the hand it wrote, so only typed text and a link's hand are read, by the engine's
 * notation reader, which is fetched the first time such text needs it (NOTATION_READER).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Hand } from '../../engine/hand';
import { handTileCount } from '../../engine/hand-count';
import { lazy, useLazy } from '../lazy';
import { HandView, PendingMeld, TargetPicker } from './HandView';
import {
  asWritten,
  copiesHeld,
  emptyHand,
  type ParsedNotation,
  pungOrChow,
  type ReadHand,
  readNotation,
  writeNotation,
} from './model';
import { Palette } from './Palette';
import { type Action, type Session, startSession, step } from './session';
import type { BuilderTiles } from './tiles';
import type { Say } from './words';

export interface TileEntryState {
  parsed: ParsedNotation;
  /** The hand taps build on: the last one the notation could be read as, while it holds a typo. */
  hand: Hand;
  count: number;
  session: Session;
  dispatch(action: Action): void;
  /** How many copies of a tile are left to tap. */
  left(code: string): number;
}

/** The engine's notation reader, fetched when typed text or a link's hand first needs reading. */
export const NOTATION_READER = lazy<ReadHand>(() =>
  import('../../engine/notation').then((m) => m.parseHand),
);

export function useTileEntry(
  notation: string,
  onNotation: (notation: string) => void,
  tiles: BuilderTiles,
  say: Say,
): TileEntryState {
  const [session, setSession] = useState(startSession);
  const lastGood = useRef(emptyHand());
  // The notation the last tap wrote, with the hand it wrote it from.
  const written = useRef<{ text: string; hand: Hand } | null>(null);
  const reader = useLazy(NOTATION_READER);
  const read = reader.loaded?.value;
  const parsed: ParsedNotation = useMemo(() => {
    if (written.current?.text === notation) return { hand: written.current.hand, error: null };
    const p = readNotation(notation, read, say);
    return p.unread && reader.failed ? { hand: p.hand, error: say('notation.unread') } : p;
  }, [notation, say, read, reader.failed]);
  // Fetched when text needs reading, and again on the next change after a failed fetch.
  const needsReader = !read && !!notation.trim() && written.current?.text !== notation;
  useEffect(() => {
    if (needsReader) reader.fetch();
  }, [needsReader, notation]);
  if (!parsed.error && !parsed.unread) lastGood.current = parsed.hand;
  const hand = parsed.error || parsed.unread ? lastGood.current : parsed.hand;
  const dispatch = (action: Action) => {
    const next = step(hand, session, action, { variant: tiles.variant, check: tiles.check, say });
    setSession(next.session);
    if (next.hand !== hand) {
      const text = writeNotation(next.hand);
      written.current = { text, hand: asWritten(next.hand) };
      onNotation(text);
    }
  };
  const left = (code: string) =>
    (tiles.variant.tileSet.copies[code] ?? 0) - copiesHeld(hand, session.pending, code);
  return { parsed, hand, count: handTileCount(hand), session, dispatch, left };
}

interface Props {
  entry: TileEntryState;
  tiles: BuilderTiles;
  /** Show what the last tap did here (the scorer shows it in its status bar instead). */
  showMessage?: boolean;
}

export function TileEntry({ entry, tiles, showMessage = false }: Props) {
  const { hand, count, session, dispatch, left } = entry;
  return (
    <>
      <HandView
        hand={hand}
        count={count}
        onRemove={(place) => dispatch({ type: 'remove', place })}
      />
      {session.target === 'meld' || session.pending.length ? (
        <PendingMeld
          pending={session.pending}
          onRemove={(index) => dispatch({ type: 'take-back', index })}
          onFinish={() => dispatch({ type: 'finish' })}
          onFinishChow={
            pungOrChow(session.pending)
              ? () => dispatch({ type: 'finish', asChow: true })
              : undefined
          }
          onCancel={() => dispatch({ type: 'cancel' })}
        />
      ) : null}
      <TargetPicker
        target={session.target}
        onChange={(target) => dispatch({ type: 'target', target })}
        targets={tiles.targets}
      />
      <Palette rows={tiles.rows} left={left} onTap={(code) => dispatch({ type: 'tap', code })} />
      {tiles.bonusNote ? <p class="hb-hint">{tiles.bonusNote}</p> : null}
      {showMessage && session.message ? (
        <p class="hb-hint" role="status">
          {session.message}
        </p>
      ) : null}
    </>
  );
}
