/** Where the game stands: every balance, and who deals the next hand in which seat, or the end. */
import type { GameReplay } from '../../engine/game/play';
import { Balances } from '../ledger/Balances';
import { PLAYERS, playerName, type Sheet } from './sheet';
import { balanceText, handTitle } from './words';

export function Standing({ sheet, replay }: { sheet: Sheet; replay: GameReplay }) {
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
          <strong data-testid="next-dealer">The game is over after {hands.length} hands.</strong>
        ) : (
          <>
            {hands.length === 0 ? 'No hands yet. ' : ''}
            <strong data-testid="next-dealer">
              Next: {handTitle(sheet, next.number, next.round, next.dealer)} (East).
            </strong>
          </>
        )
      }
    />
  );
}
