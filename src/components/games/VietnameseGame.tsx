// The Vietnamese game score sheet (the running bank); it imports only this variant so the page ships one catalogue.
import { vietnamese } from '../../variants/vietnamese';
import { GameSheet } from '../GameSheet';
import type { GameLanguage } from '../game-sheet/words';

export default function VietnameseGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={vietnamese} lang={lang} />;
}
