/** Undo, a new game, and the record taken away: copied as a link, saved as CSV, printed. */
import { CopiedNote, useCopyLink } from '../CopyLink';

interface Props {
  canUndo: boolean;
  hasHands: boolean;
  onUndo(): void;
  onNewGame(): void;
  /** The game's CSV, made when the button is pressed. */
  csv(): string;
  fileName: string;
}

export function Tools({ canUndo, hasHands, onUndo, onNewGame, csv, fileName }: Props) {
  const { copied, copy } = useCopyLink();
  const download = () => {
    const blob = new Blob([csv()], { type: 'text/csv;charset=utf-8' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = fileName;
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  };
  return (
    <div class="gs-tools">
      <div class="dl-actions">
        <button type="button" class="dl-btn dl-btn--quiet" onClick={onUndo} disabled={!canUndo}>
          Undo
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => copy(window.location.href)}
        >
          Copy link
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={download} disabled={!hasHands}>
          Save as CSV
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => window.print()}
          disabled={!hasHands}
        >
          Print the record
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={onNewGame} disabled={!hasHands}>
          New game
        </button>
      </div>
      <CopiedNote
        copied={copied}
        done="Link copied: it opens this game as it stands."
        class="dl-step__note gs-copied"
      />
    </div>
  );
}
