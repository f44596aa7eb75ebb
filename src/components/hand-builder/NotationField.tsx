import { useEffect, useState } from 'preact/hooks';
import { useSay } from './words';

interface Props {
  value: string;
  /** Why the text cannot be read, or null. */
  error: string | null;
  onInput(text: string): void;
}

/** The hand as text. An error is announced once the reader pauses or leaves the box, not at every half-typed keystroke. */
export function NotationField({ value, error, onInput }: Props) {
  const say = useSay();
  const [shownError, setShownError] = useState<string | null>(null);
  useEffect(() => {
    if (!error) {
      setShownError(null);
      return;
    }
    const timer = setTimeout(() => setShownError(error), 500);
    return () => clearTimeout(timer);
  }, [error]);
  return (
    <div class="hb-notation">
      <p class="hb-notation__head">
        <label for="hb-notation-input" class="hb-label">
          {say('notation.label')}
        </label>
        <a href={say.path('/notation/')}>{say('notation.guide')}</a>
      </p>
      <input
        id="hb-notation-input"
        type="text"
        value={value}
        placeholder="123m 456p [777s] {9999p} 5s @5s"
        spellcheck={false}
        autocomplete="off"
        autocapitalize="off"
        autoCorrect="off"
        aria-invalid={shownError ? 'true' : undefined}
        aria-describedby={shownError ? 'hb-notation-error hb-notation-help' : 'hb-notation-help'}
        onInput={(e) => onInput(e.currentTarget.value)}
        onBlur={() => setShownError(error)}
      />
      {shownError ? (
        <p id="hb-notation-error" class="hb-error" role="alert">
          {shownError}
        </p>
      ) : null}
      {/* Said to screen readers with the box; the page's "How to use" and the guide say it on screen. */}
      <p id="hb-notation-help" class="sr-only">
        {say('notation.help')}
      </p>
    </div>
  );
}
