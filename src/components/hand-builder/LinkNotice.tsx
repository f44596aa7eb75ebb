import { ProblemList } from '../ProblemList';
import type { LinkNotice } from './useShareState';

/** What a share link held that could not be used, and a link from an older catalogue. */
export function LinkNoticeBox({ notice, onDismiss }: { notice: LinkNotice; onDismiss(): void }) {
  return (
    <div class="hb-notice" role="alert" data-testid="link-problems">
      {notice.problems.length ? (
        <ProblemList
          title={<strong>Parts of this link could not be used:</strong>}
          problems={notice.problems}
        />
      ) : null}
      {notice.versionNote ? <p class="hb-notice__version">{notice.versionNote}</p> : null}
      <button type="button" class="hb-btn hb-btn--quiet" onClick={onDismiss}>
        Dismiss
      </button>
    </div>
  );
}
