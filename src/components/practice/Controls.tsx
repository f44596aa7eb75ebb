import { LEVELS, type Level } from '../../engine/practice/deal';
import type { Variant } from '../../engine/variant';
import { DRILLS, type Drill, levelWords, type PracticeLink } from './state';

interface Props {
  variant: Variant;
  link: PracticeLink;
  onChange(next: Partial<PracticeLink>): void;
  onNext(): void;
}

/** Which drill, which level, and the next hand. */
export function Controls({ variant, link, onChange, onNext }: Props) {
  return (
    <div class="pr-controls">
      <fieldset class="hb-targets pr-drills">
        <legend>Drill</legend>
        <div class="hb-targets__options">
          {DRILLS.map((d) => (
            <label
              key={d.id}
              class={`hb-targets__option${d.id === link.drill ? ' hb-targets__option--on' : ''}`}
            >
              <input
                type="radio"
                name="pr-drill"
                value={d.id}
                checked={d.id === link.drill}
                onChange={() => onChange({ drill: d.id as Drill })}
              />
              {d.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div class="pr-row">
        <label for="pr-level" class="sr-only">
          Level
        </label>
        <select
          id="pr-level"
          aria-describedby="pr-level-words"
          value={link.level}
          onChange={(e) => onChange({ level: Number(e.currentTarget.value) as Level })}
        >
          {LEVELS.map((l) => (
            <option key={l} value={l}>
              Level {l}
            </option>
          ))}
        </select>
        <button type="button" class="hb-btn" onClick={onNext}>
          Next hand
        </button>
      </div>
      <p class="hb-hint" id="pr-level-words">
        Level {link.level}: {levelWords(variant, link.level)}.
      </p>
    </div>
  );
}
