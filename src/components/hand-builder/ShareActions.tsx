import { useEffect } from 'preact/hooks';
import { CopiedNote, useCopyLink } from '../CopyLink';
import { useSay } from './words';

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
  const say = useSay();
  const { copied, copy, reset } = useCopyLink();
  // A changed hand makes the last copy stale.
  useEffect(reset, [query]);
  const onCopy = () => {
    const { origin, pathname, hash } = window.location;
    return copy(`${origin}${pathname}${query}${keepHash ? hash : ''}`);
  };
  return (
    <>
      <div class="hb-actions">
        <button type="button" class="hb-btn hb-btn--quiet" onClick={onClear} disabled={!canClear}>
          {say('link.clear')}
        </button>
        <button type="button" class="hb-btn" onClick={onCopy}>
          {say('link.copy')}
        </button>
      </div>
      <CopiedNote copied={copied} />
    </>
  );
}
