import type { Variant } from '../../engine/variant';
import { type Progress, summary } from './progress';
import { usePracticeSay } from './words';

/** One line on the reader's answers so far, and a way to forget them. */
export function ProgressLine({
  variant,
  progress,
  onForget,
}: {
  variant: Variant;
  progress: Progress;
  onForget(): void;
}) {
  const say = usePracticeSay();
  const line = summary(variant, progress, say);
  if (!line) return null;
  return (
    <p class="hb-hint pr-progress" data-testid="progress">
      {line}{' '}
      <button type="button" class="hb-btn hb-btn--quiet" onClick={onForget}>
        {say('progress.forget')}
      </button>
    </p>
  );
}
