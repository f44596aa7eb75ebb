// The Hong Kong game score sheet island; it imports only this variant so the page ships one catalogue.
import { hongKong } from '../../variants/hong-kong';
import { GameSheet } from '../GameSheet';
import type { GameLanguage } from '../game-sheet/words';

export default function HongKongGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={hongKong} lang={lang} />;
}
