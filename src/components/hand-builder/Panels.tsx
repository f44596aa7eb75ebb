/**
 * The folded panels of the hand builder: "How the hand was won" and the table rules. Their
 * summaries show at once; the forms inside (./ContextForm.tsx) are fetched when the reader
 * reaches for a panel (pointer over it, focus on it, or opening it), so a scorer page does not
 * download forms most readers never open.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import type { ContextProps, OptionsProps } from './ContextForm';
import { contextSummary } from './summary';

interface Body<P> {
  Body?: ComponentType<P>;
  failed?: boolean;
}

/** A <details> whose body's code is fetched when the reader reaches for it; a failed fetch is retried. */
function LazyDetails<P extends object>({
  className,
  summary,
  load,
  props,
}: {
  className: string;
  summary: ComponentChildren;
  load(): Promise<ComponentType<P>>;
  props: P;
}) {
  const [body, setBody] = useState<Body<P>>({});
  const fetchBody = () => {
    if (body.Body) return;
    load().then(
      (Body) => setBody({ Body }),
      () => setBody({ failed: true }),
    );
  };
  const { Body } = body;
  return (
    <details
      class={className}
      onPointerEnter={fetchBody}
      onFocusIn={fetchBody}
      onToggle={(e) => {
        if (e.currentTarget.open) fetchBody();
      }}
    >
      <summary>{summary}</summary>
      {Body ? (
        <Body {...props} />
      ) : body.failed ? (
        <p class="hb-error" role="alert">
          This panel could not be loaded: check the connection, then close and open it again.
        </p>
      ) : (
        <p class="hb-hint hb-loading" role="status">
          Loading…
        </p>
      )}
    </details>
  );
}

const contextFields = () => import('./ContextForm').then((m) => m.ContextFields);
const optionList = () => import('./ContextForm').then((m) => m.OptionList);

/**
 * Seat, round wind, how the winning tile came, the special win events and the variant's own
 * context, folded behind a one-line summary ("South · East round · West's discard"), so they
 * do not stand between the palette and the result.
 */
export function ContextPanel(props: ContextProps) {
  return (
    <LazyDetails
      className="hb-context"
      summary={
        <>
          <span class="hb-label">How the hand was won:</span>{' '}
          <span data-testid="context-summary">{contextSummary(props.variant, props.state)}</span>
        </>
      }
      load={contextFields}
      props={props}
    />
  );
}

/** The variant's table options, folded behind "Table rules", with how many differ from the defaults. */
export function OptionsForm(props: OptionsProps) {
  const { variant, options } = props;
  if (!variant.options.length) return null;
  const changed = variant.options.filter(
    (d) => options[d.id] !== undefined && options[d.id] !== d.default,
  ).length;
  return (
    <LazyDetails
      className="hb-options"
      summary={`Table rules (${variant.shortName})${changed ? `: ${changed} changed from the defaults` : ''}`}
      load={optionList}
      props={props}
    />
  );
}
