// The practice island for vietnamese; it imports only this variant so the page ships one catalogue.
// The scorer's own account of a scored hand (jokers, points, shares) comes with the breakdown.
import type { PracticeExample } from '../../../engine/practice/deal';
import { vietnamese } from '../../../variants/vietnamese';
import { VietnameseDetails } from '../../scorers/vietnamese/ResultDetails';
import { Practice } from '../Practice';

export default function VietnamesePractice({ examples }: { examples: PracticeExample[] }) {
  return <Practice variant={vietnamese} examples={examples} details={VietnameseDetails} />;
}
