/** The comparison's inputs: the hand, the rules, who won, the round and how the tile came. */
import type { Hand } from '../../engine/hand';
import { WINDS, type Wind } from '../../engine/tiles';
import type { BuilderState } from '../../share';
import { COMPARABLE_VARIANTS } from '../../variants/comparable';
import { HandTiles } from '../HandTiles';
import { useSay } from '../hand-builder/words';
import { WindSelect } from '../WindSelect';
import { usePayoutSay } from './words';
import '../hand-builder/later-words';

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
  const say = usePayoutSay();
  const own = useSay();
  const selfDrawn = state.discarder === null;
  return (
    <fieldset class="pc-controls">
      <legend>{say('controls.legend')}</legend>
      <div class="pc-field pc-field--wide">
        <label for="pc-notation">{own('notation.label')}</label>
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
        <label for="pc-variant">{say('controls.rules')}</label>
        <select
          id="pc-variant"
          value={variantId}
          onChange={(e) => onVariant(e.currentTarget.value)}
        >
          {COMPARABLE_VARIANTS.map((v) => (
            <option key={v.id} value={v.id}>
              {say.fullName(v)}
            </option>
          ))}
        </select>
      </div>
      <div class="pc-field">
        <WindSelect
          id="pc-seat"
          label={say('controls.winner')}
          value={state.seat}
          onChange={onWinner}
          markDealer
        />
      </div>
      <div class="pc-field">
        <WindSelect
          id="pc-round"
          label={own('context.roundWind')}
          value={state.round}
          onChange={onRound}
        />
      </div>
      <div class="pc-field pc-field--wide" role="radiogroup" aria-label={say('controls.how')}>
        <label class="pc-radio">
          <input
            type="radio"
            name="pc-how"
            checked={!selfDrawn}
            onChange={() => onSelfDrawn(false)}
          />
          {say('controls.discard')}
        </label>
        <label class="pc-radio">
          <input
            type="radio"
            name="pc-how"
            checked={selfDrawn}
            onChange={() => onSelfDrawn(true)}
          />
          {own('context.selfDrawnOption')}
        </label>
      </div>
      <div class="pc-field">
        <label for="pc-from">{say('controls.from')}</label>
        <select
          id="pc-from"
          value={state.discarder ?? ''}
          disabled={selfDrawn}
          onChange={(e) => onDiscarder(e.currentTarget.value as Wind)}
        >
          {selfDrawn ? <option value="">{say('controls.nobody')}</option> : null}
          {WINDS.filter((w) => w !== state.seat).map((w) => (
            <option key={w} value={w}>
              {own.wind(w)}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
