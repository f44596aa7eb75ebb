/** Undo, a new game, and the record taken away: copied as a link, saved as CSV, printed. */
import { CopiedNote, useCopyLink } from '../CopyLink';
import { useGameSay } from './words';

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
  const say = useGameSay();
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
          {say('tools.undo')}
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => copy(window.location.href)}
        >
          {say('tools.copy')}
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={download} disabled={!hasHands}>
          {say('tools.csv')}
        </button>
        <button
          type="button"
          class="dl-btn dl-btn--quiet"
          onClick={() => window.print()}
          disabled={!hasHands}
        >
          {say('tools.print')}
        </button>
        <button type="button" class="dl-btn dl-btn--quiet" onClick={onNewGame} disabled={!hasHands}>
          {say('tools.new')}
        </button>
      </div>
      <CopiedNote copied={copied} done={say('tools.copied')} class="dl-step__note gs-copied" />
    </div>
  );
}
