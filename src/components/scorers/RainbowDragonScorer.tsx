// The Rainbow Dragon hand scorer island. It draws and takes taps with the variant's header; the
// variant's catalogue and counting (the scoring part) are fetched when the reader first builds a
// hand, and only this variant's, so the page ships one catalogue.
import { rainbowDragonHeader } from '../../variants/rainbow-dragon/header';
import { Builder } from '../hand-builder/Builder';
import { fetchScoring } from '../hand-builder/scoring-part';
import type { ScorerLanguage } from '../hand-builder/words';

const SCORING = fetchScoring(() =>
  import('../../variants/rainbow-dragon').then((m) => m.rainbowDragon),
);

export default function RainbowDragonScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={rainbowDragonHeader} scoring={SCORING} lang={lang} />;
}
