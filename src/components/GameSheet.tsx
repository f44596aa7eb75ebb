/**
 * A whole game's score sheet for one variant: the players, the balances and who deals next, the
 * form for each hand (scored by the engine with the seats the game gives it; in Sichuan, a whole
 * deal entered with the deal ledger's editor, which the Sichuan page passes in), the record with
 * corrections, and the record taken away as a link, CSV or print. The plain logic is in
 * game-sheet/: the sheet and its replay (sheet.ts), what each button does (actions.ts), the
 * address (link.ts), storage (storage.ts) and the CSV (csv.ts).
 */
import '../styles/deal-ledger.css';
import '../styles/game-sheet.css';
import type { ComponentType } from 'preact';
import { useMemo } from 'preact/hooks';
import type { Variant } from '../engine/variant';
import { gameCsv } from './game-sheet/csv';
import type { DealFormProps } from './game-sheet/DealForm';
import type { DealLinks } from './game-sheet/deal-links';
import { EntryForm } from './game-sheet/EntryForm';
import { HandTable } from './game-sheet/HandTable';
import { OlderRecord } from './game-sheet/OlderRecord';
import { Setup } from './game-sheet/Setup';
import { Standing } from './game-sheet/Standing';
import { Tools } from './game-sheet/Tools';
import { useEntry } from './game-sheet/useEntry';
import { useGame } from './game-sheet/useGame';
import { type GameLanguage, type GameSay, GameSayContext, gameSayIn } from './game-sheet/words';
import { OptionsForm } from './hand-builder/Panels';
import { SayContext } from './hand-builder/words';
import { ActionMessage, LinkProblems } from './ledger/Notices';
import { LedgerWordsContext } from './ledger/words';

interface Props {
  variant: Variant;
  /** The form for a whole deal, where the variant's hands are deals (Sichuan). */
  dealForm?: ComponentType<DealFormProps>;
  /** How such a game writes its deals in the link (./game-sheet/deal-links.ts). */
  dealLinks?: DealLinks;
  /** The page's words where it is not in English (src/components/games/Game.astro). */
  lang?: GameLanguage | undefined;
}

export function GameSheet({ variant, dealForm, dealLinks, lang }: Props) {
  const say = useMemo(() => gameSayIn(lang), [lang]);
  return (
    <GameSayContext.Provider value={say}>
      <SayContext.Provider value={say.scorer}>
        <LedgerWordsContext.Provider value={say.ledger}>
          <Sheet variant={variant} dealForm={dealForm} dealLinks={dealLinks} say={say} />
        </LedgerWordsContext.Provider>
      </SayContext.Provider>
    </GameSayContext.Provider>
  );
}

function Sheet({ variant, dealForm, dealLinks, say }: Omit<Props, 'lang'> & { say: GameSay }) {
  const game = useGame(variant, say.scorer.link, say('game.unread'), dealLinks);
  const { sheet, replay, older } = game;
  const entry = useEntry(variant, game, say);
  const show = (n: number) => say.scorer.amount(variant, n);
  // Open before the first hand, when names and length are being set; folded under the record after.
  const setup = (
    <details class="gs-more" open={!sheet.entries.length}>
      <summary>{say('setup.summary')}</summary>
      <Setup variant={variant} sheet={sheet} onChange={game.edit} />
    </details>
  );
  const noun = say.noun(variant);
  return (
    <div class="dl gs" data-ready={game.ready ? '' : undefined} data-testid="game-sheet">
      <LinkProblems problems={game.problems} />
      {sheet.entries.length || older ? null : setup}
      {older ? (
        <OlderRecord variant={variant} sheet={sheet} older={older} onRescore={game.rescore} />
      ) : (
        <>
          <Standing sheet={sheet} replay={replay} noun={noun} />
          <EntryForm
            variant={variant}
            sheet={sheet}
            replay={replay}
            entry={entry}
            dealForm={dealForm}
          />
          <ActionMessage message={entry.message} testid="game-message" />
          <HandTable
            sheet={sheet}
            hands={replay.hands}
            failure={
              replay.failure
                ? { number: replay.failure.number, text: say.scorer.error(replay.failure.error) }
                : null
            }
            valueText={show}
            noun={noun}
            onEdit={entry.correct}
            onDelete={entry.remove}
          />
          <Tools
            canUndo={game.canUndo}
            hasHands={sheet.entries.length > 0}
            onUndo={entry.undo}
            onNewGame={entry.newGame}
            csv={() => gameCsv(sheet, replay.hands, say)}
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
            onChange={(options) => game.edit((s) => ({ ...s, options }))}
          />
        </>
      )}
    </div>
  );
}
