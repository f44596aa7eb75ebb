/**
 * The builder's shared state (hand, seat, winds, options) kept in the page's query string
 * (src/share.ts), so the address is always a share link. Read after hydration, so the server
 * HTML and the first client render agree; written back only once the reader changes something,
 * so a plain visit leaves the address alone. The link's reader (src/share-read.ts) is fetched
 * only when the address holds a link, with the box that says what it could not use
 * (./link-read.ts): a plain visit is ready at once, with the default state.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VariantHeader } from '../../engine/variant';
import { type BuilderState, defaultState, encodeState } from '../../share';
import type { LinkNoticeBox } from './LinkNotice';
import type { Say } from './words';

export interface LinkNotice {
  problems: string[];
  versionNote: string | null;
  /** The box that says it, fetched with the link's reader: none if the reader could not be. */
  box?: typeof LinkNoticeBox;
}

/** `say`: the page's words, for what a link could not use. */
export function useShareState(variant: VariantHeader, say: Say) {
  const [state, setState] = useState<BuilderState>(defaultState);
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const [ready, setReady] = useState(false);
  const dirty = useRef(false);

  useEffect(() => {
    const search = window.location.search;
    if (search.length <= 1) {
      setReady(true);
      return;
    }
    let live = true;
    import('./link-read').then(
      ({ decodeState, LinkNoticeBox }) => {
        // A reader who changed the hand while the link was being read keeps what they did.
        if (!live || dirty.current) return setReady(true);
        const decoded = decodeState(variant, search, say.link);
        setState(decoded.state);
        if (decoded.problems.length || decoded.versionNote)
          setNotice({
            problems: decoded.problems,
            versionNote: decoded.versionNote,
            box: LinkNoticeBox,
          });
        setReady(true);
      },
      () => {
        if (!live) return;
        setNotice({ problems: [say('link.unread')], versionNote: null });
        setReady(true);
      },
    );
    return () => {
      live = false;
    };
  }, [variant, say]);

  useEffect(() => {
    if (!ready || !dirty.current) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${encodeState(variant, state)}${hash}`,
    );
  }, [ready, state, variant]);

  const update = (patch: Partial<BuilderState>) => {
    dirty.current = true;
    setState((s) => ({ ...s, ...patch }));
  };
  return { state, update, ready, notice, dismissNotice: () => setNotice(null) };
}
