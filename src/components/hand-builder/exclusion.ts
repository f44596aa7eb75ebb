/**
 * Why a pattern was not counted, in the page's words: only a scored hand's views say it (the
 * scorer's result, the score sheets), so the scorer's first load does not carry the principles.
 */
import { isPrincipleBy } from '../../engine/principles';
import { type ExcludedPattern, HOUSE_RULE_BY, type Variant } from '../../engine/variant';
import { ENGLISH, type Say } from './words';
import './later-words';

/** Why a pattern was not counted, after its name: ", excluded by Pung of Dragons: …". */
export function exclusionText(variant: Variant, x: ExcludedPattern, say: Say = ENGLISH): string {
  if (isPrincipleBy(x.by)) return say('score.excludedByPrinciple', { why: say.text(x.why) });
  const by =
    x.by === HOUSE_RULE_BY
      ? say('score.houseRules')
      : say.pattern(x.by, variant.patterns.find((p) => p.id === x.by)?.name ?? x.by);
  return say('score.excludedBy', { by, why: say.text(x.why) });
}
