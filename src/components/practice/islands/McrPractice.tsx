// The practice island for mcr; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { mcr } from '../../../variants/mcr';
import { Practice } from '../Practice';

export default function McrPractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={mcr} examples={examples} />;
}
