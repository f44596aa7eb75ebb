// The practice island for sichuan; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { sichuan } from '../../../variants/sichuan';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

export default function SichuanPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={sichuan} examples={examples} lang={lang} />;
}
