/**
 * A hand as a request carries it (the `mahjong-score` contract): notation text, or an object
 * with concealed, melds, winningTile and bonus. One reader for every place that takes a hand
 * from JSON; it checks the JSON's shape only, and validateHand (or a variant's hand model)
 * checks the tiles later.
 */
import { type ErrorParams, HandError } from './errors';
import type { Hand, Meld } from './hand';
import { parseHand } from './notation';

const isObject = (x: unknown): x is Record<string, unknown> =>
  !!x && typeof x === 'object' && !Array.isArray(x);
const isCodeList = (x: unknown): x is string[] =>
  Array.isArray(x) && x.every((t) => typeof t === 'string');

/**
 * Reads one hand. `where` names it in every message when a request holds several hands
 * (e.g. "event 3, East's hand"); absent, messages speak of "hand" alone.
 */
export function readHandJson(raw: unknown, where?: string): Hand {
  const bad = (message: string, params: ErrorParams) =>
    new HandError('bad-request', where ? `${where}: ${message}` : message, params);
  if (typeof raw === 'string') {
    try {
      return parseHand(raw);
    } catch (e) {
      if (where && e instanceof HandError)
        throw new HandError(e.code, `${where}: ${e.message}`, e.params);
      throw e;
    }
  }
  if (!isObject(raw)) {
    throw bad(
      'the hand must be notation such as "123m456p @5p" or an object with concealed, melds, winningTile and bonus',
      { reason: 'hand-json-shape' },
    );
  }
  const list = (key: string): string[] => {
    const v = raw[key] ?? [];
    if (!isCodeList(v))
      throw bad(`hand.${key} must be a list of tile codes`, { reason: 'hand-json-list', key });
    return v;
  };
  const meldsRaw = raw.melds ?? [];
  if (!Array.isArray(meldsRaw))
    throw bad('hand.melds must be a list', { reason: 'hand-json-list', key: 'melds' });
  const melds: Meld[] = meldsRaw.map((m, i) => {
    if (!isObject(m))
      throw bad(`hand.melds[${i}] must be an object with kind, tiles and exposed`, {
        reason: 'hand-json-meld',
        number: i + 1,
      });
    const { kind, tiles, exposed, bounced } = m;
    if (!isCodeList(tiles))
      throw bad(`hand.melds[${i}].tiles must be a list of tile codes`, {
        reason: 'hand-json-list',
        key: `melds[${i}].tiles`,
      });
    if (exposed !== undefined && typeof exposed !== 'boolean')
      throw bad(`hand.melds[${i}].exposed must be true or false`, {
        reason: 'context-flag',
        key: `melds[${i}].exposed`,
        value: JSON.stringify(exposed),
      });
    // Wild tiles bounced back out of the meld; a variant without wilds refuses them by name.
    if (bounced !== undefined && !isCodeList(bounced))
      throw bad(`hand.melds[${i}].bounced must be a list of tile codes`, {
        reason: 'hand-json-list',
        key: `melds[${i}].bounced`,
      });
    return {
      kind: kind as Meld['kind'],
      tiles,
      exposed: exposed ?? true,
      ...(bounced?.length ? { bounced } : {}),
    };
  });
  if (raw.winningTile !== undefined && typeof raw.winningTile !== 'string')
    throw bad('hand.winningTile must be a tile code', { reason: 'hand-json-winning' });
  const winningTile = raw.winningTile as string | undefined;
  return {
    concealed: list('concealed'),
    melds,
    bonus: list('bonus'),
    ...(winningTile ? { winningTile } : {}),
  };
}
