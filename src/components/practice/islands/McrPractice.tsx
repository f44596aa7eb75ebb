// The practice island for mcr; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { mcr } from '../../../variants/mcr';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

export default function McrPractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={mcr} examples={examples} lang={lang} />;
}
