import { activeModel } from '../engine/models';
import type { ScoreResult } from '../engine/score';
import { WINDS } from '../engine/tiles';
import { valueFigure, valueText } from '../engine/value';
import type { Variant } from '../engine/variant';
import { baseLabel } from './payout/labels';

const SEAT_NAMES: Record<string, string> = { E: 'East', S: 'South', W: 'West', N: 'North' };

/** A scored hand as static HTML: counted patterns, excluded ones and why, total and payments. */
export function ScoreSummary({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const minimum = result.options.minimum;
  return (
    <div class="mj-score">
      <ul class="mj-score__patterns">
        {result.patterns.map((p) => (
          <li key={p.id}>
            <a href={`/${variant.id}/patterns/${p.id}/`}>{p.name}</a>{' '}
            {valueFigure(variant, p.value * p.count)}
            {p.count > 1 ? ` (${valueFigure(variant, p.value)} × ${p.count})` : ''}
          </li>
        ))}
        {result.patterns.length === 0 ? <li>No pattern scores.</li> : null}
      </ul>
      {result.excluded.length ? (
        <p class="mj-score__excluded">
          Not counted:{' '}
          {result.excluded.map((x, i) => (
            <span key={x.id}>
              {i ? '; ' : ''}
              {x.name}, because {x.why}
            </span>
          ))}
          .
        </p>
      ) : null}
      <p class="mj-score__total">
        <strong>Total: {valueText(variant, result.total)}</strong>
        {result.uncapped > result.total ? ` (capped from ${result.uncapped})` : ''}
        {typeof minimum === 'number'
          ? result.minimumMet
            ? ` — meets the ${minimum}-${variant.unit.singular} minimum.`
            : ` — below the ${minimum}-${variant.unit.singular} minimum: not a legal win, nobody pays.`
          : ''}
      </p>
      {result.minimumMet ? <BaseNote variant={variant} result={result} /> : null}
      {result.minimumMet ? (
        <table class="mj-score__payments">
          <caption>Payments (+ receives, − pays)</caption>
          <thead>
            <tr>
              {WINDS.map((w) => (
                <th key={w} scope="col">
                  {SEAT_NAMES[w]}
                  {w === result.context.seat
                    ? ' (winner)'
                    : w === result.context.discarder
                      ? ' (discarder)'
                      : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {WINDS.map((w) => (
                <td key={w}>
                  {result.payments[w] > 0
                    ? `+${result.payments[w]}`
                    : result.payments[w] < 0
                      ? `−${-result.payments[w]}`
                      : '0'}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

/** The base the payments are multiples of, with its source: reconstructed figures say so. */
function BaseNote({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options);
  if (!base) return null;
  return (
    <p class={`mj-score__base mj-score__base--${base.source.status}`}>
      Base ({model.name}): {baseLabel(base)}
    </p>
  );
}
