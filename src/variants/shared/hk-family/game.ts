/**
 * How a Hong Kong-family game moves (Hong Kong, Rainbow Dragon, VMC): the dealer keeps the deal
 * after his own win or a draw; otherwise it passes to his right and every seat wind moves with it.
 * A round ends when the deal has gone round the table; a full game is four rounds.
 */
import type { GameRules } from '../../../engine/game/rules';
import type { SourceRef } from '../../../engine/variant';

export function hkFamilyGame(source: SourceRef): GameRules {
  return {
    dealerKeeps: ({ draw, dealerWon }) => draw || dealerWon,
    usualRounds: 4,
    source,
  };
}

/** The how-to-play guide's "Passing the deal", which the club sheets leave unsaid. */
export const PASSING_THE_DEAL: SourceRef = {
  source: 'mahjong-rules-guide',
  section: 'Passing the deal',
  status: 'stated',
  note: 'a full game is four rounds, East to North; many groups play only the East round, or East and South',
};
