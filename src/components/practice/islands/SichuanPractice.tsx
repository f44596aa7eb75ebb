// The practice island for sichuan; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { sichuan } from '../../../variants/sichuan';
import { Practice } from '../Practice';

export default function SichuanPractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={sichuan} examples={examples} />;
}
