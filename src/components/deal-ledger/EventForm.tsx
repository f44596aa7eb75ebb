/** The form for the next event: what happened, its fields, and the button that adds it. */
import type { Wind } from '../../engine/tiles';
import type { Draft, EventType } from './draft';
import { HandFields, KongFields, WinFields } from './EventFields';
import { useDealSay } from './words';

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
  const say = useDealSay();
  const fields = { draft, patch, active, names };
  return (
    <fieldset class="dl-form" disabled={over}>
      <legend>{over ? say('form.over') : say('form.event', { n: next })}</legend>
      <div class="dl-field">
        <label for="dl-type">{say('form.what')}</label>
        <select
          id="dl-type"
          value={draft.type}
          onChange={(e) => patch({ type: e.currentTarget.value as EventType })}
        >
          <option value="kong">{say('type.kong')}</option>
          <option value="win">{say('type.win')}</option>
          <option value="wallEnd">{say('type.wallEnd')}</option>
        </select>
      </div>
      {draft.type === 'kong' ? <KongFields {...fields} /> : null}
      {draft.type === 'win' ? <WinFields {...fields} /> : null}
      {draft.type === 'wallEnd' ? <HandFields {...fields} what="hand.wallEnd" /> : null}
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={onAdd}>
          {say('form.add')}
        </button>
      </div>
    </fieldset>
  );
}
