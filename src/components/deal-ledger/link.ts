/**
 * A Sichuan deal in the page address, so a reload or a shared link brings the deal back. One
 * `e` field an event, in order, readable by a person:
 *
 *   ?v=sichuan&cv=1&ms=mpsm
 *    &e=kong.W.exposed.5p.N.48          who, kind, tile, whose discard (exposed only), tiles left
 *    &e=win.self.30|S:123m 456m 789m 789m 5m @5m      how (self or the discarder), events, tiles left
 *    &e=win.W.rob,last|S:…;N:…           two winners on one tile
 *    &e=end|E:789p 999p 9s [1111p] {3333s};W:…;N:…    the wall ran out: every hand still in
 *
 * Reading never throws. A field that cannot be read, or an event the rules refuse where it
 * stands, is listed in words; the events before it are kept and the rest left out, since each
 * event's payments depend on those before it.
 */
import { SUITS, type Suit, WINDS, type Wind } from '../../engine/tiles';
import { decodeRules, encodeRules, WIN_EVENT_LINKS } from '../../share';
import { sichuan } from '../../variants/sichuan';
import { SEAT_NAMES } from '../WindSelect';
import { type DealState, emptyDeal, settledPrefix } from './deal';

/** Win flags and their names in the link: the hand builder's names, and one of Sichuan's own. */
const WIN_FLAGS: readonly [string, string][] = [
  ...WIN_EVENT_LINKS.filter(([flag]) =>
    ['kongReplacement', 'robbingKong', 'lastTile'].includes(flag),
  ),
  ['kongDiscard', 'afterkong'],
];
const KONG_KINDS = ['exposed', 'added', 'concealed'];

const isWind = (x: string): x is Wind => (WINDS as readonly string[]).includes(x);
const isSuit = (x: string): x is Suit => (SUITS as readonly string[]).includes(x);

function encodeHands(hands: Record<string, unknown>): string {
  return Object.entries(hands)
    .map(([seat, hand]) => `${seat}:${String(hand)}`)
    .join(';');
}

/** One event as its `e` field. Events come from the ledger's form (hands in notation). */
export function encodeEvent(e: Record<string, unknown>): string {
  const wall = typeof e.wallLeft === 'number' ? [String(e.wallLeft)] : [];
  if (e.type === 'kong') {
    return [
      'kong',
      e.seat,
      e.kind,
      e.tile,
      ...(e.from ? [e.from] : []),
      ...(e.postponed ? ['postponed'] : []),
      ...wall,
    ].join('.');
  }
  if (e.type === 'win') {
    const ctx = (e.context ?? {}) as Record<string, unknown>;
    const flags = WIN_FLAGS.filter(([flag]) => ctx[flag] === true).map(([, name]) => name);
    const head = [
      'win',
      ctx.discarder ?? 'self',
      ...(flags.length ? [flags.join(',')] : []),
      ...wall,
    ].join('.');
    const winners = (e.winners as { seat: string; hand: unknown }[]).map(
      (w) => [w.seat, w.hand] as const,
    );
    return `${head}|${encodeHands(Object.fromEntries(winners))}`;
  }
  return `end|${encodeHands(e.hands as Record<string, unknown>)}`;
}

export function encodeDeal(deal: DealState): string {
  const q = encodeRules(sichuan);
  q.set('ms', WINDS.map((w) => deal.missingSuits[w]).join(''));
  for (const e of deal.events) q.append('e', encodeEvent(e));
  return `?${q.toString()}`;
}

/** "S:123m…;N:…" → { S: '123m…', N: '…' }; throws a message naming what is wrong. */
function decodeHands(raw: string): Record<Wind, string> {
  const hands = {} as Record<Wind, string>;
  for (const part of raw.split(';')) {
    const colon = part.indexOf(':');
    const seat = part.slice(0, colon).trim();
    if (colon < 0 || !isWind(seat))
      throw new Error(
        `"${part.slice(0, 30)}" is not a seat and a hand, such as S:123m 456m 789m 789m 5m @5m`,
      );
    if (hands[seat] !== undefined) throw new Error(`${SEAT_NAMES[seat]} has two hands`);
    hands[seat] = part.slice(colon + 1).trim();
  }
  return hands;
}

/** The tiles left in the wall, when the field is a number. */
const wallOf = (token: string | undefined): { wallLeft: number } | object =>
  token !== undefined && /^\d+$/.test(token) ? { wallLeft: Number(token) } : {};

function decodeKong(fields: string[]): Record<string, unknown> {
  const [seat = '', kind = '', tile = '', ...rest] = fields;
  if (!isWind(seat)) throw new Error(`who declared the kong must be E, S, W or N, not "${seat}"`);
  if (!KONG_KINDS.includes(kind))
    throw new Error(`the kind of kong must be exposed, added or concealed, not "${kind}"`);
  if (!tile) throw new Error('the kong has no tile');
  const event: Record<string, unknown> = { type: 'kong', seat, kind, tile };
  for (const token of rest) {
    if (isWind(token) && event.from === undefined) event.from = token;
    else if (token === 'postponed') event.postponed = true;
    else if (/^\d+$/.test(token) && event.wallLeft === undefined)
      Object.assign(event, wallOf(token));
    else throw new Error(`"${token}" is not a seat, "postponed" or a number of tiles left`);
  }
  return event;
}

function decodeWin(fields: string[], hands: string): Record<string, unknown> {
  const [how = '', ...rest] = fields;
  if (how !== 'self' && !isWind(how))
    throw new Error(
      `how the tile came must be "self" or the discarder (E, S, W or N), not "${how}"`,
    );
  const context: Record<string, unknown> =
    how === 'self' ? { selfDrawn: true } : { discarder: how };
  const event: Record<string, unknown> = { type: 'win' };
  for (const token of rest) {
    if (/^\d+$/.test(token) && event.wallLeft === undefined) {
      Object.assign(event, wallOf(token));
      continue;
    }
    for (const name of token.split(',')) {
      const hit = WIN_FLAGS.find(([, n]) => n === name);
      if (!hit)
        throw new Error(`"${name}" is not a win event (${WIN_FLAGS.map(([, n]) => n).join(', ')})`);
      context[hit[0]] = true;
    }
  }
  const winners = Object.entries(decodeHands(hands)).map(([seat, hand]) => ({ seat, hand }));
  return { ...event, winners, context };
}

/** Reads one `e` field into a deal event; throws a message naming what is wrong. */
export function decodeEvent(raw: string): Record<string, unknown> {
  const bar = raw.indexOf('|');
  const [type, ...fields] = (bar < 0 ? raw : raw.slice(0, bar)).split('.');
  if (type === 'kong') return decodeKong(fields);
  if (type !== 'win' && type !== 'end')
    throw new Error(`"${raw.slice(0, 20)}" is not a kong, a win or the wall's end`);
  if (bar < 0)
    throw new Error(`the ${type === 'win' ? 'win' : "wall's end"} lists no hands (…|S:123m…)`);
  if (type === 'win') return decodeWin(fields, raw.slice(bar + 1));
  if (fields.length) throw new Error(`the wall's end takes only hands, not "${fields.join('.')}"`);
  return { type: 'wallEnd', hands: decodeHands(raw.slice(bar + 1)) };
}

export interface DecodedDeal {
  state: DealState;
  problems: string[];
  versionNote: string | null;
}

/** Reads a deal link; never throws. Without any deal field the result is null: nothing to restore. */
export function decodeDeal(search: string): DecodedDeal | null {
  const q = new URLSearchParams(search);
  if (!q.has('ms') && !q.has('e')) return null;
  const deal = emptyDeal();
  const problems: string[] = [];
  const ms = q.get('ms');
  if (ms !== null) {
    WINDS.forEach((w, i) => {
      const suit = ms[i] ?? '';
      if (isSuit(suit)) deal.missingSuits[w] = suit;
      else
        problems.push(
          `${SEAT_NAMES[w]}'s missing suit "${suit}" is not m, p or s; using ${deal.missingSuits[w]}`,
        );
    });
    if (ms.length > 4)
      problems.push(
        `the missing suits "${ms}" name more than four players; only the first four are used`,
      );
  }
  for (const [i, raw] of q.getAll('e').entries()) {
    try {
      deal.events.push(decodeEvent(raw));
    } catch (e) {
      problems.push(
        `event ${i + 1} could not be read (${e instanceof Error ? e.message : String(e)}); it and the events after it were left out`,
      );
      break;
    }
  }
  const kept = settledPrefix(deal);
  if (kept.refused)
    problems.push(`${kept.refused}; that event and the ones after it were left out`);
  const rules = decodeRules(sichuan, search);
  if (Object.keys(rules.options).length)
    problems.push(
      'the deal ledger plays the published Sichuan rules; the table options in the link were ignored',
    );
  for (const key of new Set(q.keys())) {
    if (!['v', 'cv', 'ms', 'e'].includes(key) && !key.startsWith('o.'))
      problems.push(`unknown link field "${key}" ignored`);
  }
  return {
    state: kept.deal,
    problems: [...problems, ...rules.problems],
    versionNote: rules.versionNote,
  };
}
