// The VMC hand scorer island; it imports only this variant so the page ships one catalogue.
import { vmc } from '../../variants/vmc';
import { Builder } from '../hand-builder/Builder';

export default function VmcScorer() {
  return <Builder variant={vmc} />;
}
