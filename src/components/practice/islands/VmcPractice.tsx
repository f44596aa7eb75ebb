// The practice island for vmc; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { vmc } from '../../../variants/vmc';
import { Practice } from '../Practice';

export default function VmcPractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={vmc} examples={examples} />;
}
