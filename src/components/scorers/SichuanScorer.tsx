// The Sichuan hand scorer island; it imports only this variant so the page ships one catalogue.
import { sichuan } from '../../variants/sichuan';
import { Builder } from '../hand-builder/Builder';

export default function SichuanScorer() {
  return <Builder variant={sichuan} />;
}
