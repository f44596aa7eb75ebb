/**
 * A game saved under an older version of the variant's rules, shown as it was scored then: the
 * record and the balances it had, untouched, until the reader chooses to score it again under
 * today's rules (values may change, and the page says so before it does).
 */

import type { Variant } from '../../engine/variant';
import { HandTable } from './HandTable';
import type { Sheet } from './sheet';
import type { OlderGame } from './useGame';
import { useGameSay } from './words';

interface Props {
  variant: Variant;
  sheet: Sheet;
  older: OlderGame;
  onRescore(): void;
}

export function OlderRecord({ variant, sheet, older, onRescore }: Props) {
  const say = useGameSay();
  return (
    <section class="gs-older" data-testid="game-older">
      <p class="dl-message" role="status">
        {say('older.note', {
          old: older.version,
          variant: say.scorer.variant(variant),
          now: variant.catalogueVersion,
        })}
      </p>
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={onRescore}>
          {say('older.rescore')}
        </button>
      </div>
      <HandTable
        sheet={sheet}
        hands={older.hands}
        failure={null}
        valueText={(n) => say.scorer.amount(variant, n)}
        noun={say.noun(variant)}
      />
    </section>
  );
}
