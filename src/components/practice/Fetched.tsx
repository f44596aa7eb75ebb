/**
 * A part of the practice island fetched when the reader first needs it, not with the page (the
 * breakdown at the first check, the waits drill when it is dealt, the notice for a link read in
 * part): a loading line while it is on its way, a plain failure if it cannot arrive (fetched again
 * when `check` changes), then the view it draws.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { type Lazy, useLazy } from '../lazy';
import { usePracticeSay } from './words';

interface Props<T> {
  part: Lazy<T>;
  /** What it is fetched for (the answer checked, the hand dealt): a change fetches again what failed to arrive. */
  check: unknown;
  children: (part: T) => ComponentChildren;
  /** What to say if it cannot be fetched (by default, that the breakdown could not be loaded). */
  failure?: string;
  /** What to show while it is on its way, and in place of a failure (by default, a loading line). */
  loading?: ComponentChildren;
}

export function Fetched<T>({ part, check, children, failure, loading }: Props<T>) {
  const say = usePracticeSay();
  const state = useLazy(part);
  useEffect(() => state.fetch(), [check]);
  if (state.loaded) return <>{children(state.loaded.value)}</>;
  if (loading !== undefined) return <>{loading}</>;
  if (state.failed)
    return (
      <p class="hb-error" role="alert">
        {failure ?? say('breakdown.failed')}
      </p>
    );
  return (
    <p class="hb-hint hb-loading" role="status">
      {say.own('panel.loading')}
    </p>
  );
}
