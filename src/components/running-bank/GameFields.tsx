/** The game's own rules: each player's starting pool and whether the dealer keeps the deal. */
import type { LedgerState } from './entries';

export function GameFields({
  state,
  onChange,
}: {
  state: LedgerState;
  onChange(s: LedgerState): void;
}) {
  return (
    <fieldset>
      <legend>The game</legend>
      <div class="dl-field">
        <label for="rb-start">Each player starts with</label>
        <select
          id="rb-start"
          value={String(state.startingBank)}
          onChange={(e) =>
            onChange({ ...state, startingBank: e.currentTarget.value === '0' ? 0 : 300 })
          }
        >
          <option value="300">300 points (the guide’s bank)</option>
          <option value="0">0 (a running tally, as most sources keep it)</option>
        </select>
      </div>
      <div class="dl-checks">
        <label>
          <input
            type="checkbox"
            checked={state.dealerStays}
            onChange={(e) => onChange({ ...state, dealerStays: e.currentTarget.checked })}
          />{' '}
          The dealer keeps the deal after his own win or a draw (as the guide has it)
        </label>
      </div>
    </fieldset>
  );
}
