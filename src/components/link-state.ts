/**
 * An island's state kept in the page address, so a reload or a shared link brings it back. The
 * address is read once after hydration (the server HTML and the first client render must agree),
 * through the island's own defensive reader, which never throws and lists what it could not use.
 * The address is rewritten only after the reader changes something, so a plain visit leaves a
 * link exactly as it came.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';

export interface ReadLink<S> {
  state: S;
  /** What the link held that could not be used, one message each. */
  problems: string[];
  /** Set when the link was made under another catalogue version. */
  versionNote?: string | null;
}

export interface LinkedState<S> {
  state: S;
  /** Sets the state and, from then on, keeps the address in step with it. */
  change(next: S | ((s: S) => S)): void;
  /** The link's problems and version note, for the island to show once. */
  problems: string[];
  /** The address has been read: tests and styles wait for data-ready. */
  ready: boolean;
}

export function useLinkedState<S>(
  initial: () => S,
  read: (search: string) => ReadLink<S> | null,
  write: (s: S) => string,
): LinkedState<S> {
  const [state, setState] = useState<S>(initial);
  const [problems, setProblems] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  const dirty = useRef(false);

  useEffect(() => {
    const decoded = read(window.location.search);
    if (decoded) {
      setState(decoded.state);
      setProblems([...decoded.problems, ...(decoded.versionNote ? [decoded.versionNote] : [])]);
    }
    setReady(true);
  }, []);
  // In the same task as the render: whatever the page shows, the address already holds.
  useLayoutEffect(() => {
    if (!ready || !dirty.current) return;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${write(state)}${hash}`);
  }, [ready, state]);

  const change = (next: S | ((s: S) => S)) => {
    dirty.current = true;
    setState(next);
  };
  return { state, change, problems, ready };
}
