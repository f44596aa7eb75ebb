/** Where the game stands: every balance, and who deals the next hand in which seat, or the end. */
import type { GameReplay } from '../../engine/game/play';
import { Balances } from '../ledger/Balances';
import { PLAYERS, playerName, type Sheet } from './sheet';
import { balanceText, handTitle } from './words';

interface Props {
  sheet: Sheet;
  replay: GameReplay;
  /** What the sheet calls a hand of the game: "hand", or "deal" in Sichuan. */
  noun: string;
}

export function Standing({ sheet, replay, noun }: Props) {
  const { hands, balances, next, ended } = replay;
  return (
    <Balances
      idPrefix="gs"
      columns={PLAYERS.map((p) => ({
        name: playerName(sheet, p),
        value: balanceText(balances[p]),
        testid: `balance-${p}`,
      }))}
      statusTestId="game-status"
      announce={hands.length > 0}
      status={
        ended ? (
          <strong data-testid="next-dealer">
            The game is over after {hands.length} {noun}s.
          </strong>
        ) : (
          <>
            {hands.length === 0 ? `No ${noun}s yet. ` : ''}
            <strong data-testid="next-dealer">
              Next: {handTitle(sheet, next.number, next.round, next.dealer)} (East).
            </strong>
          </>
        )
      }
    />
  );
}
