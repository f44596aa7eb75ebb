// The Vietnamese hand scorer island; it imports only this variant so the page ships one catalogue.
// The variant's tap rules (jokers, emperors, empresses) come with it, so the other scorers do not
// ship them.
import { vietnamese } from '../../variants/vietnamese';
import { Builder } from '../hand-builder/Builder';
import type { ScorerLanguage } from '../hand-builder/words';
import { VietnameseDetails } from './vietnamese/ResultDetails';

export default function VietnameseScorer({ lang }: { lang?: ScorerLanguage }) {
  return <Builder variant={vietnamese} details={VietnameseDetails} lang={lang} />;
}
