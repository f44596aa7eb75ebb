import { ProblemList } from '../ProblemList';
import type { LinkNotice } from './useShareState';
import { useSay } from './words';

/** What a share link held that could not be used, and a link from an older catalogue. */
export function LinkNoticeBox({ notice, onDismiss }: { notice: LinkNotice; onDismiss(): void }) {
  const say = useSay();
  return (
    <div class="hb-notice" role="alert" data-testid="link-problems">
      {notice.problems.length ? (
        <ProblemList title={<strong>{say('link.problems')}</strong>} problems={notice.problems} />
      ) : null}
      {notice.versionNote ? <p class="hb-notice__version">{notice.versionNote}</p> : null}
      <button type="button" class="hb-btn hb-btn--quiet" onClick={onDismiss}>
        {say('link.dismiss')}
      </button>
    </div>
  );
}
