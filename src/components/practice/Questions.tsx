/** The questions asked on a won hand, each a plain form field the reader fills in before Check. */
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import { seatRole } from './payments';
import { countingHint, type HandDrillView, patternChoices, toggled } from './state';
import { usePracticeSay } from './words';

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
  const say = usePracticeSay();
  const hint = countingHint(variant, say);
  return (
    <div class="pr-answer">
      <label for="pr-total">{say('total.label', { unit: say.unit(variant) })}</label>
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
  const say = usePracticeSay();
  const nameOf = (id: string) =>
    say.own.pattern(id, variant.patterns.find((p) => p.id === id)?.name ?? id);
  return (
    <fieldset class="pr-patterns">
      <legend>{say('patterns.legend')}</legend>
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
  const say = usePracticeSay();
  const { asked } = view.payments;
  const one = asked.length === 1;
  return (
    <fieldset class="pr-payments">
      <legend>{say(one ? 'pays.one' : 'pays.each')}</legend>
      {asked.map((seat) => (
        <div key={seat} class="pr-answer">
          <label for={`pr-pays-${seat}`}>
            {say('pays.label', { seat: seatRole(view.result, seat, say) })}
          </label>
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
        {say(one ? 'pays.hintOne' : 'pays.hintEach', {
          winner: say.own.wind(view.result.context.seat),
        })}
      </p>
    </fieldset>
  );
}
