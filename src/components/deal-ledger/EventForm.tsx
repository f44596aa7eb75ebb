/** The form for the next event: what happened, its fields, and the button that adds it. */
import type { Wind } from '../../engine/tiles';
import type { Draft, EventType } from './draft';
import { HandFields, KongFields, WinFields } from './EventFields';

interface Props {
  draft: Draft;
  /** How each seat is called: "East", or in a game the player's name and seat. */
  names: Record<Wind, string>;
  patch(p: Partial<Draft>): void;
  active: Wind[];
  /** The number the next event will have. */
  next: number;
  over: boolean;
  onAdd(): void;
}

export function EventForm({ draft, names, patch, active, next, over, onAdd }: Props) {
  const fields = { draft, patch, active, names };
  return (
    <fieldset class="dl-form" disabled={over}>
      <legend>{over ? 'The deal is over' : `Event ${next}`}</legend>
      <div class="dl-field">
        <label for="dl-type">What happened</label>
        <select
          id="dl-type"
          value={draft.type}
          onChange={(e) => patch({ type: e.currentTarget.value as EventType })}
        >
          <option value="kong">A kong</option>
          <option value="win">A win</option>
          <option value="wallEnd">The wall ran out</option>
        </select>
      </div>
      {draft.type === 'kong' ? <KongFields {...fields} /> : null}
      {draft.type === 'win' ? <WinFields {...fields} /> : null}
      {draft.type === 'wallEnd' ? <HandFields {...fields} what="13-tile hand" /> : null}
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={onAdd}>
          Add event
        </button>
      </div>
    </fieldset>
  );
}
