// The practice island for vmc; it imports this variant and, to pay a hand
// side by side, the other variants of its payout family (no other catalogue).
import type { PracticeExample } from '../../../engine/practice/deal';
import { vmc } from '../../../variants/vmc';
import { lazy } from '../../lazy';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

// The family's catalogues come with the breakdown, when the reader first checks an answer.
const family = lazy(() => import('./family').then((m) => m.familyPayouts('vmc')));

export default function VmcPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={vmc} examples={examples} lang={lang} family={family} />;
}
