// The VMC game score sheet island; it imports only this variant so the page ships one catalogue.
import { vmc } from '../../variants/vmc';
import { GameSheet } from '../GameSheet';

export default function VmcGame() {
  return <GameSheet variant={vmc} />;
}
