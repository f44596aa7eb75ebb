// The practice island for sichuan; it imports only this variant's hands (no deal's settlement, no
// game), so the page ships one catalogue and no more of it than a dealt hand needs.
import type { PracticeExample } from '../../../engine/practice/deal';
import { sichuanHands } from '../../../variants/sichuan/hands';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

export default function SichuanPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={sichuanHands} examples={examples} lang={lang} />;
}
