/**
 * How a game of whole deals (Sichuan) writes each deal in the sheet's link: the deal ledger's own
 * format for a deal's missing suits and its events. The Sichuan sheet's island passes it in, as it
 * passes the deal form, so the sheets of the other variants, whose hands are single wins, do not
 * load it.
 */
import {
  decodeEvent,
  decodeMissingSuits,
  encodeEvent,
  encodeMissingSuits,
} from '../deal-ledger/event-link';

export interface DealLinks {
  encodeEvent: typeof encodeEvent;
  decodeEvent: typeof decodeEvent;
  encodeMissingSuits: typeof encodeMissingSuits;
  decodeMissingSuits: typeof decodeMissingSuits;
}

export const DEAL_LINKS: DealLinks = {
  encodeEvent,
  decodeEvent,
  encodeMissingSuits,
  decodeMissingSuits,
};
