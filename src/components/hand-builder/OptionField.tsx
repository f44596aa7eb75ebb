/**
 * A table option's field, from its declaration: a form's lazily fetched option list draws these
 * (./ContextForm.tsx), and the house-rules builder and a game's setup list them open, without the
 * rest of the scorer's folded forms.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { OptionDecl, OptionValue } from '../../engine/variant';
import { useSay } from './words';
import './drawn-words';

/**
 * One option from its declaration, with the hint under it once fetched (./hints.ts).
 */
export function OptionField({
  decl,
  value,
  hint: text,
  onChange,
}: {
  decl: OptionDecl;
  value: OptionValue;
  hint: string | undefined;
  onChange(v: OptionValue): void;
}) {
  const say = useSay();
  const id = `hb-opt-${decl.id}`;
  const hintId = text === undefined ? undefined : `${id}-hint`;
  const hint = text !== undefined && (
    <p class="hb-hint" id={hintId}>
      {say.text(text)}
    </p>
  );
  if (decl.type === 'boolean') {
    return (
      <div class="hb-option">
        <label>
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            aria-describedby={hintId}
            onChange={(e) => onChange(e.currentTarget.checked)}
          />
          {say.text(decl.label)}
        </label>
        {hint}
      </div>
    );
  }
  if (decl.type === 'choice') {
    return (
      <div class="hb-option">
        <label for={id}>{say.text(decl.label)}</label>
        <select
          id={id}
          value={String(value)}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.currentTarget.value)}
        >
          {decl.choices?.map((c) => (
            <option key={c.value} value={c.value}>
              {say.text(c.label)}
            </option>
          ))}
        </select>
        {hint}
      </div>
    );
  }
  if (decl.type === 'text') {
    // Free text the engine checks (e.g. a payout table); its errors show with the result.
    return (
      <div class="hb-option">
        <label for={id}>{say.text(decl.label)}</label>
        <input
          id={id}
          type="text"
          value={String(value)}
          spellcheck={false}
          autocomplete="off"
          aria-describedby={hintId}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
        {hint}
      </div>
    );
  }
  return (
    <IntegerOption
      decl={decl}
      value={value}
      onChange={onChange}
      id={id}
      hint={hint}
      hintId={hintId}
    />
  );
}

/** A whole-number option: kept as typed while out of range, with the value still in use said beside it. */
function IntegerOption({
  decl,
  value,
  onChange,
  id,
  hint,
  hintId,
}: {
  decl: OptionDecl;
  value: OptionValue;
  onChange(v: OptionValue): void;
  id: string;
  hint: ComponentChildren;
  hintId: string | undefined;
}) {
  const say = useSay();
  const [draft, setDraft] = useState(String(value));
  // Follow the value when it changes from outside (a share link, a reset).
  useEffect(() => setDraft(String(value)), [value]);
  const inRange = (raw: string) => {
    const n = Number(raw);
    return (
      /^-?\d+$/.test(raw.trim()) &&
      (decl.min === undefined || n >= decl.min) &&
      (decl.max === undefined || n <= decl.max)
    );
  };
  const bad = !inRange(draft);
  const errId = `${id}-err`;
  return (
    <div class="hb-option">
      <label for={id}>{say.text(decl.label)}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={decl.min}
        max={decl.max}
        step={1}
        value={draft}
        aria-invalid={bad ? 'true' : undefined}
        aria-describedby={bad ? [errId, hintId].filter(Boolean).join(' ') : hintId}
        onInput={(e) => {
          const raw = e.currentTarget.value;
          setDraft(raw);
          if (inRange(raw)) onChange(Number(raw));
        }}
      />
      {bad ? (
        <p class="hb-error" id={errId}>
          {say('rules.wholeNumber', {
            min: decl.min ?? '',
            max: decl.max ?? '',
            value: String(value),
          })}
        </p>
      ) : null}
      {hint}
    </div>
  );
}
