/**
 * The fields of the ledger's event form, one group per kind of event: who declared a kong and
 * how, who won on whose tile, and the hands shown when the wall runs out.
 */
import { WINDS, type Wind } from '../../engine/tiles';
import type { Draft } from './draft';
import { useDealSay } from './words';

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
  const say = useDealSay();
  return (
    <div class="dl-field">
      <label for={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {seats.map((w) => (
          <option key={w} value={w}>
            {w === 'self' ? say('seat.self') : names[w as Wind]}
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
  const say = useDealSay();
  return (
    <>
      <SeatSelect
        id="dl-kong-seat"
        label={say('kong.who')}
        value={draft.seat}
        seats={active}
        names={names}
        onChange={(v) => patch({ seat: v as Wind })}
      />
      <div class="dl-field">
        <label for="dl-kong-kind">{say('kong.kind')}</label>
        <select
          id="dl-kong-kind"
          value={draft.kind}
          onChange={(e) => patch({ kind: e.currentTarget.value as Draft['kind'] })}
        >
          <option value="concealed">{say('kong.concealed')}</option>
          <option value="exposed">{say('kong.exposed')}</option>
          <option value="added">{say('kong.added')}</option>
        </select>
      </div>
      <TextField
        id="dl-kong-tile"
        label={say('kong.tile')}
        value={draft.tile}
        placeholder="5p"
        onInput={(tile) => patch({ tile })}
      />
      {draft.kind === 'exposed' ? (
        <SeatSelect
          id="dl-kong-from"
          label={say('kong.from')}
          value={draft.from}
          seats={WINDS.filter((w) => w !== draft.seat)}
          names={names}
          onChange={(v) => patch({ from: v as Wind })}
        />
      ) : null}
      <TextField
        id="dl-kong-wall"
        label={say('kong.wall')}
        value={draft.wallLeft}
        numeric
        onInput={(wallLeft) => patch({ wallLeft })}
      />
    </>
  );
}

const WIN_FLAGS = ['kongReplacement', 'robbingKong', 'lastTile', 'kongDiscard'] as const;

export function WinFields({ draft, patch, active, names }: FieldsProps) {
  const say = useDealSay();
  const winners = active.filter((w) => w !== draft.discarder);
  const what = draft.discarder === 'self' ? 'hand.winOne' : 'hand.winMany';
  return (
    <>
      <SeatSelect
        id="dl-win-from"
        label={say('win.from')}
        value={draft.discarder}
        seats={['self', ...active]}
        names={names}
        onChange={(v) => patch({ discarder: v as Draft['discarder'] })}
      />
      <HandFields draft={draft} patch={patch} active={winners} names={names} what={what} />
      <div class="dl-checks">
        {WIN_FLAGS.map((key) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={draft[key]}
              onChange={(e) => patch({ [key]: e.currentTarget.checked })}
            />{' '}
            {say(`flag.${key}`)}
          </label>
        ))}
      </div>
    </>
  );
}

export function HandFields({
  draft,
  patch,
  active,
  names,
  what,
}: FieldsProps & { what: 'hand.winOne' | 'hand.winMany' | 'hand.wallEnd' }) {
  const say = useDealSay();
  const example = what === 'hand.wallEnd' ? '123p 456p 789s 45s 22s' : '123p 456p 789s 45s 22s @6s';
  return (
    <>
      {active.map((w) => (
        <TextField
          key={w}
          id={`dl-hand-${w}`}
          label={say(what, { name: names[w] })}
          value={draft.hands[w]}
          placeholder={example}
          wide
          onInput={(v) => patch({ hands: { ...draft.hands, [w]: v } })}
        />
      ))}
    </>
  );
}
