/** The chosen variant's total for the hand, the patterns that made it, and whether it may win. */
import type { ScoreResult } from '../../engine/score';
import type { Variant } from '../../engine/variant';
import { usePayoutSay } from './words';

export function Total({ variant, result }: { variant: Variant; result: ScoreResult }) {
  const say = usePayoutSay();
  const own = say.in(variant);
  const patterns = result.patterns
    .map((p) => `${own.pattern(p.id, p.name)} ${p.value * p.count}`)
    .join(say('list.joiner'));
  return (
    // Atomic, so a new total is read as the whole sentence, not as a bare number.
    <p class="pc-total" data-testid="pc-total" aria-atomic="true">
      {own.variant(variant)}
      {say('total.colon')}
      <strong>{own.amount(variant, result.total)}</strong>
      {result.uncapped > result.total ? say('total.capped', { n: result.uncapped }) : ''}
      {say('total.dash')}
      {patterns || say('total.noPattern')}
      {say('total.end')}
      {result.minimumMet ? '' : say('total.below')}
    </p>
  );
}
