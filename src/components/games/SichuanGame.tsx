// The Sichuan game score sheet: each hand a whole deal, entered with the deal ledger's editor. It
// imports only this variant so the page ships one catalogue.
import { sichuan } from '../../variants/sichuan';
import { GameSheet } from '../GameSheet';
import { DealForm } from '../game-sheet/DealForm';
import { DEAL_LINKS } from '../game-sheet/deal-links';
import type { GameLanguage } from '../game-sheet/words';

export default function SichuanGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={sichuan} dealForm={DealForm} dealLinks={DEAL_LINKS} lang={lang} />;
}
