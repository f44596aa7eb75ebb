/**
 * The builder's pattern table: every pattern by category, with its published value, whether the
 * club plays it and the club's value. A value out of range is marked invalid where it is typed.
 */

import { patternValueMax } from '../../engine/house-rules';
import type { PatternDef, Variant } from '../../engine/variant';
import { ScrollRegion } from '../ScrollRegion';
import { type Change, type Editor, rowOf } from './editor';
import { valueText } from './RulesSheet';
import { useHouseSay } from './words';

interface Props {
  variant: Variant;
  editor: Editor;
  onChange(c: Change): void;
}

export function PatternsFieldset({ variant, editor, onChange }: Props) {
  const max = patternValueMax(variant);
  const say = useHouseSay();
  const caption = say('patterns.caption', { variant: say.fullName(variant) });
  return (
    <fieldset class="hr-fieldset">
      <legend>{say('patterns.legend')}</legend>
      <p class="hb-hint" id="hr-played-col">
        {say('patterns.hint', { max, unit: say.unit(variant) })}
      </p>
      <ScrollRegion label={caption} words={say.scroll(caption)}>
        <table class="hr-table hr-edit">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{say('patterns.pattern')}</th>
              <th scope="col">{say('patterns.published')}</th>
              <th scope="col">{say('patterns.played')}</th>
              <th scope="col">{say('patterns.clubValue')}</th>
            </tr>
          </thead>
          {variant.categories.map((cat) => {
            const defs = variant.patterns.filter((p) => p.category === cat.id);
            if (!defs.length) return null;
            return (
              <tbody key={`${variant.id}-${cat.id}`}>
                <tr class="hr-category">
                  <th scope="rowgroup" colSpan={4}>
                    {say.category(variant, cat)}
                  </th>
                </tr>
                {defs.map((def) => (
                  <PatternRow
                    key={def.id}
                    variant={variant}
                    def={def}
                    editor={editor}
                    max={max}
                    onChange={onChange}
                  />
                ))}
              </tbody>
            );
          })}
        </table>
      </ScrollRegion>
    </fieldset>
  );
}

function PatternRow({
  variant,
  def,
  editor,
  max,
  onChange,
}: Props & { def: PatternDef; max: number }) {
  const { played, shown, bad, changed } = rowOf(variant, editor, def);
  const say = useHouseSay();
  const name = say.in(variant).pattern(def.id, def.name);
  return (
    <tr data-pattern={def.id} class={changed ? 'hr-changed' : undefined}>
      <th scope="row" id={`hr-name-${def.id}`}>
        {name}
        {def.limit ? <span class="hr-tag">{say('patterns.limit')}</span> : null}
      </th>
      <td>{valueText(variant, def.value)}</td>
      <td>
        <input
          type="checkbox"
          checked={played}
          aria-labelledby={`hr-name-${def.id}`}
          aria-describedby="hr-played-col"
          onChange={(e) => onChange({ type: 'played', id: def.id, on: e.currentTarget.checked })}
        />
      </td>
      <td>
        <input
          id={`hr-value-${def.id}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={shown}
          disabled={!played}
          aria-label={say('patterns.valueOf', { name })}
          aria-invalid={bad ? 'true' : undefined}
          onInput={(e) => onChange({ type: 'value', id: def.id, raw: e.currentTarget.value })}
        />
      </td>
    </tr>
  );
}
