/** The form for the next hand, or for correcting a past one: a win or a draw, and its button. */
import type { Wind } from '../../engine/tiles';
import type { Variant } from '../../engine/variant';
import type { Draft } from './actions';
import { FormActions } from './FormActions';
import type { Player, Sheet } from './sheet';
import { WinFields } from './WinFields';
import { useGameSay } from './words';

interface Props {
  variant: Variant;
  sheet: Sheet;
  draft: Draft;
  /** The hand's number and the title saying who deals it (or that it is being corrected). */
  number: number;
  title: string;
  seats: Record<Player, Wind>;
  /** Correcting a past hand rather than adding the next. */
  correcting: boolean;
  onChange(f: (d: Draft) => Draft): void;
  onSubmit(): void;
  onCancel(): void;
}

export function HandForm(props: Props) {
  const say = useGameSay();
  const { variant, draft, number, title, correcting, onChange, onSubmit, onCancel } = props;
  return (
    <fieldset class="dl-form gs-form" data-testid="game-form">
      <legend>{title}</legend>
      <div class="dl-field gs-wide">
        <label for="gs-kind">{say('form.what')}</label>
        <select
          id="gs-kind"
          value={draft.kind}
          onChange={(e) => {
            const kind = e.currentTarget.value as Draft['kind'];
            onChange((d) => ({ ...d, kind }));
          }}
        >
          <option value="win">{say('form.win')}</option>
          <option value="draw">{say('form.draw')}</option>
        </select>
      </div>
      {draft.kind === 'win' ? <WinFields {...props} onEnter={onSubmit} /> : null}
      <FormActions
        label={
          correcting
            ? say('form.save', { ...say.noun(variant), n: number })
            : say('form.add.hand', { n: number })
        }
        correcting={correcting}
        onSubmit={onSubmit}
        onCancel={onCancel}
        wide
      />
    </fieldset>
  );
}
