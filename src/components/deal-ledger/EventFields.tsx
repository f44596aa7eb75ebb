/**
 * The fields of the ledger's event form, one group per kind of event: who declared a kong and
 * how, who won on whose tile, and the hands shown when the wall runs out.
 */
import { WINDS, type Wind } from '../../engine/tiles';
import type { Draft } from './draft';

export interface FieldsProps {
  draft: Draft;
  patch(p: Partial<Draft>): void;
  /** The players still in. */
  active: Wind[];
  /** How each seat is called: "East", or in a game the player's name and seat. */
  names: Record<Wind, string>;
}

function SeatSelect({
  id,
  label,
  value,
  seats,
  names,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  seats: readonly string[];
  names: Record<Wind, string>;
  onChange(v: string): void;
}) {
  return (
    <div class="dl-field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {seats.map((w) => (
          <option key={w} value={w}>
            {w === 'self' ? 'Nobody: self-drawn' : names[w as Wind]}
          </option>
        ))}
      </select>
    </div>
  );
}

interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  placeholder?: string;
  /** A hand: the field takes the whole row. */
  wide?: boolean;
  numeric?: boolean;
  onInput(v: string): void;
}

function TextField({ id, label, value, placeholder, wide, numeric, onInput }: TextFieldProps) {
  return (
    <div class={`dl-field${wide ? ' dl-field--wide' : ''}`}>
      <label for={id}>{label}</label>
      <input
        id={id}
        type="text"
        value={value}
        placeholder={placeholder}
        inputMode={numeric ? 'numeric' : undefined}
        autocomplete="off"
        autocapitalize="off"
        spellcheck={false}
        onInput={(e) => onInput(e.currentTarget.value)}
      />
    </div>
  );
}

export function KongFields({ draft, patch, active, names }: FieldsProps) {
  return (
    <>
      <SeatSelect
        id="dl-kong-seat"
        label="Who declared it"
        value={draft.seat}
        seats={active}
        names={names}
        onChange={(v) => patch({ seat: v as Wind })}
      />
      <div class="dl-field">
        <label for="dl-kong-kind">Kind of kong</label>
        <select
          id="dl-kong-kind"
          value={draft.kind}
          onChange={(e) => patch({ kind: e.currentTarget.value as Draft['kind'] })}
        >
          <option value="concealed">
            Concealed (four drawn tiles): 2 from each player still in
          </option>
          <option value="exposed">Exposed (on a discard): 2 from the discarder</option>
          <option value="added">Added to an exposed pung: 1 from each player still in</option>
        </select>
      </div>
      <TextField
        id="dl-kong-tile"
        label="Tile"
        value={draft.tile}
        placeholder="5p"
        onInput={(tile) => patch({ tile })}
      />
      {draft.kind === 'exposed' ? (
        <SeatSelect
          id="dl-kong-from"
          label="Whose discard"
          value={draft.from}
          seats={WINDS.filter((w) => w !== draft.seat)}
          names={names}
          onChange={(v) => patch({ from: v as Wind })}
        />
      ) : null}
      <TextField
        id="dl-kong-wall"
        label="Tiles left in the wall (optional)"
        value={draft.wallLeft}
        numeric
        onInput={(wallLeft) => patch({ wallLeft })}
      />
    </>
  );
}

const WIN_FLAGS = [
  ['kongReplacement', 'On a kong replacement tile'],
  ['robbingKong', 'Robbing the kong just added'],
  ['lastTile', 'The last tile, or the discard after it'],
  ['kongDiscard', 'On a discard made right after a kong'],
] as const;

export function WinFields({ draft, patch, active, names }: FieldsProps) {
  const winners = active.filter((w) => w !== draft.discarder);
  const what =
    draft.discarder === 'self'
      ? 'winning hand (one winner)'
      : 'winning hand (leave empty if no win)';
  return (
    <>
      <SeatSelect
        id="dl-win-from"
        label="Whose tile"
        value={draft.discarder}
        seats={['self', ...active]}
        names={names}
        onChange={(v) => patch({ discarder: v as Draft['discarder'] })}
      />
      <HandFields draft={draft} patch={patch} active={winners} names={names} what={what} />
      <div class="dl-checks">
        {WIN_FLAGS.map(([key, label]) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(e) => patch({ [key]: e.currentTarget.checked })}
            />{' '}
            {label}
          </label>
        ))}
      </div>
    </>
  );
}

export function HandFields({ draft, patch, active, names, what }: FieldsProps & { what: string }) {
  const example = what.startsWith('13') ? '123p 456p 789s 45s 22s' : '123p 456p 789s 45s 22s @6s';
  return (
    <>
      {active.map((w) => (
        <TextField
          key={w}
          id={`dl-hand-${w}`}
          label={`${names[w]}'s ${what}`}
          value={draft.hands[w]}
          placeholder={example}
          wide
          onInput={(v) => patch({ hands: { ...draft.hands, [w]: v } })}
        />
      ))}
    </>
  );
}
