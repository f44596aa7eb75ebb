// The practice island for rainbow-dragon; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { rainbowDragon } from '../../../variants/rainbow-dragon';
import { Practice } from '../Practice';

export default function RainbowDragonPractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={rainbowDragon} examples={examples} />;
}
