/** What a check says, one message per question asked; each names what was wrong, in words. */
import type { Variant } from '../../engine/variant';
import { type HandVerdict, readable } from './hand-answer';
import type { PaymentsVerdict } from './payments';
import type { PatternsVerdict, TotalVerdict } from './state';
import { usePracticeSay } from './words';

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
  const say = usePracticeSay();
  const amount = (n: number) => say.own.amount(variant, n);
  if (verdict.kind === 'unreadable') return <p class="hb-error">{verdict.message}</p>;
  if (verdict.kind === 'right')
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        {say('verdict.totalRight', { total: amount(verdict.total) })}
      </p>
    );
  return (
    <p class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      {say('verdict.totalWrong', {
        answered: amount(verdict.answered),
        total: amount(verdict.total),
      })}
    </p>
  );
}

function PatternsMessage({ variant, verdict }: { variant: Variant; verdict: PatternsVerdict }) {
  const say = usePracticeSay();
  const names = (ids: readonly string[]) =>
    say.list(
      ids.map((id) => say.own.pattern(id, variant.patterns.find((p) => p.id === id)?.name ?? id)),
    );
  if (verdict.right)
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        {say('verdict.patternsRight')}
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>{say('verdict.notQuite')}</p>
      {verdict.missed.length ? (
        <p>{say('verdict.alsoCounts', { names: names(verdict.missed) })}</p>
      ) : null}
      {verdict.wrong.length ? (
        <p>{say('verdict.doesNotCount', { names: names(verdict.wrong) })}</p>
      ) : null}
    </div>
  );
}

function PaymentsMessage({ verdict }: { verdict: PaymentsVerdict }) {
  const say = usePracticeSay();
  if (verdict.kind === 'unreadable') return <p class="hb-error">{verdict.message}</p>;
  if (verdict.right)
    return (
      <p class="pr-verdict pr-verdict--right" data-testid="verdict">
        {say('verdict.paysRight', {
          list: say.list(
            verdict.slips.map((s) =>
              say('verdict.pays', { seat: say.own.wind(s.seat), paid: s.paid }),
            ),
          ),
        })}
      </p>
    );
  return (
    <div class="pr-verdict pr-verdict--wrong" data-testid="verdict">
      <p>{say('verdict.notQuite')}</p>
      {verdict.slips
        .filter((s) => !s.right)
        .map((s) => (
          <p key={s.seat}>
            {say('verdict.paysWrong', {
              seat: say.own.wind(s.seat),
              paid: s.paid,
              answered: s.answered,
            })}
          </p>
        ))}
      <p>{say('verdict.reasonsBelow')}</p>
    </div>
  );
}
