/** The builder's table options, listed open, and the settlement model where the club may choose one. */
import { modelChoosable } from '../../engine/house-rules';
import { modelsOf } from '../../engine/models';
import type { Variant } from '../../engine/variant';
import { useHints } from '../hand-builder/hints';
import { OptionField } from '../hand-builder/OptionField';
import type { Change, Editor } from './editor';
import { useHouseSay } from './words';

interface Props {
  variant: Variant;
  editor: Editor;
  onChange(c: Change): void;
}

export function OptionsFieldset({ variant, editor, onChange }: Props) {
  const { rules } = editor;
  const say = useHouseSay();
  const name = say.in(variant).variant(variant);
  const { hints } = useHints(variant.id);
  return (
    <fieldset class="hr-fieldset">
      <legend>{say('options.legend', { variant: name })}</legend>
      {variant.options.length ? (
        <div class="hb-options__list">
          {variant.options.map((decl) => (
            <OptionField
              key={`${variant.id}-${decl.id}`}
              decl={decl}
              value={rules.options[decl.id] ?? decl.default}
              hint={hints?.options[decl.id]}
              onChange={(value) => onChange({ type: 'option', id: decl.id, value })}
            />
          ))}
        </div>
      ) : (
        <p>{say('options.none', { variant: name })}</p>
      )}
      {modelChoosable(variant) ? (
        <ModelField variant={variant} editor={editor} onChange={onChange} />
      ) : null}
    </fieldset>
  );
}

function ModelField({ variant, editor, onChange }: Props) {
  const models = modelsOf(variant);
  const [published, ...others] = models;
  if (!published) return null;
  const chosen = editor.rules.model;
  const say = useHouseSay();
  const own = say.in(variant);
  const summary = (chosen ? models.find((m) => m.id === chosen) : published)?.summary;
  return (
    <div class="hb-option">
      <label for="hr-model">{say('model.label')}</label>
      <select
        id="hr-model"
        value={chosen ?? ''}
        aria-describedby="hr-model-hint"
        onChange={(e) => onChange({ type: 'model', model: e.currentTarget.value || undefined })}
      >
        <option value="">{say('model.published', { name: own.text(published.name) })}</option>
        {others.map((m) => (
          <option key={m.id} value={m.id}>
            {own.text(m.name)}
          </option>
        ))}
      </select>
      <p class="hb-hint" id="hr-model-hint">
        {summary === undefined ? null : own.text(summary)}
      </p>
    </div>
  );
}
