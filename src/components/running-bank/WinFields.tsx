/**
 * The fields of a win: who won on whose tile in which round, the winning hand in notation, the
 * variant's rarer context (blessings, liability, opening-round jokers) folded away, and the win
 * events.
 */
import { WINDS, type Wind } from '../../engine/tiles';
import type { ContextFieldDecl } from '../../engine/variant';
import { SEAT_NAMES } from '../WindSelect';
import { type Draft, withEvent, withExtra, withWinner } from './actions';
import { EVENTS, PLAYERS, type Player } from './entries';
import { seatLabel } from './words';

interface Props {
  draft: Draft;
  dealer: number;
  fields: readonly ContextFieldDecl[];
  /** Changes the draft as it stands when the change applies (typing can outrun a render). */
  onChange(f: (d: Draft) => Draft): void;
  onEnter(): void;
}

export function WinFields({ draft, dealer, fields, onChange, onEnter }: Props) {
  const onEvent = (id: Draft['events'][number], on: boolean) =>
    onChange((d) => withEvent(d, id, on));
  return (
    <>
      <SeatFields draft={draft} dealer={dealer} onChange={onChange} />
      <div class="dl-field dl-field--wide">
        <label for="rb-hand">The winning hand</label>
        <input
          id="rb-hand"
          type="text"
          value={draft.notation}
          placeholder="123m 456p 789s 234s 5p @5p +F1"
          autocomplete="off"
          autocapitalize="off"
          spellcheck={false}
          aria-describedby="rb-hand-help"
          onInput={(e) => {
            const notation = e.currentTarget.value;
            onChange((d) => ({ ...d, notation }));
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') onEnter();
          }}
        />
        <p id="rb-hand-help" class="dl-step__note">
          Jokers are <code>J1</code>–<code>J8</code>, emperors and empresses <code>K1</code>–
          <code>K4</code> and <code>Q1</code>–<code>Q4</code>; see the{' '}
          <a href="/notation/">notation guide</a>.
        </p>
      </div>
      <RareEvents draft={draft} fields={fields} onChange={onChange} />
      <div class="dl-checks">
        {EVENTS.map((ev) => (
          <label key={ev.id}>
            <input
              type="checkbox"
              checked={draft.events.includes(ev.id)}
              onChange={(e) => onEvent(ev.id, e.currentTarget.checked)}
            />{' '}
            {ev.label}
          </label>
        ))}
      </div>
    </>
  );
}

function SeatFields({ draft, dealer, onChange }: Pick<Props, 'draft' | 'dealer' | 'onChange'>) {
  const setWinner = (v: string) => onChange((d) => withWinner(d, Number(v) as Player));
  const setFrom = (v: string) =>
    onChange((d) => ({ ...d, from: v === 'self' ? 'self' : (Number(v) as Player) }));
  const setRound = (v: string) => onChange((d) => ({ ...d, round: v as Wind }));
  return (
    <>
      <div class="dl-field">
        <label for="rb-winner">Who won</label>
        <select
          id="rb-winner"
          value={String(draft.winner)}
          onChange={(e) => setWinner(e.currentTarget.value)}
        >
          {PLAYERS.map((p) => (
            <option key={p} value={String(p)}>
              {seatLabel(p, dealer)}
            </option>
          ))}
        </select>
      </div>
      <div class="dl-field">
        <label for="rb-from">On whose tile</label>
        <select
          id="rb-from"
          value={String(draft.from)}
          onChange={(e) => setFrom(e.currentTarget.value)}
        >
          <option value="self">Self-drawn</option>
          {PLAYERS.filter((p) => p !== draft.winner).map((p) => (
            <option key={p} value={String(p)}>
              Discarded by {seatLabel(p, dealer)}
            </option>
          ))}
        </select>
      </div>
      <div class="dl-field">
        <label for="rb-round">Round wind</label>
        <select id="rb-round" value={draft.round} onChange={(e) => setRound(e.currentTarget.value)}>
          {WINDS.map((w) => (
            <option key={w} value={w}>
              {SEAT_NAMES[w]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

function RareEvents({ draft, fields, onChange }: Pick<Props, 'draft' | 'fields' | 'onChange'>) {
  const setField = (f: ContextFieldDecl, value: string) => onChange((d) => withExtra(d, f, value));
  return (
    <details class="rb-more">
      <summary>Rarer events: blessings, liability, opening-round jokers</summary>
      {fields.map((f) => (
        <div class="dl-field" key={f.id}>
          <label for={`rb-x-${f.id}`}>{f.label}</label>
          <select
            id={`rb-x-${f.id}`}
            value={draft.extra[f.id] ?? f.default ?? ''}
            onChange={(e) => setField(f, e.currentTarget.value)}
          >
            {f.choices.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
      ))}
    </details>
  );
}
