// The Rainbow Dragon hand scorer island; it imports only this variant so the page ships one catalogue.
import { rainbowDragon } from '../../variants/rainbow-dragon';
import { Builder } from '../hand-builder/Builder';

export default function RainbowDragonScorer() {
  return <Builder variant={rainbowDragon} />;
}
