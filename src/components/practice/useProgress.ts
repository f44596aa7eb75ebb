import { useEffect, useState } from 'preact/hooks';
import type { Variant } from '../../engine/variant';
import { type Progress, progressKey, readProgress } from './progress';

/**
 * The reader's progress on this variant, kept in localStorage: read once after hydration (the
 * server has none), written on every change. Storage the browser refuses (private windows, full
 * quota) leaves progress for this visit only.
 */
export function useProgress(variant: Variant): [Progress, (p: Progress) => void] {
  const [progress, setProgress] = useState<Progress>({});
  useEffect(() => {
    try {
      setProgress(readProgress(window.localStorage.getItem(progressKey(variant))));
    } catch {
      // No storage: start afresh.
    }
  }, [variant]);
  const save = (p: Progress) => {
    setProgress(p);
    try {
      if (Object.keys(p).length)
        window.localStorage.setItem(progressKey(variant), JSON.stringify(p));
      else window.localStorage.removeItem(progressKey(variant));
    } catch {
      // Kept for this visit only.
    }
  };
  return [progress, save];
}
