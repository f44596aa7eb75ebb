/**
 * A Sichuan deal in the page address, so a reload or a shared link brings the deal back: the
 * missing suits, then one `e` field an event, in order, as event-link.ts writes them:
 *
 *   ?v=sichuan&cv=1&ms=mpsm&e=kong.W.exposed.5p.N.48&e=win.self.30|S:123m 456m 789m 789m 5m @5m
 *
 * Reading never throws. A field that cannot be read, or an event the rules refuse where it
 * stands, is listed in words; the events before it are kept and the rest left out, since each
 * event's payments depend on those before it.
 */
import { encodeRules } from '../../share';
import { decodeRules } from '../../share-read';
import { sichuan } from '../../variants/sichuan';
import { type DealState, emptyDeal, settledPrefix } from './deal';
import {
  decodeEvent,
  decodeMissingSuits,
  encodeEvent,
  encodeMissingSuits,
  type LinkSay,
} from './event-link';
import { DEAL_ENGLISH, type DealSay } from './words';

export function encodeDeal(deal: DealState): string {
  const q = encodeRules(sichuan);
  q.set('ms', encodeMissingSuits(deal.missingSuits));
  for (const e of deal.events) q.append('e', encodeEvent(e));
  return `?${q.toString()}`;
}

export interface DecodedDeal {
  state: DealState;
  problems: string[];
  versionNote: string | null;
}

/**
 * Reads a deal link; never throws. Without any deal field the result is null: nothing to restore.
 * What it cannot use is said in `say`'s words (the page's language).
 */
export function decodeDeal(search: string, say: DealSay = DEAL_ENGLISH): DecodedDeal | null {
  const q = new URLSearchParams(search);
  if (!q.has('ms') && !q.has('e')) return null;
  const linkSay: LinkSay = Object.assign(
    (key: Parameters<LinkSay>[0], values = {}) => say(key, values),
    {
      seat: say.scorer.wind,
    },
  );
  const deal = emptyDeal();
  const problems: string[] = [];
  const ms = q.get('ms');
  if (ms !== null) {
    const read = decodeMissingSuits(ms, deal.missingSuits, linkSay);
    deal.missingSuits = read.suits;
    problems.push(...read.problems);
  }
  for (const [i, raw] of q.getAll('e').entries()) {
    try {
      deal.events.push(decodeEvent(raw, linkSay));
    } catch (e) {
      const why = e instanceof Error ? e.message : String(e);
      problems.push(say('link.unread', { n: i + 1, why }));
      break;
    }
  }
  const kept = settledPrefix(deal, say);
  if (kept.refused) problems.push(say('link.refused', { why: kept.refused }));
  const rules = decodeRules(sichuan, search);
  if (Object.keys(rules.options).length) problems.push(say('link.published'));
  for (const key of new Set(q.keys())) {
    if (!['v', 'cv', 'ms', 'e'].includes(key) && !key.startsWith('o.'))
      problems.push(say('link.unknown', { key }));
  }
  return {
    state: kept.deal,
    problems: [...problems, ...rules.problems],
    versionNote: rules.versionNote,
  };
}
