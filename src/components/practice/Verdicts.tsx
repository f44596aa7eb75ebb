/** What a check says, one message per question asked; each names what was wrong, in words. */
import type { Variant } from '../../engine/variant';
import { amount } from '../hand-builder/summary';
import { SEAT_NAMES } from '../WindSelect';
import { type HandVerdict, readable } from './hand-answer';
import type { PaymentsVerdict } from './payments';
import type { PatternsVerdict, TotalVerdict } from './state';

/** Until every part can be read, only what could not be read is said: no part's answer is given away. */
export function Verdicts({ variant, verdict }: { variant: Variant; verdict: HandVerdict }) {
  const { total, patterns, payments } = verdict;
  const all = readable(verdict);
  return (
    <>
      {total && (all || total.kind === 'unreadable') ? (
        <TotalMessage variant={variant} verdict={total} />
      ) : null}
      {patterns && all ? <PatternsMessage variant={variant} verdict={patterns} /> : null}
      {payments && (all || payments.kind === 'unreadable') ? (
        <PaymentsMessage verdict={payments} />
      ) : null}
    </>
  );
}

function TotalMessage({ variant, verdict }: { variant: Variant; verdict: TotalVerdict }) {
  if (verdict.kind === 'unreadable') return <p class="hb-error">{verdict.message}</p>;
  if (verdict.kind === 'right')
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: {amount(variant, verdict.total)}.
      </p>
    );
  return (
    <p class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      Not quite: you said {amount(variant, verdict.answered)}, the hand scores{' '}
      {amount(variant, verdict.total)}. Every pattern that counts, and every one that does not, is
      below.
    </p>
  );
}

function PatternsMessage({ variant, verdict }: { variant: Variant; verdict: PatternsVerdict }) {
  const nameOf = (id: string) => variant.patterns.find((p) => p.id === id)?.name ?? id;
  if (verdict.right)
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: exactly the patterns that count.
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>Not quite.</p>
      {verdict.missed.length ? <p>Also counts: {verdict.missed.map(nameOf).join(', ')}.</p> : null}
      {verdict.wrong.length ? (
        <p>Does not count here: {verdict.wrong.map(nameOf).join(', ')}.</p>
      ) : null}
    </div>
  );
}

function PaymentsMessage({ verdict }: { verdict: PaymentsVerdict }) {
  if (verdict.kind === 'unreadable') return <p class="hb-error">{verdict.message}</p>;
  if (verdict.right)
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        Right: {verdict.slips.map((s) => `${SEAT_NAMES[s.seat]} pays ${s.paid}`).join(', ')}.
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>Not quite.</p>
      {verdict.slips
        .filter((s) => !s.right)
        .map((s) => (
          <p key={s.seat}>
            {SEAT_NAMES[s.seat]} pays {s.paid}, not {s.answered}.
          </p>
        ))}
      <p>Each payment and its reason is below.</p>
    </div>
  );
}
