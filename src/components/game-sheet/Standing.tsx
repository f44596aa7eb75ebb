/** Where the game stands: every balance, and who deals the next hand in which seat, or the end. */
import type { GameReplay } from '../../engine/game/play';
import { Balances } from '../ledger/Balances';
import { PLAYERS, type Sheet } from './sheet';
import { balanceText, handTitle, type Nouns, useGameSay } from './words';

interface Props {
  sheet: Sheet;
  replay: GameReplay;
  /** What the sheet calls a hand of the game: "hand", or "deal" in Sichuan. */
  noun: Nouns;
}

export function Standing({ sheet, replay, noun }: Props) {
  const say = useGameSay();
  const { hands, balances, next, ended } = replay;
  return (
    <Balances
      idPrefix="gs"
      columns={PLAYERS.map((p) => ({
        name: say.player(sheet, p),
        value: balanceText(balances[p]),
        testid: `balance-${p}`,
      }))}
      statusTestId="game-status"
      announce={hands.length > 0}
      status={
        ended ? (
          <strong data-testid="next-dealer">
            {say('standing.over', { ...noun, n: hands.length })}
          </strong>
        ) : (
          <>
            {hands.length === 0 ? say('standing.none', noun) : ''}
            <strong data-testid="next-dealer">
              {say('standing.next', {
                title: handTitle(sheet, next.number, next.round, next.dealer, say),
              })}
            </strong>
          </>
        )
      }
    />
  );
}
