/**
 * A whole game's score sheet for one variant: the players, the balances and who deals next, the
 * form for each hand (scored by the engine with the seats the game gives it), the record with
 * corrections, and the record taken away as a link, CSV or print. The plain logic is in
 * game-sheet/: the sheet and its replay (sheet.ts), what each button does (actions.ts), the
 * address (link.ts), storage (storage.ts) and the CSV (csv.ts).
 */
import { useState } from 'preact/hooks';
import '../styles/deal-ledger.css';
import '../styles/game-sheet.css';
import { valueText } from '../engine/value';
import type { Variant } from '../engine/variant';
import {
  addHand,
  clearHands,
  type Draft,
  deleteHand,
  draftOf,
  emptyDraft,
  type Message,
  nextDraft,
  type Outcome,
  replaceHand,
} from './game-sheet/actions';
import { gameCsv } from './game-sheet/csv';
import { HandForm } from './game-sheet/HandForm';
import { HandTable } from './game-sheet/HandTable';
import { OlderRecord } from './game-sheet/OlderRecord';
import { Setup } from './game-sheet/Setup';
import { Standing } from './game-sheet/Standing';
import { Tools } from './game-sheet/Tools';
import { useGame } from './game-sheet/useGame';
import { handTitle } from './game-sheet/words';
import { errorText } from './hand-builder/model';
import { withOption } from './hand-builder/option-values';
import { OptionsForm } from './hand-builder/Panels';
import { ActionMessage, LinkProblems } from './ledger/Notices';

export function GameSheet({ variant }: { variant: Variant }) {
  const game = useGame(variant);
  const { sheet, replay, older } = game;
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<Message | null>(null);
  const show = (n: number) => valueText(variant, n);
  const apply = ({ sheet: next, message }: Outcome, done: boolean) => {
    setMessage(message);
    game.commit(next);
    if (done && next !== sheet) {
      setDraft(nextDraft(draft));
      setEditing(null);
    }
  };
  const submit = () =>
    editing === null
      ? apply(addHand(variant, sheet, draft), true)
      : apply(replaceHand(variant, sheet, editing, draft), true);
  const edit = (i: number) => {
    const entry = sheet.entries[i];
    if (entry) setDraft(draftOf(entry));
    setEditing(i);
  };
  // Open before the first hand, when names and length are being set; folded under the record after.
  const setup = (
    <details class="gs-more" open={!sheet.entries.length}>
      <summary>Players and game</summary>
      <Setup variant={variant} sheet={sheet} onChange={game.edit} />
    </details>
  );
  const at = (editing !== null && replay.hands[editing]) || replay.upcoming;
  return (
    <div class="dl gs" data-ready={game.ready ? '' : undefined} data-testid="game-sheet">
      <LinkProblems problems={game.problems} />
      {sheet.entries.length || older ? null : setup}
      {older ? (
        <OlderRecord variant={variant} sheet={sheet} older={older} onRescore={game.rescore} />
      ) : (
        <>
          <Standing sheet={sheet} replay={replay} />
          {replay.ended && editing === null ? null : (
            <HandForm
              variant={variant}
              sheet={sheet}
              draft={draft}
              number={at.number}
              title={handTitle(sheet, at.number, at.round, at.dealer)}
              seats={at.seats}
              correcting={editing !== null}
              onChange={(f) => setDraft((d) => f(d))}
              onSubmit={submit}
              onCancel={() => {
                setEditing(null);
                setDraft(emptyDraft());
              }}
            />
          )}
          <ActionMessage message={message} testid="game-message" />
          <HandTable
            sheet={sheet}
            hands={replay.hands}
            failure={
              replay.failure
                ? { number: replay.failure.number, text: errorText(replay.failure.error) }
                : null
            }
            valueText={show}
            onEdit={edit}
            onDelete={(i) => apply(deleteHand(variant, sheet, i), false)}
          />
          <Tools
            canUndo={game.canUndo}
            hasHands={sheet.entries.length > 0}
            onUndo={() => {
              game.undo();
              setMessage({ text: 'Undone.', error: false });
            }}
            onNewGame={() => apply(clearHands(sheet), true)}
            csv={() => gameCsv(sheet, replay.hands)}
            fileName={`${variant.id}-game.csv`}
          />
        </>
      )}
      {older ? null : (
        <>
          {sheet.entries.length ? setup : null}
          <OptionsForm
            variant={variant}
            options={sheet.options}
            onChange={(id, value) =>
              game.edit((s) => ({ ...s, options: withOption(variant, s.options, id, value) }))
            }
          />
        </>
      )}
    </div>
  );
}
