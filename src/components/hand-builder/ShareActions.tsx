import { useEffect, useState } from 'preact/hooks';

interface Props {
  /** The builder's state as a query string (src/share.ts). */
  query: string;
  /** Keep the address's fragment in the copied link (a club's house rules travel there). */
  keepHash: boolean;
  canClear: boolean;
  onClear(): void;
}

/** Clear the hand, and copy the share link (or show it to copy by hand where the clipboard is blocked). */
export function ShareActions({ query, keepHash, canClear, onClear }: Props) {
  const [copied, setCopied] = useState<{ ok: boolean; url: string } | null>(null);
  // A changed hand makes the last copy stale.
  useEffect(() => setCopied(null), [query]);
  const onCopy = async () => {
    const { origin, pathname, hash } = window.location;
    const url = `${origin}${pathname}${query}${keepHash ? hash : ''}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ ok: true, url });
    } catch {
      setCopied({ ok: false, url });
    }
  };
  return (
    <>
      <div class="hb-actions">
        <button type="button" class="hb-btn hb-btn--quiet" onClick={onClear} disabled={!canClear}>
          Clear
        </button>
        <button type="button" class="hb-btn" onClick={onCopy}>
          Copy link
        </button>
      </div>
      {copied ? (
        <p class="hb-hint" role="status">
          {copied.ok ? (
            'Link copied.'
          ) : (
            <>
              Copying was blocked; copy the link from here:{' '}
              <input
                class="hb-link"
                type="text"
                readOnly
                value={copied.url}
                aria-label="Share link"
                onFocus={(e) => e.currentTarget.select()}
              />
            </>
          )}
        </p>
      ) : null}
    </>
  );
}
