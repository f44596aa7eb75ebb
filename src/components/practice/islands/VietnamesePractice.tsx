// The practice island for vietnamese; it imports only this variant so the page ships one catalogue.
import type { PracticeExample } from '../../../engine/practice/deal';
import { vietnamese } from '../../../variants/vietnamese';
import { lazy } from '../../lazy';
import { Practice } from '../Practice';
import type { PracticeLanguage } from '../words';

// The scorer's own account of a scored hand (jokers, points, shares) comes with the breakdown,
// when the reader first checks an answer, as the scorer fetches it with its scoring part.
const details = lazy(() =>
  import('../../scorers/vietnamese/ResultDetails').then((m) => m.VietnameseDetails),
);

export default function VietnamesePractice({
  examples,
  lang,
}: {
  examples: PracticeExample[];
  lang?: PracticeLanguage;
}) {
  return <Practice variant={vietnamese} examples={examples} lang={lang} details={details} />;
}
