// The VMC hand scorer island; it imports only this variant so the page ships one catalogue.
import { vmc } from '../../variants/vmc';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';

export default function VmcScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={vmc} lang={lang} />;
}
