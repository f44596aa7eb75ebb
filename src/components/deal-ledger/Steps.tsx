/** Every event of the settled deal: what happened, each win's patterns, and every transfer with its reason. */
import type { DealStep } from '../../engine/deal';
import { WINDS } from '../../engine/tiles';
import { valueText } from '../../engine/value';
import { sichuan } from '../../variants/sichuan';
import { signed } from '../format';
import { SEAT_NAMES } from '../WindSelect';

function Step({ s }: { s: DealStep }) {
  return (
    <li class="dl-step" data-testid="ledger-step">
      <p class="dl-step__summary">
        <strong>Event {s.event}.</strong> {s.summary}
      </p>
      {s.wins?.map((w) => (
        <p key={w.seat} class="dl-step__win">
          {SEAT_NAMES[w.seat]}: {valueText(sichuan, w.total)}
          {w.uncapped > w.total ? ` (capped from ${w.uncapped})` : ''} —{' '}
          {w.patterns.map((p) => `${p.name} ${p.value * p.count}`).join(', ')}.
        </p>
      ))}
      {s.notes.map((n, i) => (
        <p key={i} class="dl-step__note">
          {n}
        </p>
      ))}
      {s.transfers.length ? (
        <ul class="dl-transfers">
          {s.transfers.map((t, i) => (
            <li key={i}>
              <strong>
                {t.from} → {t.to ?? 'nobody'}: {t.amount}
              </strong>{' '}
              <span class="dl-transfer__why">{t.reason}.</span>
            </li>
          ))}
        </ul>
      ) : (
        <p class="dl-step__note">No payment.</p>
      )}
      <p class="dl-step__balances">
        After event {s.event}: {WINDS.map((w) => `${w} ${signed(s.balances[w])}`).join(', ')}
      </p>
    </li>
  );
}

export function Steps({ steps }: { steps: readonly DealStep[] }) {
  if (!steps.length) return null;
  return (
    <section aria-labelledby="dl-steps-title">
      <h3 id="dl-steps-title">Every transfer</h3>
      <ol class="dl-steps">
        {steps.map((s) => (
          <Step key={s.event} s={s} />
        ))}
      </ol>
    </section>
  );
}
