/**
 * Building a hand by tapping tiles: the hand as it stands, the meld being collected, where the
 * next tile goes, and the palette. The hand is the notation text, so a tap writes notation and
 * typing is read back; the scorer and the game sheet's hand field both build hands this way.
 */
import { useMemo, useRef, useState } from 'preact/hooks';
import type { Hand } from '../../engine/hand';
import { handTileCount } from '../../engine/hand';
import { HandView, PendingMeld, TargetPicker } from './HandView';
import {
  copiesHeld,
  emptyHand,
  type ParsedNotation,
  pungOrChow,
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

export function useTileEntry(
  notation: string,
  onNotation: (notation: string) => void,
  tiles: BuilderTiles,
  say: Say,
): TileEntryState {
  const [session, setSession] = useState(startSession);
  const lastGood = useRef(emptyHand());
  const parsed = useMemo(() => readNotation(notation, say), [notation, say]);
  if (!parsed.error) lastGood.current = parsed.hand;
  const hand = parsed.error ? lastGood.current : parsed.hand;
  const dispatch = (action: Action) => {
    const next = step(hand, session, action, { variant: tiles.variant, check: tiles.check, say });
    setSession(next.session);
    if (next.hand !== hand) onNotation(writeNotation(next.hand));
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
