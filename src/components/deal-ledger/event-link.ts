/**
 * A Sichuan deal's events as text for a page address, readable by a person: one field an event,
 * used by the deal ledger's link and by the Sichuan score sheet's link (a deal a hand).
 *
 *   kong.W.exposed.5p.N.48          who, kind, tile, whose discard (exposed only), tiles left
 *   win.self.30|S:123m 456m 789m 789m 5m @5m      how (self or the discarder), events, tiles left
 *   win.W.rob,last|S:…;N:…           two winners on one tile
 *   end|E:789p 999p 9s [1111p] {3333s};W:…;N:…    the wall ran out: every hand still in
 *
 * The missing suits are one field of four letters, East's first: `mpsm`. Decoding throws a
 * message naming what is wrong, in the words of the `say` it is given (the deal ledger's page
 * language; English by default); the engine checks the rules when the deal is settled. No variant
 * is imported here, so a page that links deals does not carry a catalogue for it.
 */
import { SUITS, type Suit, WINDS, type Wind } from '../../engine/tiles';
import { type Phrases, sayer } from '../../i18n/fill';
import { WIN_EVENT_LINKS } from '../../share';
import { SEAT_NAMES } from '../WindSelect';

/** What a deal's link can hold that cannot be read; the deal editor's table carries them too. */
export const LINK_WORDS = {
  'link.notHand': '"{part}" is not a seat and a hand, such as S:123m 456m 789m 789m 5m @5m',
  'link.twoHands': '{seat} has two hands',
  'link.kongSeat': 'who declared the kong must be E, S, W or N, not "{value}"',
  'link.kongKind': 'the kind of kong must be exposed, added or concealed, not "{value}"',
  'link.kongTile': 'the kong has no tile',
  'link.kongToken': '"{value}" is not a seat, "postponed" or a number of tiles left',
  'link.winHow': 'how the tile came must be "self" or the discarder (E, S, W or N), not "{value}"',
  'link.winFlag': '"{value}" is not a win event ({names})',
  'link.type': '"{value}" is not a kong, a win or the wall\'s end',
  'link.winNoHands': 'the win lists no hands (…|S:123m…)',
  'link.endNoHands': "the wall's end lists no hands (…|S:123m…)",
  'link.endFields': 'the wall\'s end takes only hands, not "{value}"',
  'link.suit': '{seat}\'s missing suit "{value}" is not m, p or s; using {suit}',
  'link.suits':
    'the missing suits "{value}" name more than four players; only the first four are used',
} as const;

export type LinkWord = keyof typeof LINK_WORDS;

/** The link's sentences in one language, with its names for the seats. */
export type LinkSay = Phrases<LinkWord> & { seat(w: Wind): string };

const ENGLISH_LINK: LinkSay = sayer(LINK_WORDS, { seat: (w: Wind) => SEAT_NAMES[w] });

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

/** "S:123m…;N:…" → { S: '123m…', N: '…' }; throws a message naming what is wrong. */
function decodeHands(raw: string, say: LinkSay): Record<Wind, string> {
  const hands = {} as Record<Wind, string>;
  for (const part of raw.split(';')) {
    const colon = part.indexOf(':');
    const seat = part.slice(0, colon).trim();
    if (colon < 0 || !isWind(seat))
      throw new Error(say('link.notHand', { part: part.slice(0, 30) }));
    if (hands[seat] !== undefined) throw new Error(say('link.twoHands', { seat: say.seat(seat) }));
    hands[seat] = part.slice(colon + 1).trim();
  }
  return hands;
}

/** The tiles left in the wall, when the field is a number. */
const wallOf = (token: string | undefined): { wallLeft: number } | object =>
  token !== undefined && /^\d+$/.test(token) ? { wallLeft: Number(token) } : {};

function decodeKong(fields: string[], say: LinkSay): Record<string, unknown> {
  const [seat = '', kind = '', tile = '', ...rest] = fields;
  if (!isWind(seat)) throw new Error(say('link.kongSeat', { value: seat }));
  if (!KONG_KINDS.includes(kind)) throw new Error(say('link.kongKind', { value: kind }));
  if (!tile) throw new Error(say('link.kongTile'));
  const event: Record<string, unknown> = { type: 'kong', seat, kind, tile };
  for (const token of rest) {
    if (isWind(token) && event.from === undefined) event.from = token;
    else if (token === 'postponed') event.postponed = true;
    else if (/^\d+$/.test(token) && event.wallLeft === undefined)
      Object.assign(event, wallOf(token));
    else throw new Error(say('link.kongToken', { value: token }));
  }
  return event;
}

function decodeWin(fields: string[], hands: string, say: LinkSay): Record<string, unknown> {
  const [how = '', ...rest] = fields;
  if (how !== 'self' && !isWind(how)) throw new Error(say('link.winHow', { value: how }));
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
      if (!hit) {
        const names = WIN_FLAGS.map(([, n]) => n).join(', ');
        throw new Error(say('link.winFlag', { value: name, names }));
      }
      context[hit[0]] = true;
    }
  }
  const winners = Object.entries(decodeHands(hands, say)).map(([seat, hand]) => ({ seat, hand }));
  return { ...event, winners, context };
}

/** Reads one `e` field into a deal event; throws a message naming what is wrong. */
export function decodeEvent(raw: string, say: LinkSay = ENGLISH_LINK): Record<string, unknown> {
  const bar = raw.indexOf('|');
  const [type, ...fields] = (bar < 0 ? raw : raw.slice(0, bar)).split('.');
  if (type === 'kong') return decodeKong(fields, say);
  if (type !== 'win' && type !== 'end')
    throw new Error(say('link.type', { value: raw.slice(0, 20) }));
  if (bar < 0) throw new Error(say(type === 'win' ? 'link.winNoHands' : 'link.endNoHands'));
  if (type === 'win') return decodeWin(fields, raw.slice(bar + 1), say);
  if (fields.length) throw new Error(say('link.endFields', { value: fields.join('.') }));
  return { type: 'wallEnd', hands: decodeHands(raw.slice(bar + 1), say) };
}

/** The missing suits as one field, East's first: "mpsm". */
export const encodeMissingSuits = (suits: Record<Wind, Suit>): string =>
  WINDS.map((w) => suits[w]).join('');

/**
 * Reads the missing-suits field over `fallback`: a letter that is not m, p or s keeps the
 * fallback's suit, and each problem is said in words.
 */
export function decodeMissingSuits(
  raw: string,
  fallback: Record<Wind, Suit>,
  say: LinkSay = ENGLISH_LINK,
): { suits: Record<Wind, Suit>; problems: string[] } {
  const suits = { ...fallback };
  const problems: string[] = [];
  WINDS.forEach((w, i) => {
    const suit = raw[i] ?? '';
    if (isSuit(suit)) suits[w] = suit;
    else problems.push(say('link.suit', { seat: say.seat(w), value: suit, suit: suits[w] }));
  });
  if (raw.length > 4) problems.push(say('link.suits', { value: raw }));
  return { suits, problems };
}
