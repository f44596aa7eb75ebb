// The VMC game score sheet island; it imports only this variant so the page ships one catalogue.
import { vmc } from '../../variants/vmc';
import { GameSheet } from '../GameSheet';
import type { GameLanguage } from '../game-sheet/words';

export default function VmcGame({ lang }: { lang?: GameLanguage }) {
  return <GameSheet variant={vmc} lang={lang} />;
}
