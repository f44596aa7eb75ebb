/**
 * The Sichuan score sheet's form: the next deal (or a past one being corrected) entered with the
 * deal ledger's editor, seats named by the players who hold them in that deal, settled under the
 * game's table options, then added to the sheet. Only the Sichuan page loads it (with its
 * catalogue), so the other sheets stay light.
 */
import { useState } from 'preact/hooks';
import { WINDS, type Wind } from '../../engine/tiles';
import type { Options } from '../../engine/variant';
import { DealEditor } from '../deal-ledger/DealEditor';
import { emptyDeal } from '../deal-ledger/deal';
import { SEAT_NAMES } from '../WindSelect';
import { type DealState, PLAYERS, type Player, playerName, type Sheet } from './sheet';

export interface DealFormProps {
  sheet: Sheet;
  /** The game's table options, which settle the deal. */
  options: Options;
  number: number;
  title: string;
  seats: Record<Player, Wind>;
  /** The deal being corrected, or null for the next one. */
  initial: DealState | null;
  onSubmit(deal: DealState): boolean;
  onCancel(): void;
}

/** "Bo (East)": each seat of the deal by the player who holds it. */
const seatNames = (sheet: Sheet, seats: Record<Player, Wind>): Record<Wind, string> =>
  Object.fromEntries(
    WINDS.map((w) => {
      const p = PLAYERS.find((q) => seats[q] === w) ?? w;
      return [w, `${playerName(sheet, p)} (${SEAT_NAMES[w]})`];
    }),
  ) as Record<Wind, string>;

export function DealForm(props: DealFormProps) {
  const { sheet, options, number, title, seats, initial, onSubmit, onCancel } = props;
  const [deal, setDeal] = useState<DealState>(() => initial ?? emptyDeal());
  const correcting = initial !== null;
  const submit = () => {
    if (onSubmit(deal) && !correcting) setDeal(emptyDeal());
  };
  return (
    <fieldset class="gs-deal" data-testid="game-form">
      <legend>{correcting ? `Correct ${title.replace(/^Deal/, 'deal')}` : title}</legend>
      <DealEditor
        deal={deal}
        onChange={setDeal}
        options={options}
        names={seatNames(sheet, seats)}
        balanceIds="deal-balance"
      />
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={submit}>
          {correcting ? `Save deal ${number}` : `Add deal ${number} to the game`}
        </button>
        {correcting ? (
          <button type="button" class="dl-btn dl-btn--quiet" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
