// The Sichuan hand scorer island; it imports only this variant so the page ships one catalogue.
import { sichuan } from '../../variants/sichuan';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';

export default function SichuanScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={sichuan} lang={lang} />;
}
