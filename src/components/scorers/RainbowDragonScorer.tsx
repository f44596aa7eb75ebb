// The Rainbow Dragon hand scorer island; it imports only this variant so the page ships one catalogue.
import { rainbowDragon } from '../../variants/rainbow-dragon';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';

export default function RainbowDragonScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={rainbowDragon} lang={lang} />;
}
