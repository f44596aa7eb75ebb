import { WINDS, type Wind } from '../engine/tiles';

export const SEAT_NAMES: Record<Wind, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

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
  return (
    <>
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value as Wind)}>
        {WINDS.map((w) => (
          <option key={w} value={w}>
            {SEAT_NAMES[w]}
            {markDealer && w === 'E' ? ' (dealer)' : ''}
          </option>
        ))}
      </select>
    </>
  );
}
