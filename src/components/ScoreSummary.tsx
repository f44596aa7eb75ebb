import { activeModel } from '../engine/models';
import type { ScoreResult } from '../engine/score';
import { WINDS, type Wind } from '../engine/tiles';
import type { Variant } from '../engine/variant';
import { citeIn } from './citation';
import { exclusionText } from './hand-builder/exclusion';
import { minimumNote } from './hand-builder/minimum';
import { signed } from './hand-builder/summary';
import { type Say, useSay } from './hand-builder/words';
import { baseLabel } from './payout/labels';
import './hand-builder/later-words';

/**
 * A scored hand as static HTML, in the hand scorer's words for the page's language (from context): counted patterns,
 * excluded ones and why, total and payments. Compact, for example hands on reading pages.
 */
export function ScoreSummary({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const say = useSay();
  const minimum = minimumNote(variant, result, say);
  return (
    <div class="mj-score">
      <ul class="mj-score__patterns">
        {result.patterns.map((p) => (
          <li key={p.id}>
            <a href={say.path(`/${variant.id}/patterns/${p.id}/`)}>{say.pattern(p.id, p.name)}</a>{' '}
            {say.amount(variant, p.value * p.count)}
            {p.count > 1 ? ` (${say.amount(variant, p.value)} × ${p.count})` : ''}
          </li>
        ))}
        {result.patterns.length === 0 ? <li>{say('score.noPattern')}</li> : null}
      </ul>
      <Excluded variant={variant} result={result} say={say} />
      <p class="mj-score__total">
        <strong>
          {labelled(say('score.total'))}
          {say.amount(variant, result.total)}
        </strong>
        {result.uncapped > result.total ? ` ${say('score.capped', { n: result.uncapped })}` : ''}
        {minimum ? ` — ${minimum}` : ''}
      </p>
      {result.minimumMet ? <BaseNote variant={variant} result={result} say={say} /> : null}
      {result.minimumMet ? <Payments result={result} say={say} /> : null}
    </div>
  );
}

/** A label before its value: Chinese takes a full-width colon, with no space after it. */
const labelled = (label: string) => (/\p{Script=Han}$/u.test(label) ? `${label}：` : `${label}: `);

function Excluded({ variant, result, say }: { variant: Variant; result: ScoreResult; say: Say }) {
  if (!result.excluded.length) return null;
  return (
    // Each line names the pattern that left another out: search skips them, so a pattern's name
    // finds its own page before every page whose example it excluded something on.
    <p class="mj-score__excluded" data-pagefind-ignore>
      {labelled(say('score.notCounted'))}
      {result.excluded.map((x, i) => (
        <span key={x.id}>
          {i ? '; ' : ''}
          {say.pattern(x.id, x.name)}
          {exclusionText(variant, x, say)}
        </span>
      ))}
    </p>
  );
}

function Payments({ result, say }: { result: ScoreResult; say: Say }) {
  const { seat, discarder } = result.context;
  const named = (w: Wind) => {
    const role = w === seat ? 'score.winner' : w === discarder ? 'score.discarder' : null;
    return role ? say('score.withRole', { seat: say.wind(w), role: say(role) }) : say.wind(w);
  };
  return (
    <table class="mj-score__payments">
      <caption>{say('score.payments')}</caption>
      <thead>
        <tr>
          {WINDS.map((w) => (
            <th key={w} scope="col">
              {named(w)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {WINDS.map((w) => (
            <td key={w}>{signed(result.payments[w])}</td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** The base the payments are multiples of, with its source: reconstructed figures say so. */
function BaseNote({ variant, result, say }: { variant: Variant; result: ScoreResult; say: Say }) {
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options);
  if (!base) return null;
  return (
    <p class={`mj-score__base mj-score__base--${base.source.status}`}>
      {say('score.base', {
        model: say.text(model.name),
        base: baseLabel(base, (ref) => citeIn(say.citeWords, say.text, ref)),
      })}
    </p>
  );
}
