import { WINDS, type Wind } from '../engine/tiles';
import { ENGLISH, useSay } from './hand-builder/words';

/** The winds' English names (the scorer's words), for the islands not yet in the reader's language. */
export const SEAT_NAMES = Object.fromEntries(WINDS.map((w) => [w, ENGLISH.wind(w)])) as Record<
  Wind,
  string
>;

interface Props {
  id: string;
  label: string;
  value: Wind;
  onChange(w: Wind): void;
  /** Say which seat deals (East), for seat pickers. */
  markDealer?: boolean;
}

/** A labelled wind picker for seats and the round wind. */
export function WindSelect({ id, label, value, onChange, markDealer }: Props) {
  const say = useSay();
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as Wind)}>
        {WINDS.map((w) => (
          <option key={w} value={w}>
            {say.wind(w)}
            {markDealer && w === 'E' ? ` ${say('context.dealer')}` : ''}
          </option>
        ))}
      </select>
    </>
  );
}
