/** The missing suit each player declared at the start of the deal. */
import { type Suit, WINDS, type Wind } from '../../engine/tiles';
import { SEAT_NAMES } from '../WindSelect';

const SUITS: { value: Suit; label: string }[] = [
  { value: 'm', label: 'Characters (m)' },
  { value: 'p', label: 'Dots (p)' },
  { value: 's', label: 'Bamboo (s)' },
];

export function MissingSuits({
  suits,
  onChange,
}: {
  suits: Record<Wind, Suit>;
  onChange(seat: Wind, suit: Suit): void;
}) {
  return (
    <fieldset class="dl-suits">
      <legend>Missing suits (declared at the start)</legend>
      {WINDS.map((w) => (
        <div class="dl-field" key={w}>
          <label for={`dl-suit-${w}`}>{SEAT_NAMES[w]}</label>
          <select
            id={`dl-suit-${w}`}
            value={suits[w]}
            onChange={(e) => onChange(w, e.currentTarget.value as Suit)}
          >
            {SUITS.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
