/**
 * Code an island fetches when the reader first needs it (a folded form, the practice breakdown),
 * then keeps for the page: a second view of it renders at once, without a loading line.
 */
import { useState } from 'preact/hooks';

export interface Lazy<T> {
  /** Set once a fetch has succeeded. */
  loaded?: { value: T };
  load(): Promise<T>;
}

export function lazy<T>(load: () => Promise<T>): Lazy<T> {
  const l: Lazy<T> = {
    load: () =>
      load().then((value) => {
        l.loaded = { value };
        return value;
      }),
  };
  return l;
}

/** The code once fetched, whether the last fetch failed, and a fetch to call (again after a failure). */
export function useLazy<T>(l: Lazy<T>): { loaded?: { value: T }; failed: boolean; fetch(): void } {
  // 0 while fetching or before, 1 once fetched, -1 when the last fetch failed.
  const [state, setState] = useState(0);
  const fetch = () => {
    if (l.loaded) return;
    setState(0);
    l.load().then(
      () => setState(1),
      () => setState(-1),
    );
  };
  return { loaded: l.loaded, failed: state < 0, fetch };
}
