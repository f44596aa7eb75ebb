/** The comparison's inputs: the hand, the rules, who won, the round and how the tile came. */
import type { Hand } from '../../engine/hand';
import { WINDS, type Wind } from '../../engine/tiles';
import type { BuilderState } from '../../share';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import { HandTiles } from '../HandTiles';
import { SEAT_NAMES, WindSelect } from '../WindSelect';

interface Props {
  state: BuilderState;
  parsed: Hand | null;
  variantId: string;
  onNotation(notation: string): void;
  onVariant(id: string): void;
  onWinner(w: Wind): void;
  onRound(w: Wind): void;
  onSelfDrawn(on: boolean): void;
  onDiscarder(w: Wind): void;
}

export function Controls({
  state,
  parsed,
  variantId,
  onNotation,
  onVariant,
  onWinner,
  onRound,
  onSelfDrawn,
  onDiscarder,
}: Props) {
  const selfDrawn = state.discarder === null;
  return (
    <fieldset class="pc-controls">
      <legend>The hand and how it was won</legend>
      <div class="pc-field pc-field--wide">
        <label for="pc-notation">Hand in notation</label>
        <input
          id="pc-notation"
          type="text"
          value={state.notation}
          spellcheck={false}
          autocomplete="off"
          autocapitalize="off"
          onInput={(e) => onNotation(e.currentTarget.value)}
        />
      </div>
      {parsed ? (
        <div class="pc-hand">
          <HandTiles hand={parsed} small />
        </div>
      ) : null}
      <div class="pc-field">
        <label for="pc-variant">Rules</label>
        <select
          id="pc-variant"
          value={variantId}
          onChange={(e) => onVariant(e.currentTarget.value)}
        >
          {COMPARABLE_VARIANTS.map((v) => (
            <option key={v.id} value={v.id}>
              {v.name}
            </option>
          ))}
        </select>
      </div>
      <div class="pc-field">
        <WindSelect
          id="pc-seat"
          label="Winner's seat"
          value={state.seat}
          onChange={onWinner}
          markDealer
        />
      </div>
      <div class="pc-field">
        <WindSelect id="pc-round" label="Round wind" value={state.round} onChange={onRound} />
      </div>
      <div class="pc-field pc-field--wide" role="radiogroup" aria-label="How the winning tile came">
        <label class="pc-radio">
          <input
            type="radio"
            name="pc-how"
            checked={!selfDrawn}
            onChange={() => onSelfDrawn(false)}
          />
          Won on a discard
        </label>
        <label class="pc-radio">
          <input
            type="radio"
            name="pc-how"
            checked={selfDrawn}
            onChange={() => onSelfDrawn(true)}
          />
          Self-drawn
        </label>
      </div>
      <div class="pc-field">
        <label for="pc-from">Who discarded</label>
        <select
          id="pc-from"
          value={state.discarder ?? ''}
          disabled={selfDrawn}
          onChange={(e) => onDiscarder(e.currentTarget.value as Wind)}
        >
          {selfDrawn ? <option value="">Nobody (self-drawn)</option> : null}
          {WINDS.filter((w) => w !== state.seat).map((w) => (
            <option key={w} value={w}>
              {SEAT_NAMES[w]}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
