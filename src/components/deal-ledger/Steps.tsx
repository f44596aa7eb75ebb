/** Every event of the settled deal: what happened, each win's patterns, and every transfer with its reason. */
import type { DealStep } from '../../engine/deal';
import { WINDS, type Wind } from '../../engine/tiles';
import { sichuan } from '../../variants/sichuan';
import { signed } from '../format';
import { useDealSay } from './words';

function Step({ s }: { s: DealStep }) {
  const say = useDealSay();
  const { scorer } = say;
  // The seats as the engine's sentences name them, by their letter in the page's words.
  const letter = (w: Wind) => scorer(`windLetter.${w}`);
  return (
    <li class="dl-step" data-testid="ledger-step">
      <p class="dl-step__summary">
        <strong>{say('steps.event', { n: s.event })}</strong> {say.phrase(s.says)}
      </p>
      {s.wins?.map((w) => (
        <p key={w.seat} class="dl-step__win">
          {say('steps.win', { seat: scorer.wind(w.seat), value: scorer.amount(sichuan, w.total) })}
          {w.uncapped > w.total ? say('steps.capped', { n: w.uncapped }) : ''} —{' '}
          {w.patterns
            .map((p) => `${scorer.pattern(p.id, p.name)} ${p.value * p.count}`)
            .join(say('steps.joiner'))}
          .
        </p>
      ))}
      {s.notesSaid.map((n, i) => (
        <p key={i} class="dl-step__note">
          {say.phrase(n)}
        </p>
      ))}
      {s.transfers.length ? (
        <ul class="dl-transfers">
          {s.transfers.map((t, i) => (
            <li key={i}>
              <strong>
                {letter(t.from)} → {t.to ? letter(t.to) : say('steps.nobody')}: {t.amount}
              </strong>{' '}
              <span class="dl-transfer__why">{say('steps.why', { why: say.phrase(t.says) })}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p class="dl-step__note">{say('steps.none')}</p>
      )}
      <p class="dl-step__balances">
        {say('steps.after', {
          n: s.event,
          list: WINDS.map((w) => `${letter(w)} ${signed(s.balances[w])}`).join(say('steps.joiner')),
        })}
      </p>
    </li>
  );
}

export function Steps({ steps }: { steps: readonly DealStep[] }) {
  const say = useDealSay();
  if (!steps.length) return null;
  return (
    <section aria-labelledby="dl-steps-title">
      <h3 id="dl-steps-title">{say('steps.title')}</h3>
      <ol class="dl-steps">
        {steps.map((s) => (
          <Step key={s.event} s={s} />
        ))}
      </ol>
    </section>
  );
}
