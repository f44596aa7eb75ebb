/**
 * The builder's answer: what the rules change, and either what to fix before a link can be made
 * or the link to the club's page, with a copy button. A live region, so each change is heard.
 */
import { useEffect, useState } from 'preact/hooks';
import type { HouseRules } from '../../engine/house-rules';
import { ProblemList } from '../ProblemList';
import { changesText } from './editor';

const VIEW_PATH = '/house-rules/view/';

export function ClubLink({
  rules,
  problems,
  hash,
}: {
  rules: HouseRules;
  problems: readonly string[];
  hash: string | null;
}) {
  const link =
    hash && typeof window !== 'undefined' ? `${window.location.origin}${VIEW_PATH}${hash}` : null;
  return (
    <section class="hr-result" aria-live="polite" aria-labelledby="hr-link-title">
      <h3 id="hr-link-title">The club's page</h3>
      <p class="hb-hint">{changesText(rules)}</p>
      {problems.length ? (
        <div class="hb-error" data-testid="hr-rule-problems">
          <ProblemList title="Fix these before the link can be made:" problems={problems} />
        </div>
      ) : link ? (
        <LinkActions link={link} />
      ) : null}
    </section>
  );
}

function LinkActions({ link }: { link: string }) {
  const [copy, setCopy] = useState<'copied' | 'blocked' | null>(null);
  // A new link has not been copied yet.
  useEffect(() => setCopy(null), [link]);
  const onCopy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopy('copied');
    } catch {
      setCopy('blocked');
    }
  };
  return (
    <>
      <label for="hr-link" class="hb-label">
        Link to the club's page (the link holds all the rules)
      </label>
      <input
        id="hr-link"
        class="hb-link"
        type="text"
        readOnly
        value={link}
        onFocus={(e) => e.currentTarget.select()}
      />
      <div class="hb-actions">
        <button type="button" class="hb-btn" onClick={onCopy}>
          Copy link
        </button>
        <a href={link} data-testid="hr-open">
          Open the club's page
        </a>
      </div>
      {copy ? (
        <p class="hb-hint" role="status">
          {copy === 'copied'
            ? 'Link copied.'
            : 'Copying was blocked; select the link above and copy it.'}
        </p>
      ) : null}
    </>
  );
}
