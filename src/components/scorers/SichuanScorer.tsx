// The Sichuan hand scorer island. It draws and takes taps with the variant's header; the
// variant's catalogue and counting (the scoring part) are fetched when the reader first builds a
// hand, and only this variant's, so the page ships one catalogue, without a whole deal's
// settlement, which the scorer never needs.
import { sichuanHeader } from '../../variants/sichuan/header';
import { Builder } from '../hand-builder/Builder';
import { fetchScoring } from '../hand-builder/scoring-part';
import type { ScorerLanguage } from '../hand-builder/words';

const SCORING = fetchScoring(() =>
  import('../../variants/sichuan/hands').then((m) => m.sichuanHands),
);

export default function SichuanScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={sichuanHeader} scoring={SCORING} lang={lang} />;
}
