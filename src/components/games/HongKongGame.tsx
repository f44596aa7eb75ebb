// The Hong Kong game score sheet island; it imports only this variant so the page ships one catalogue.
import { hongKong } from '../../variants/hong-kong';
import { GameSheet } from '../GameSheet';

export default function HongKongGame() {
  return <GameSheet variant={hongKong} />;
}
