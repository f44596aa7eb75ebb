/**
 * The score sheet's state in the island: the sheet, what undo goes back to, and where it is kept.
 * The address holds the game (a reload or a shared link brings it back) and so does the
 * browser's storage (opening the page again without a link brings back the last game). A game
 * saved under an older rules version comes back as it was scored, until the reader rescores it.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PlayedHand } from '../../engine/game/play';
import type { Variant } from '../../engine/variant';
import type { LinkSay } from '../../share-words';
import type { DealLinks } from './deal-links';
import { encodeSheet } from './link';
import { emptySheet, replaySheet, type Sheet } from './sheet';
import { browserStore, restoreGame, saveGame } from './storage';

/** How many changes undo can take back. */
const UNDO_DEPTH = 100;

export interface OlderGame {
  version: number;
  hands: PlayedHand[];
}

// Reading a link is fetched only when there is a game to read, in the address or the browser.
const linkReader = () => import('./link-read');

/**
 * `say`: the page's words for what a link could not use (English without them); `unread`: what to
 * say if the game to read cannot be, because reading it could not be fetched; `deals`: the deal
 * link format, where the game's hands are whole deals (./deal-links.ts).
 */
export function useGame(
  variant: Variant,
  say: LinkSay | undefined,
  unread: string,
  deals?: DealLinks,
) {
  const [sheet, setSheet] = useState<Sheet>(() => emptySheet(variant));
  const [past, setPast] = useState<Sheet[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [older, setOlder] = useState<OlderGame | null>(null);
  const [ready, setReady] = useState(false);
  const dirty = useRef(false);

  useEffect(() => {
    const search = window.location.search;
    const restored = new URLSearchParams(search).size ? null : restoreGame(browserStore(), variant);
    const source = restored ? restored.search : search;
    if (!source) {
      setReady(true);
      return;
    }
    let live = true;
    linkReader().then(
      ({ decodeSheet }) => {
        if (!live) return;
        const decoded = decodeSheet(variant, source, say, deals);
        setSheet(decoded.sheet);
        setProblems([...decoded.problems, ...(decoded.versionNote ? [decoded.versionNote] : [])]);
        if (restored?.kind === 'older')
          setOlder({ version: restored.version, hands: restored.hands });
        setReady(true);
      },
      // Not ready, so nothing the reader does now is saved over the game that could not be read.
      () => live && setProblems([unread]),
    );
    return () => {
      live = false;
    };
  }, []);

  const replay = useMemo(() => replaySheet(variant, sheet), [sheet]);

  // In the same task as the render: whatever the page shows, the address and storage hold.
  useLayoutEffect(() => {
    if (!ready || !dirty.current) return;
    const search = encodeSheet(variant, sheet, deals);
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
    saveGame(browserStore(), variant, search, replay.hands);
  }, [ready, sheet]);

  /** A change to the hands, which undo can take back. */
  const commit = (next: Sheet) => {
    if (next === sheet) return;
    dirty.current = true;
    setPast((p) => [...p, sheet].slice(-UNDO_DEPTH));
    setSheet(next);
  };
  /** A change while typing (names, length, rules): kept, not an undo step of its own. */
  const edit = (f: (s: Sheet) => Sheet) => {
    dirty.current = true;
    setSheet(f);
  };
  const undo = () => {
    const previous = past[past.length - 1];
    if (!previous) return;
    dirty.current = true;
    setPast(past.slice(0, -1));
    setSheet(previous);
  };
  /** Scores a game saved under an older rules version again under today's rules. */
  const rescore = () => {
    dirty.current = true;
    setOlder(null);
    setSheet({ ...sheet });
  };
  return {
    sheet,
    replay,
    problems,
    older,
    ready,
    commit,
    edit,
    undo,
    canUndo: past.length > 0,
    rescore,
  };
}
