// The Chinese Official game score sheet island; it imports only this variant so the page ships one catalogue.
import { mcr } from '../../variants/mcr';
import { GameSheet } from '../GameSheet';

export default function McrGame() {
  return <GameSheet variant={mcr} />;
}
