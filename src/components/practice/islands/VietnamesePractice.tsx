// The practice island for vietnamese; it imports only this variant so the page ships one catalogue.
// The scorer's own account of a scored hand (jokers, points, shares) comes with the breakdown.
import type { PracticeExample } from '../../../engine/practice/deal';
import { vietnamese } from '../../../variants/vietnamese';
import { VietnameseDetails } from '../../scorers/vietnamese/ResultDetails';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

export default function VietnamesePractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return (
    <Practice variant={vietnamese} examples={examples} lang={lang} details={VietnameseDetails} />
  );
}
