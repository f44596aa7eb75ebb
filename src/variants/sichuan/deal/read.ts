/**
 * Reads a deal from JSON, checking its structure: seats, tiles, kinds and field types. Rules that
 * need the deal's history (who is still in, what the previous event was) are settle.ts's.
 *
 *   { "missingSuits": { "E": "m", "S": "p", "W": "s", "N": "m" },
 *     "events": [
 *       { "type": "kong", "seat": "W", "kind": "exposed", "tile": "5p", "from": "N", "wallLeft": 48 },
 *       { "type": "kong", "seat": "E", "kind": "concealed", "tile": "3s" },
 *       { "type": "win", "winners": [{ "seat": "S", "hand": "123456789789m5m @5m" }], "context": { "selfDrawn": true } },
 *       { "type": "kong", "seat": "N", "kind": "added", "tile": "6s" },
 *       { "type": "wallEnd", "hands": { "E": "…", "W": "…", "N": "…" } } ] }
 */
import { HandError } from '../../../engine/errors';
import type { Hand } from '../../../engine/hand';
import { readHandJson } from '../../../engine/hand-json';
import { flatParams } from '../../../engine/phrase';
import { tileName, WINDS, type Wind } from '../../../engine/tiles';
import { readMissingSuit } from '../context';
import { SICHUAN_108, WALL_AT_START } from '../tiles';
import { english, phrase } from './phrases';
import type { Deal, DealEvent, KongEvent, KongKind, WallEndEvent, WinEvent, WinHow } from './types';

const KINDS: readonly KongKind[] = ['exposed', 'added', 'concealed'];
const isWind = (x: unknown): x is Wind =>
  typeof x === 'string' && (WINDS as readonly string[]).includes(x);
const isObject = (x: unknown): x is Record<string, unknown> =>
  !!x && typeof x === 'object' && !Array.isArray(x);
const bad = (message: string) => new HandError('bad-request', message);

/** The event's number in "event 3 (kong)", for an island to name it in its language. */
const eventOf = (where: string): number => Number(/^event (\d+)/.exec(where)?.[1] ?? 0);

/** A hand of the deal, its refusal naming the event and the seat, with its parameters kept. */
function readHand(raw: unknown, where: string, seat: Wind): Hand {
  try {
    return readHandJson(raw);
  } catch (e) {
    if (!(e instanceof HandError)) throw e;
    const params = e.params && { ...e.params, at: 'at.hand', event: eventOf(where), seat };
    throw new HandError(e.code, `${where}, ${seat}'s hand: ${e.message}`, params);
  }
}

function seatField(raw: Record<string, unknown>, key: string, where: string): Wind {
  const v = raw[key];
  if (!isWind(v))
    throw bad(`${where}: "${key}" must be a seat, E, S, W or N (got ${JSON.stringify(v)})`);
  return v;
}

function refuseUnknownKeys(
  raw: Record<string, unknown>,
  known: readonly string[],
  where: string,
): void {
  for (const k of Object.keys(raw)) {
    if (!known.includes(k))
      throw bad(
        `${where}: unknown field "${k}" (a ${String(raw.type ?? 'deal')} has ${known.join(', ')})`,
      );
  }
}

function wallLeftField(raw: Record<string, unknown>, where: string): number | undefined {
  const v = raw.wallLeft;
  if (v === undefined) return undefined;
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v > WALL_AT_START) {
    const p = phrase('err.wallRange', { max: WALL_AT_START, got: JSON.stringify(v) });
    throw new HandError('bad-request', `${where}: ${english(p)}`, {
      ...flatParams(p),
      reason: p.key,
      at: 'at.event',
      event: eventOf(where),
    });
  }
  return v;
}

function readKong(raw: Record<string, unknown>, where: string): KongEvent {
  refuseUnknownKeys(raw, ['type', 'seat', 'kind', 'tile', 'from', 'postponed', 'wallLeft'], where);
  const seat = seatField(raw, 'seat', where);
  const kind = raw.kind as KongKind;
  if (!KINDS.includes(kind))
    throw bad(
      `${where}: kind must be exposed, added or concealed (got ${JSON.stringify(raw.kind)})`,
    );
  const tile = raw.tile;
  if (typeof tile !== 'string') throw bad(`${where}: "tile" must be a tile code such as "5p"`);
  if (!(tile in SICHUAN_108.copies)) {
    // The engine's own sentence for a tile not in the set, after the event's number.
    throw new HandError(
      'tile-not-in-set',
      `${where}: ${tile}${tileName(tile) !== tile ? ` (${tileName(tile)})` : ''} is not in the ${SICHUAN_108.name}`,
      { reason: 'not-in-set', tile, at: 'at.event', event: eventOf(where) },
    );
  }
  let from: Wind | undefined;
  if (kind === 'exposed') {
    if (raw.from === undefined)
      throw bad(`${where}: an exposed kong needs "from", the player whose discard completed it`);
    from = seatField(raw, 'from', where);
    if (from === seat)
      throw bad(
        `${where}: ${seat} cannot supply his own exposed kong; a kong of four drawn tiles is "concealed"`,
      );
  } else if (raw.from !== undefined) {
    throw bad(
      `${where}: only an exposed kong has a supplier ("from"); an ${kind === 'added' ? 'added' : 'concealed'} kong's tile was drawn`,
    );
  }
  if (raw.postponed !== undefined && typeof raw.postponed !== 'boolean')
    throw bad(`${where}: postponed must be true or false`);
  if (raw.postponed === true && kind !== 'added')
    throw bad(`${where}: only an added kong can be postponed`);
  const wallLeft = wallLeftField(raw, where);
  return {
    type: 'kong',
    seat,
    kind,
    tile,
    ...(from ? { from } : {}),
    postponed: raw.postponed === true,
    ...(wallLeft !== undefined ? { wallLeft } : {}),
  };
}

const HOW_FLAGS = [
  'selfDrawn',
  'kongReplacement',
  'robbingKong',
  'lastTile',
  'kongDiscard',
] as const;

function readHow(raw: unknown, where: string): WinHow {
  if (raw !== undefined && !isObject(raw)) throw bad(`${where}: context must be an object`);
  const c = (raw ?? {}) as Record<string, unknown>;
  for (const k of Object.keys(c)) {
    if (k === 'seat' || k === 'missingSuit' || k === 'out') {
      throw bad(
        `${where}: context.${k} comes from the deal (the winner's entry, missingSuits, the earlier wins); leave it out`,
      );
    }
    if (k !== 'discarder' && !(HOW_FLAGS as readonly string[]).includes(k)) {
      throw bad(`${where}: a win's context reads discarder, ${HOW_FLAGS.join(', ')} (got "${k}")`);
    }
  }
  const flags = {} as Record<(typeof HOW_FLAGS)[number], boolean>;
  for (const f of HOW_FLAGS) {
    if (c[f] !== undefined && typeof c[f] !== 'boolean')
      throw bad(`${where}: context.${f} must be true or false`);
    flags[f] = c[f] === true;
  }
  const discarder =
    c.discarder === undefined ? undefined : seatField(c, 'discarder', `${where}, context`);
  if (c.selfDrawn === undefined) flags.selfDrawn = !discarder;
  if (flags.selfDrawn && discarder) throw bad(`${where}: a self-drawn win has no discarder`);
  if (!flags.selfDrawn && !discarder)
    throw bad(`${where}: a win on a discard needs context.discarder`);
  return { ...flags, ...(discarder ? { discarder } : {}) };
}

function readWin(raw: Record<string, unknown>, where: string): WinEvent {
  refuseUnknownKeys(raw, ['type', 'winners', 'context', 'wallLeft'], where);
  const listed: unknown[] = Array.isArray(raw.winners) ? raw.winners : [];
  const [first, ...rest] = listed.map((w, k) => {
    if (!isObject(w)) throw bad(`${where}: winners[${k}] must be an object with seat and hand`);
    refuseUnknownKeys(w, ['seat', 'hand'], `${where}, winners[${k}]`);
    const seat = seatField(w, 'seat', `${where}, winners[${k}]`);
    return { seat, hand: readHand(w.hand, where, seat) };
  });
  if (!first) throw bad(`${where}: "winners" must list at least one { seat, hand }`);
  const winners: WinEvent['winners'] = [first, ...rest];
  const seats = winners.map((w) => w.seat);
  const twice = seats.find((s, k) => seats.indexOf(s) !== k);
  if (twice) throw bad(`${where}: ${twice} is listed twice among the winners`);
  const wallLeft = wallLeftField(raw, where);
  return {
    type: 'win',
    winners,
    how: readHow(raw.context, where),
    ...(wallLeft !== undefined ? { wallLeft } : {}),
  };
}

function readWallEnd(raw: Record<string, unknown>, where: string): WallEndEvent {
  refuseUnknownKeys(raw, ['type', 'hands'], where);
  if (!isObject(raw.hands))
    throw bad(`${where}: "hands" must map each player still in (E, S, W, N) to his 13-tile hand`);
  const hands: WallEndEvent['hands'] = {};
  for (const [k, v] of Object.entries(raw.hands)) {
    if (!isWind(k)) throw bad(`${where}: "${k}" in hands is not a seat (E, S, W or N)`);
    hands[k] = readHand(v, where, k);
  }
  return { type: 'wallEnd', hands };
}

export function readDeal(raw: unknown): Deal {
  if (!isObject(raw)) throw bad('"deal" must be an object with missingSuits and events');
  refuseUnknownKeys(raw, ['missingSuits', 'events'], 'deal');
  if (!isObject(raw.missingSuits))
    throw bad(
      'deal.missingSuits must map each seat (E, S, W, N) to the suit it declared missing (m, p or s)',
    );
  const missingSuits = {} as Deal['missingSuits'];
  for (const k of Object.keys(raw.missingSuits))
    if (!isWind(k)) throw bad(`deal.missingSuits: "${k}" is not a seat (E, S, W or N)`);
  for (const w of WINDS)
    missingSuits[w] = readMissingSuit(raw.missingSuits[w], `deal.missingSuits.${w}`);
  if (!Array.isArray(raw.events))
    throw bad('deal.events must be a list of kong, win and wallEnd events');
  const events: DealEvent[] = raw.events.map((e, i) => {
    const where = `event ${i + 1}`;
    if (!isObject(e)) throw bad(`${where} must be an object with a "type"`);
    if (e.type === 'kong') return readKong(e, `${where} (kong)`);
    if (e.type === 'win') return readWin(e, `${where} (win)`);
    if (e.type === 'wallEnd') return readWallEnd(e, `${where} (wall end)`);
    throw bad(`${where}: type must be kong, win or wallEnd (got ${JSON.stringify(e.type)})`);
  });
  return { missingSuits, events };
}
