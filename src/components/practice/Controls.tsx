import { LEVELS, type Level } from '../../engine/practice/deal';
import type { Variant } from '../../engine/variant';
import { DRILLS, levelWords, type PracticeLink } from './state';
import { usePracticeSay } from './words';

interface Props {
  variant: Variant;
  link: PracticeLink;
  onChange(next: Partial<PracticeLink>): void;
  onNext(): void;
}

/** Which drill, which level, and the next hand. */
export function Controls({ variant, link, onChange, onNext }: Props) {
  const say = usePracticeSay();
  return (
    <div class="pr-controls">
      <fieldset class="hb-targets pr-drills">
        <legend>{say('drill.legend')}</legend>
        <div class="hb-targets__options">
          {DRILLS.map((d) => (
            <label
              key={d}
              class={`hb-targets__option${d === link.drill ? ' hb-targets__option--on' : ''}`}
            >
              <input
                type="radio"
                name="pr-drill"
                value={d}
                checked={d === link.drill}
                onChange={() => onChange({ drill: d })}
              />
              {say(`drill.${d}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="pr-row">
        <label for="pr-level" class="sr-only">
          {say('level.label')}
        </label>
        <select
          id="pr-level"
          aria-describedby="pr-level-words"
          value={link.level}
          onChange={(e) => onChange({ level: Number(e.currentTarget.value) as Level })}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              {say('level.option', { n: l })}
            </option>
          ))}
        </select>
        <button type="button" class="hb-btn" onClick={onNext}>
          {say('next')}
        </button>
      </div>
      <p class="hb-hint" id="pr-level-words">
        {say('level.line', { n: link.level, words: levelWords(variant, link.level, say) })}
      </p>
    </div>
  );
}
