// The Hong Kong hand scorer island; it imports only this variant so the page ships one catalogue.
import { hongKong } from '../../variants/hong-kong';
import { Builder } from '../hand-builder/Builder';

export default function HongKongScorer() {
  return <Builder variant={hongKong} />;
}
