/**
 * The folded panels of the hand builder: "How the hand was won" and the table rules. Their
 * summaries show at once; the forms inside (./ContextForm.tsx) are fetched when the reader
 * reaches for a panel (pointer over it, focus on it, or opening it), so a scorer page does not
 * download forms most readers never open.
 */
import type { ComponentChildren, ComponentType } from 'preact';
import { type Lazy, lazy, useLazy } from '../lazy';
import type { ContextProps, OptionsProps } from './ContextForm';
import { contextSummary } from './summary';
import { type Say, useSay } from './words';

/** A <details> whose body's code is fetched when the reader reaches for it; a failed fetch is retried. */
function LazyDetails<P extends object>({
  className,
  summary,
  body,
  props,
}: {
  className: string;
  summary: ComponentChildren;
  body: Lazy<ComponentType<P>>;
  props: P;
}) {
  const say = useSay();
  const { loaded, failed, fetch } = useLazy(body);
  const Body = loaded?.value;
  return (
    <details
      class={className}
      onPointerEnter={fetch}
      onFocusIn={fetch}
      onToggle={(e) => {
        if (e.currentTarget.open) fetch();
      }}
    >
      <summary>{summary}</summary>
      {Body ? (
        <Body {...props} />
      ) : failed ? (
        <p class="hb-error" role="alert">
          {say('panel.failed')}
        </p>
      ) : (
        <p class="hb-hint hb-loading" role="status">
          {say('panel.loading')}
        </p>
      )}
    </details>
  );
}

const contextFields = lazy(() => import('./ContextForm').then((m) => m.ContextFields));
const optionList = lazy(() => import('./ContextForm').then((m) => m.OptionList));

/**
 * Seat, round wind, how the winning tile came, the special win events and the variant's own
 * context, folded behind a one-line summary ("South · East round · West's discard"), so they
 * do not stand between the palette and the result.
 */
export function ContextPanel(props: ContextProps) {
  const say = useSay();
  return (
    <LazyDetails
      className="hb-context"
      summary={
        <>
          <span class="hb-label">{say('context.summary')}</span>{' '}
          <span data-testid="context-summary">
            {contextSummary(props.variant, props.state, say)}
          </span>
        </>
      }
      body={contextFields}
      props={props}
    />
  );
}

/** The variant's table options, folded behind "Table rules", with how many differ from the defaults. */
export function OptionsForm(props: OptionsProps) {
  const say = useSay();
  const { variant, options } = props;
  if (!variant.options.length) return null;
  const changed = variant.options.filter(
    (d) => options[d.id] !== undefined && options[d.id] !== d.default,
  ).length;
  return (
    <LazyDetails
      className="hb-options"
      summary={rulesSummary(say('rules.summary', { variant: say.variant(variant) }), changed, say)}
      body={optionList}
      props={props}
    />
  );
}

/** "Table rules (MCR)", and how many of them differ from the defaults. */
const rulesSummary = (summary: string, changed: number, say: Say) =>
  changed ? say('rules.changed', { summary, n: changed }) : summary;
