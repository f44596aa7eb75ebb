/** The questions asked on a won hand, each a plain form field the reader fills in before Check. */
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { SEAT_NAMES } from '../WindSelect';
import { seatRole } from './payments';
import { countingHint, type HandDrillView, patternChoices, toggled } from './state';

export function TotalQuestion({
  variant,
  typed,
  invalid,
  onType,
}: {
  variant: Variant;
  typed: string;
  invalid: boolean;
  onType(text: string): void;
}) {
  const hint = countingHint(variant);
  return (
    <div class="pr-answer">
      <label for="pr-total">Total in {variant.unit.plural}</label>
      <input
        id="pr-total"
        inputMode="numeric"
        autoComplete="off"
        value={typed}
        aria-invalid={invalid ? 'true' : undefined}
        onInput={(e) => onType(e.currentTarget.value)}
      />
      {hint ? <p class="hb-hint">{hint}</p> : null}
    </div>
  );
}

export function PatternsQuestion({
  variant,
  view,
  seed,
  ticked,
  onTick,
}: {
  variant: Variant;
  view: HandDrillView;
  seed: number;
  ticked: ReadonlySet<string>;
  onTick(next: Set<string>): void;
}) {
  const nameOf = (id: string) => variant.patterns.find((p) => p.id === id)?.name ?? id;
  return (
    <fieldset class="pr-patterns">
      <legend>Tick every pattern that counts</legend>
      {patternChoices(variant, view.result, seed).map((id) => (
        <label key={id} class="pr-check">
          <input
            type="checkbox"
            checked={ticked.has(id)}
            onChange={() => onTick(toggled(ticked, id))}
          />{' '}
          {nameOf(id)}
        </label>
      ))}
    </fieldset>
  );
}

/** One field per seat asked about; the winner's seat and the win are in the line above the tiles. */
export function PaymentsQuestion({
  view,
  paid,
  invalid,
  onType,
}: {
  view: HandDrillView;
  paid: Partial<Record<Wind, string>>;
  invalid: boolean;
  onType(seat: Wind, text: string): void;
}) {
  const { asked } = view.payments;
  return (
    <fieldset class="pr-payments">
      <legend>
        {asked.length === 1 ? 'What does this seat pay?' : 'What does each seat pay?'}
      </legend>
      {asked.map((seat) => (
        <div key={seat} class="pr-answer">
          <label for={`pr-pays-${seat}`}>{seatRole(view.result, seat)} pays</label>
          <input
            id={`pr-pays-${seat}`}
            inputMode="decimal"
            autoComplete="off"
            value={paid[seat] ?? ''}
            aria-invalid={invalid && !(paid[seat] ?? '').trim() ? 'true' : undefined}
            onInput={(e) => onType(seat, e.currentTarget.value)}
          />
        </div>
      ))}
      <p class="hb-hint">
        Winner: {SEAT_NAMES[view.result.context.seat]}. Type what{' '}
        {asked.length === 1 ? 'this player pays' : 'each player pays'} the winner under the default
        table rules, 0 if nothing.
      </p>
    </fieldset>
  );
}
