/**
 * A game saved under an older version of the variant's rules, shown as it was scored then: the
 * record and the balances it had, untouched, until the reader chooses to score it again under
 * today's rules (values may change, and the page says so before it does).
 */

import { valueText } from '../../engine/value';
import type { Variant } from '../../engine/variant';
import { HandTable } from './HandTable';
import { handNoun, type Sheet } from './sheet';
import type { OlderGame } from './useGame';

interface Props {
  variant: Variant;
  sheet: Sheet;
  older: OlderGame;
  onRescore(): void;
}

export function OlderRecord({ variant, sheet, older, onRescore }: Props) {
  return (
    <section class="gs-older" data-testid="game-older">
      <p class="dl-message" role="status">
        This game was saved under version {older.version} of the {variant.shortName} rules; the site
        now uses version {variant.catalogueVersion}. Its hands are shown as they were scored then.
        Scoring it again under today's rules may change values and balances.
      </p>
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={onRescore}>
          Score it again under today's rules
        </button>
      </div>
      <HandTable
        sheet={sheet}
        hands={older.hands}
        failure={null}
        valueText={(n) => valueText(variant, n)}
        noun={handNoun(variant)}
      />
    </section>
  );
}
