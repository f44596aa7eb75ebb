/** The missing suit each player declared at the start of the deal. */
import { type Suit, WINDS, type Wind } from '../../engine/tiles';
import { useDealSay } from './words';

const SUITS: { value: Suit; label: string }[] = [
  { value: 'm', label: 'Characters (m)' },
  { value: 'p', label: 'Dots (p)' },
  { value: 's', label: 'Bamboo (s)' },
];

export function MissingSuits({
  suits,
  names,
  onChange,
}: {
  suits: Record<Wind, Suit>;
  /** How each seat is called: "East", or in a game the player's name and seat. */
  names: Record<Wind, string>;
  onChange(seat: Wind, suit: Suit): void;
}) {
  const say = useDealSay();
  return (
    <fieldset class="dl-suits">
      <legend>{say('suits.legend')}</legend>
      {WINDS.map((w) => (
        <div class="dl-field" key={w}>
          <label for={`dl-suit-${w}`}>{names[w]}</label>
          <select
            id={`dl-suit-${w}`}
            value={suits[w]}
            onChange={(e) => onChange(w, e.currentTarget.value as Suit)}
          >
            {SUITS.map((s) => (
              <option key={s.value} value={s.value}>
                {say.scorer.text(s.label)}
              </option>
            ))}
          </select>
        </div>
      ))}
    </fieldset>
  );
}
