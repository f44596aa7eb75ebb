/**
 * Copying a page's link to share it, with the link shown to copy by hand where the browser blocks
 * the clipboard: the scorers' Copy link and the game sheet's. The button stays where each island
 * puts it among its own actions; the note under them says what happened.
 */
import { useState } from 'preact/hooks';
import { useSay } from './hand-builder/words';

export interface Copied {
  ok: boolean;
  url: string;
}

/** The last copy's outcome (null before one, or after `reset`) and the function that copies. */
export function useCopyLink(): {
  copied: Copied | null;
  copy(url: string): Promise<void>;
  reset(): void;
} {
  const [copied, setCopied] = useState<Copied | null>(null);
  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ ok: true, url });
    } catch {
      setCopied({ ok: false, url });
    }
  };
  return { copied, copy, reset: () => setCopied(null) };
}

/** What the copy did: copied (in `done`'s words, if given), or blocked with the link to select. */
export function CopiedNote({
  copied,
  done,
  class: className = 'hb-hint',
}: {
  copied: Copied | null;
  done?: string;
  class?: string;
}) {
  const say = useSay();
  if (!copied) return null;
  return (
    <p class={className} role="status">
      {copied.ok ? (
        (done ?? say('link.copied'))
      ) : (
        <>
          {say('link.blocked')}{' '}
          <input
            class="hb-link"
            type="text"
            readOnly
            value={copied.url}
            aria-label={say('link.field')}
            onFocus={(e) => e.currentTarget.select()}
          />
        </>
      )}
    </p>
  );
}
