// The Rainbow Dragon game score sheet island; it imports only this variant so the page ships one catalogue.
import { rainbowDragon } from '../../variants/rainbow-dragon';
import { GameSheet } from '../GameSheet';
import type { GameLanguage } from '../game-sheet/words';

export default function RainbowDragonGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={rainbowDragon} lang={lang} />;
}
