/** The builder's table options, listed open, and the settlement model where the club may choose one. */
import { modelChoosable } from '../../engine/house-rules';
import { modelsOf } from '../../engine/models';
import type { Variant } from '../../engine/variant';
import { OptionField } from '../hand-builder/ContextForm';
import type { Change, Editor } from './editor';

interface Props {
  variant: Variant;
  editor: Editor;
  onChange(c: Change): void;
}

export function OptionsFieldset({ variant, editor, onChange }: Props) {
  const { rules } = editor;
  return (
    <fieldset class="hr-fieldset">
      <legend>Table options ({variant.shortName})</legend>
      {variant.options.length ? (
        <div class="hb-options__list">
          {variant.options.map((decl) => (
            <OptionField
              key={`${variant.id}-${decl.id}`}
              decl={decl}
              value={rules.options[decl.id] ?? decl.default}
              onChange={(value) => onChange({ type: 'option', id: decl.id, value })}
            />
          ))}
        </div>
      ) : (
        <p>{variant.shortName} has no table options.</p>
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
  return (
    <div class="hb-option">
      <label for="hr-model">Settlement model</label>
      <select
        id="hr-model"
        value={chosen ?? ''}
        aria-describedby="hr-model-hint"
        onChange={(e) => onChange({ type: 'model', model: e.currentTarget.value || undefined })}
      >
        <option value="">Published: {published.name}</option>
        {others.map((m) => (
          <option key={m.id} value={m.id}>
            {m.name}
          </option>
        ))}
      </select>
      <p class="hb-hint" id="hr-model-hint">
        {(chosen ? models.find((m) => m.id === chosen) : published)?.summary}
      </p>
    </div>
  );
}
