// The Vietnamese hand scorer island. It draws and takes taps with the variant's header, whose tap
// rules (jokers, emperors, empresses) come with it, so the other scorers do not ship them; the
// catalogue, the counting and the variant's account of a scored hand (the scoring part) are
// fetched when the reader first builds a hand.
import { vietnameseHeader } from '../../variants/vietnamese/header';
import { Builder } from '../hand-builder/Builder';
import { fetchScoring } from '../hand-builder/scoring-part';
import type { ScorerLanguage } from '../hand-builder/words';

const SCORING = fetchScoring(
  () => import('../../variants/vietnamese').then((m) => m.vietnamese),
  () => import('./vietnamese/ResultDetails').then((m) => m.VietnameseDetails),
);

export default function VietnameseScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={vietnameseHeader} scoring={SCORING} lang={lang} />;
}
