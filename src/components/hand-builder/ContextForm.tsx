import { WINDS, type Wind } from '../../engine/tiles';
import { type ContextFlag, DEFAULT_CONTEXT_FLAGS, type VariantHeader } from '../../engine/variant';
import type { BuilderState } from '../../share';
import { WindSelect } from '../WindSelect';
import { EVENT_LABEL } from './drawn-words';
import { useHints } from './hints';
import { OptionField } from './OptionField';
import { withOption } from './option-values';
import { seatChange } from './seat';
import { readsRound } from './summary';
import { VariantContext } from './VariantContext';
import { useSay } from './words';
import './later-words';

export interface ContextProps {
  variant: VariantHeader;
  state: BuilderState;
  onChange(patch: Partial<BuilderState>): void;
}

/**
 * Seat, round wind, how the winning tile came, the special win events and the variant's own
 * context: the body of the "How the hand was won" panel (./Panels.tsx), loaded when it opens.
 */
export function ContextFields({ variant, state, onChange }: ContextProps) {
  const { hints, settled } = useHints(variant.id);
  if (!settled) return <Loading />;
  return (
    <div class="hb-context__body">
      <SeatFields state={state} onChange={onChange} round={readsRound(variant)} />
      <WinEvents state={state} onChange={onChange} flags={variant.contextFlags} />
      <VariantContext variant={variant} state={state} hints={hints} onChange={onChange} />
    </div>
  );
}

/** The panel's loading line, while the hints under its fields are on their way (./hints.ts). */
function Loading() {
  const say = useSay();
  return (
    <p class="hb-hint hb-loading" role="status">
      {say('panel.loading')}
    </p>
  );
}

/** `round`: the variant reads the round wind, so the reader is asked for it. */
function SeatFields({
  state,
  onChange,
  round,
}: Omit<ContextProps, 'variant'> & { round: boolean }) {
  const say = useSay();
  const setSeat = (seat: Wind) => onChange(seatChange(state, seat));
  return (
    <div class="hb-fields">
      <div class="hb-field">
        <WindSelect
          id="hb-seat"
          label={say('context.seat')}
          value={state.seat}
          onChange={setSeat}
          markDealer
        />
      </div>
      {round ? (
        <div class="hb-field">
          <WindSelect
            id="hb-round"
            label={say('context.roundWind')}
            value={state.round}
            onChange={(w) => onChange({ round: w })}
          />
        </div>
      ) : null}
      <div class="hb-field hb-field--wide">
        <label for="hb-from">{say('context.how')}</label>
        <select
          id="hb-from"
          value={state.discarder ?? 'self'}
          onChange={(e) => {
            const v = e.currentTarget.value;
            onChange({ discarder: v === 'self' ? null : (v as Wind) });
          }}
        >
          <option value="self">{say('context.selfDrawnOption')}</option>
          {WINDS.filter((w) => w !== state.seat).map((w) => (
            <option key={w} value={w}>
              {say('context.discardedBy', { wind: say.wind(w) })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

/** The win events the variant reads (Variant.contextFlags; default kong replacement, robbing a kong, last tile). */
function WinEvents({
  state,
  onChange,
  flags = DEFAULT_CONTEXT_FLAGS,
}: Omit<ContextProps, 'variant'> & { flags?: readonly ContextFlag[] }) {
  const say = useSay();
  return (
    <div class="hb-checks">
      {flags.map((flag) => (
        <label key={flag}>
          <input
            type="checkbox"
            checked={state[flag]}
            onChange={(e) => onChange({ [flag]: e.currentTarget.checked })}
          />
          {say(EVENT_LABEL[flag])}
        </label>
      ))}
    </div>
  );
}

export interface OptionsProps {
  variant: VariantHeader;
  options: BuilderState['options'];
  /**
   * The options after a field changed, a value equal to its default dropped (./option-values.ts):
   * worked out here, so the islands do not load that code before the form is opened.
   */
  onChange(options: BuilderState['options']): void;
}

/** The variant's table options, straight from its declarations: the body of the table-rules panel (./Panels.tsx). */
export function OptionList({ variant, options, onChange }: OptionsProps) {
  const { hints, settled } = useHints(variant.id);
  if (!settled) return <Loading />;
  return (
    <div class="hb-options__list">
      {variant.options.map((decl) => (
        <OptionField
          key={decl.id}
          decl={decl}
          value={options[decl.id] ?? decl.default}
          hint={hints?.options[decl.id]}
          onChange={(v) => onChange(withOption(variant, options, decl.id, v))}
        />
      ))}
    </div>
  );
}
