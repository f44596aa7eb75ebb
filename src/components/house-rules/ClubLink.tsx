/**
 * The builder's answer: what the rules change, and either what to fix before a link can be made
 * or the link to the club's page, with a copy button. A live region, so each change is heard.
 */
import { useEffect, useState } from 'preact/hooks';
import type { HouseRules } from '../../engine/house-rules';
import { ProblemList } from '../ProblemList';
import { changesText } from './editor';
import { useHouseSay } from './words';

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
  const say = useHouseSay();
  const link =
    hash && typeof window !== 'undefined'
      ? `${window.location.origin}${say.path(VIEW_PATH)}${hash}`
      : null;
  return (
    <section class="hr-result" aria-live="polite" aria-labelledby="hr-link-title">
      <h3 id="hr-link-title">{say('link.heading')}</h3>
      <p class="hb-hint">{changesText(rules, say)}</p>
      {problems.length ? (
        <div class="hb-error" data-testid="hr-rule-problems">
          <ProblemList title={say('link.fix')} problems={problems} />
        </div>
      ) : link ? (
        <LinkActions link={link} />
      ) : null}
    </section>
  );
}

function LinkActions({ link }: { link: string }) {
  const say = useHouseSay();
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
        {say('link.label')}
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
          {say('link.copy')}
        </button>
        <a href={link} data-testid="hr-open">
          {say('link.open')}
        </a>
      </div>
      {copy ? (
        <p class="hb-hint" role="status">
          {say(copy === 'copied' ? 'link.copied' : 'link.blocked')}
        </p>
      ) : null}
    </>
  );
}
