// The Chinese Official game score sheet island; it imports only this variant so the page ships one catalogue.
import { mcr } from '../../variants/mcr';
import { GameSheet } from '../GameSheet';
import type { GameLanguage } from '../game-sheet/words';

export default function McrGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={mcr} lang={lang} />;
}
