// The Hong Kong hand scorer island; it imports only this variant so the page ships one catalogue.
import { hongKong } from '../../variants/hong-kong';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';

export default function HongKongScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={hongKong} lang={lang} />;
}
