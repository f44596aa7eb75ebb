/**
 * A wide table in a box that scrolls sideways on a phone, for islands: the box takes keyboard
 * focus and has a name, and "scroll →" shows while there is more to see (src/styles/tables.css;
 * Markdown tables get the same box from src/docs/rehype-wide-tables.ts).
 */
import type { ComponentChildren } from 'preact';

interface Props {
  label: string;
  children: ComponentChildren;
  /** An island in another language says the box's name and hint in its words. */
  words?: { name: string; hint: string };
}

export function ScrollRegion({ label, children, words }: Props) {
  return (
    <div
      class="mj-scroll"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must take keyboard focus to be scrolled without a mouse (axe: scrollable-region-focusable)
      tabIndex={0}
      role="region"
      aria-label={words?.name ?? `${label} (table; scrolls sideways)`}
    >
      <p class="mj-scroll__hint" aria-hidden="true">
        {words?.hint ?? 'scroll →'}
      </p>
      {children}
    </div>
  );
}
