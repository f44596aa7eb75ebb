// The MCR hand scorer island; it imports only this variant so the page ships one catalogue.
import { mcr } from '../../variants/mcr';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';

export default function McrScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={mcr} lang={lang} />;
}
