// The practice island for hong-kong; it imports this variant and, to pay a hand
// side by side, the other variants of its payout family (no other catalogue).
import type { PracticeExample } from '../../../engine/practice/deal';
import { hongKong } from '../../../variants/hong-kong';
import { lazy } from '../../lazy';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

// The family's catalogues come with the breakdown, when the reader first checks an answer.
const family = lazy(() => import('./family').then((m) => m.familyPayouts('hong-kong')));

export default function HongKongPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={hongKong} examples={examples} lang={lang} family={family} />;
}
