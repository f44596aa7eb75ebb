// The Rainbow Dragon game score sheet island; it imports only this variant so the page ships one catalogue.
import { rainbowDragon } from '../../variants/rainbow-dragon';
import { GameSheet } from '../GameSheet';

export default function RainbowDragonGame() {
  return <GameSheet variant={rainbowDragon} />;
}
