// The practice island for vmc; it imports this variant and, to pay a hand
// side by side, the other variants of its payout family (no other catalogue).
import type { PracticeExample } from '../../../engine/practice/deal';
import { vmc } from '../../../variants/vmc';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';
import { familyPayouts } from './family';

const family = familyPayouts('vmc');

export default function VmcPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={vmc} examples={examples} lang={lang} family={family} />;
}
