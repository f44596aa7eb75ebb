// The Vietnamese game score sheet (the running bank); it imports only this variant so the page ships one catalogue.
import { vietnamese } from '../../variants/vietnamese';
import { GameSheet } from '../GameSheet';

export default function VietnameseGame() {
  return <GameSheet variant={vietnamese} />;
}
