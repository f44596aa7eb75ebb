/**
 * The Sichuan score sheet's form: the next deal (or a past one being corrected) entered with the
 * deal ledger's editor, seats named by the players who hold them in that deal, settled under the
 * game's table options, then added to the sheet. Only the Sichuan page loads it (with its
 * catalogue), so the other sheets stay light.
 */
import { useMemo, useState } from 'preact/hooks';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
import { DealEditor } from '../deal-ledger/DealEditor';
import { emptyDeal } from '../deal-ledger/deal';
import { DealSayContext, dealSayIn } from '../deal-ledger/words';
import { FormActions } from './FormActions';
import { type DealState, PLAYERS, type Player, type Sheet } from './sheet';
import { type GameSay, seated, useGameSay } from './words';

export interface DealFormProps {
  sheet: Sheet;
  /** The game's table options, which settle the deal. */
  options: Options;
  number: number;
  /** Who deals it, or that it is being corrected. */
  title: string;
  seats: Record<Player, Wind>;
  /** The deal being corrected, or null for the next one. */
  initial: DealState | null;
  onSubmit(deal: DealState): boolean;
  onCancel(): void;
}

/** "Bo (East)": each seat of the deal by the player who holds it. */
const seatNames = (sheet: Sheet, seats: Record<Player, Wind>, say: GameSay) =>
  Object.fromEntries(
    WINDS.map((w) => [w, seated(sheet, PLAYERS.find((q) => seats[q] === w) ?? w, seats, say)]),
  ) as Record<Wind, string>;

export function DealForm(props: DealFormProps) {
  const say = useGameSay();
  const { sheet, options, number, title, seats, initial, onSubmit, onCancel } = props;
  const [deal, setDeal] = useState<DealState>(() => initial ?? emptyDeal());
  const correcting = initial !== null;
  const dealSay = useMemo(() => dealSayIn(say.deal, say.scorer, say.dealPhrases), [say]);
  const submit = () => {
    if (onSubmit(deal) && !correcting) setDeal(emptyDeal());
  };
  return (
    <fieldset class="gs-deal" data-testid="game-form">
      <legend>{title}</legend>
      <DealSayContext.Provider value={dealSay}>
        <DealEditor
          deal={deal}
          onChange={setDeal}
          options={options}
          names={seatNames(sheet, seats, say)}
          balanceIds="deal-balance"
        />
      </DealSayContext.Provider>
      <FormActions
        label={
          correcting
            ? say('form.save', { noun: say('noun.deal'), n: number })
            : say('form.add.deal', { n: number })
        }
        correcting={correcting}
        onSubmit={submit}
        onCancel={onCancel}
      />
    </fieldset>
  );
}
