/** The add (or, while correcting, save and cancel) buttons under a sheet's entry form. */
import { useGameSay } from './words';

interface Props {
  /** The add button's words; while correcting, the save button's. */
  label: string;
  correcting: boolean;
  onSubmit: () => void;
  onCancel: () => void;
  wide?: boolean;
}

export function FormActions({ label, correcting, onSubmit, onCancel, wide }: Props) {
  const say = useGameSay();
  return (
    <div class={wide ? 'dl-actions gs-wide' : 'dl-actions'}>
      <button type="button" class="dl-btn" onClick={onSubmit}>
        {label}
      </button>
      {correcting ? (
        <button type="button" class="dl-btn dl-btn--quiet" onClick={onCancel}>
          {say('form.cancel')}
        </button>
      ) : null}
    </div>
  );
}
