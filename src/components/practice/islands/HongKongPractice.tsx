// The practice island for hong-kong; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { hongKong } from '../../../variants/hong-kong';
import { Practice } from '../Practice';

export default function HongKongPractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={hongKong} examples={examples} />;
}
