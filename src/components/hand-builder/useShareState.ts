/**
 * The builder's shared state (hand, seat, winds, options) kept in the page's query string
 * (src/share.ts), so the address is always a share link. Read after hydration, so the server
 * HTML and the first client render agree; written back only once the reader changes something,
 * so a plain visit leaves the address alone.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { VariantHeader } from '../../engine/variant';
import {
  type BuilderState,
  decodeState,
  defaultState,
  ENGLISH_LINK,
  encodeState,
  type LinkSay,
} from '../../share';

export interface LinkNotice {
  problems: string[];
  versionNote: string | null;
}

/** `say`: the page's words for what a link could not use. */
export function useShareState(variant: VariantHeader, say: LinkSay = ENGLISH_LINK) {
  const [state, setState] = useState<BuilderState>(defaultState);
  const [notice, setNotice] = useState<LinkNotice | null>(null);
  const [ready, setReady] = useState(false);
  const dirty = useRef(false);

  useEffect(() => {
    const decoded = decodeState(variant, window.location.search, say);
    setState(decoded.state);
    if (decoded.problems.length || decoded.versionNote)
      setNotice({ problems: decoded.problems, versionNote: decoded.versionNote });
    setReady(true);
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
