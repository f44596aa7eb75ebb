import type { VariantHeader } from '../../engine/variant';
import type { BuilderState } from '../../share';
import type { FormHints } from './hints';
import { useSay } from './words';
import './later-words';

interface Props {
  variant: VariantHeader;
  state: BuilderState;
  /** The hints under its fields, once fetched (./hints.ts). */
  hints: FormHints | undefined;
  onChange(patch: Partial<BuilderState>): void;
}

/**
 * The context a variant reads beyond seat, wind and win events (Variant.contextFields), e.g.
 * Sichuan's missing suit, each with its hint once fetched (./hints.ts).
 */
export function VariantContext({ variant, state, hints, onChange }: Props) {
  const say = useSay();
  const fields = variant.contextFields ?? [];
  if (!fields.length) return null;
  return (
    <fieldset class="hb-context hb-context--variant">
      <legend>{say('context.variant', { variant: say.variant(variant) })}</legend>
      <div class="hb-fields">
        {fields.map((f) => {
          const id = `hb-x-${f.id}`;
          const value = state.extra?.[f.id] ?? f.default ?? '';
          const hint = hints?.context[f.id];
          return (
            <div class="hb-field hb-field--wide" key={f.id}>
              <label for={id}>{say.text(f.label)}</label>
              <select
                id={id}
                value={value}
                aria-describedby={hint === undefined ? undefined : `${id}-hint`}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  const extra = { ...state.extra };
                  if (v) extra[f.id] = v;
                  else delete extra[f.id];
                  onChange({ extra });
                }}
              >
                {f.default === undefined ? <option value="">{say('context.choose')}</option> : null}
                {f.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {say.text(c.label)}
                  </option>
                ))}
              </select>
              {hint === undefined ? null : (
                <p class="hb-hint" id={`${id}-hint`}>
                  {say.text(hint)}
                </p>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
