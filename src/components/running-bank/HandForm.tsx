/** The form for the next hand: a win or a draw, a win's fields, and the button that adds it. */
import type { ContextFieldDecl } from '../../engine/variant';
import type { Draft } from './actions';
import { playerName } from './entries';
import { WinFields } from './WinFields';

interface Props {
  draft: Draft;
  /** The number the next hand will have, and who deals it. */
  hand: number;
  dealer: number;
  fields: readonly ContextFieldDecl[];
  onChange(f: (d: Draft) => Draft): void;
  onAdd(): void;
}

export function HandForm({ draft, hand, dealer, fields, onChange, onAdd }: Props) {
  const setKind = (kind: Draft['kind']) => onChange((d) => ({ ...d, kind }));
  return (
    <fieldset class="dl-form">
      <legend>
        Hand {hand}, dealt by {playerName(dealer)}
      </legend>
      <div class="dl-field">
        <label for="rb-kind">What happened</label>
        <select
          id="rb-kind"
          value={draft.kind}
          onChange={(e) => setKind(e.currentTarget.value as Draft['kind'])}
        >
          <option value="win">A win</option>
          <option value="draw">A draw (the wall ran out): no payment</option>
        </select>
      </div>
      {draft.kind === 'win' ? (
        <WinFields
          draft={draft}
          dealer={dealer}
          fields={fields}
          onChange={onChange}
          onEnter={onAdd}
        />
      ) : null}
      <div class="dl-actions">
        <button type="button" class="dl-btn" onClick={onAdd}>
          Add hand {hand}
        </button>
      </div>
    </fieldset>
  );
}
