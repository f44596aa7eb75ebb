// The MCR hand scorer island; it imports only this variant so the page ships one catalogue.
import { mcr } from '../../variants/mcr';
import { Builder } from '../hand-builder/Builder';

export default function McrScorer() {
  return <Builder variant={mcr} />;
}
