/** Hand by hand: what each hand was, who paid what and where the balances stood after it. */
import { type Ledger, playerName } from './entries';
import { balancesText, describeHand, paymentsText } from './words';

export function HandList({ ledger, valueText }: { ledger: Ledger; valueText(n: number): string }) {
  if (!ledger.scored.length) return null;
  return (
    <section aria-labelledby="rb-hands-title">
      <h3 id="rb-hands-title">Hand by hand</h3>
      <ol class="dl-steps">
        {ledger.scored.map((s, i) => {
          const step = ledger.run.steps[i];
          const value = s.result ? valueText(s.result.total) : null;
          return (
            <li key={i} class="dl-step" data-testid="bank-step">
              <p class="dl-step__summary">
                <strong>Hand {i + 1}</strong>, dealt by {playerName(s.dealer)}:{' '}
                {describeHand(s.entry, s.dealer, value)}
              </p>
              {s.error ? (
                <p class="dl-message dl-message--error">
                  This hand cannot be scored: {s.error}. The books stop here; undo it.
                </p>
              ) : null}
              {step ? (
                <>
                  <p class="dl-step__note">{paymentsText(step)}</p>
                  <p class="dl-step__balances">{balancesText(step, i + 1, s.dealer)}</p>
                </>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
