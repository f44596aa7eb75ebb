/**
 * The two notices the ledger islands share: what a link held that could not be used (shown once,
 * as an alert, when the page opens), and the line saying what the last button did (an alert when
 * it was refused, a polite status otherwise).
 */
import { useSay } from '../hand-builder/words';
import { ProblemList } from '../ProblemList';

export function LinkProblems({ problems }: { problems: readonly string[] }) {
  const say = useSay();
  if (!problems.length) return null;
  return (
    <div class="dl-message dl-message--error" role="alert" data-testid="link-problems">
      <ProblemList title={say('link.problems')} problems={problems} />
    </div>
  );
}

export function ActionMessage({
  message,
  testid,
}: {
  message: { text: string; error: boolean } | null;
  testid: string;
}) {
  return (
    <p
      class={`dl-message${message?.error ? ' dl-message--error' : ''}`}
      role={message?.error ? 'alert' : 'status'}
      data-testid={testid}
    >
      {message?.text}
    </p>
  );
}
