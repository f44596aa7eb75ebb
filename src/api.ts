/**
 * The `mahjong-score` contract (DESIGN.md) as a pure function: one request object in, one
 * response object out. The CLI and the tests both go through here.
 */
import { isHandError } from './engine/errors';
import { HandError } from './engine/errors';
import type { Hand } from './engine/hand';
import { parseHand } from './engine/notation';
import { scoreHand } from './engine/score';
import type { Payments } from './engine/settlement';
import type { ExcludedPattern } from './engine/variant';
import { getVariant } from './variants';

export type ScoreResponse =
  | {
      ok: true;
      variant: string;
      unit: string;
      total: number;
      patterns: { id: string; name: string; value: number; count: number }[];
      excluded: Pick<ExcludedPattern, 'id' | 'by'>[];
      minimumMet: boolean;
      payments: Payments;
    }
  | { ok: false; error: string };

function readHand(raw: unknown): Hand {
  if (typeof raw === 'string') return parseHand(raw);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    throw new HandError('bad-request', 'request.hand must be an object (concealed, melds, winningTile, bonus) or a notation string');
  }
  const h = raw as Record<string, unknown>;
  const list = (key: string): string[] => {
    const v = h[key] ?? [];
    if (!Array.isArray(v) || !v.every((t) => typeof t === 'string')) throw new HandError('bad-request', `hand.${key} must be a list of tile codes`);
    return v as string[];
  };
  const meldsRaw = h.melds ?? [];
  if (!Array.isArray(meldsRaw)) throw new HandError('bad-request', 'hand.melds must be a list');
  const melds = meldsRaw.map((m, i) => {
    if (!m || typeof m !== 'object') throw new HandError('bad-request', `hand.melds[${i}] must be an object with kind, tiles and exposed`);
    const { kind, tiles, exposed } = m as Record<string, unknown>;
    if (!Array.isArray(tiles) || !tiles.every((t) => typeof t === 'string')) throw new HandError('bad-request', `hand.melds[${i}].tiles must be a list of tile codes`);
    if (exposed !== undefined && typeof exposed !== 'boolean') throw new HandError('bad-request', `hand.melds[${i}].exposed must be true or false`);
    return { kind: kind as 'chow', tiles: tiles as string[], exposed: exposed ?? true };
  });
  if (h.winningTile !== undefined && typeof h.winningTile !== 'string') throw new HandError('bad-request', 'hand.winningTile must be a tile code');
  return { concealed: list('concealed'), melds, bonus: list('bonus'), winningTile: h.winningTile as string | undefined };
}

export function scoreRequest(request: unknown): ScoreResponse {
  try {
    if (!request || typeof request !== 'object' || Array.isArray(request)) throw new HandError('bad-request', 'each line must be a JSON object');
    const r = request as Record<string, unknown>;
    if (r.variant === undefined) throw new HandError('bad-request', 'the request has no "variant"');
    const variant = getVariant(r.variant);
    if (r.hand === undefined) throw new HandError('bad-request', 'the request has no "hand"');
    const result = scoreHand(variant, readHand(r.hand), r.context, r.options);
    return {
      ok: true,
      variant: result.variant,
      unit: result.unit,
      total: result.total,
      patterns: result.patterns,
      excluded: result.excluded.map(({ id, by }) => ({ id, by })),
      minimumMet: result.minimumMet,
      payments: result.payments,
    };
  } catch (e) {
    if (isHandError(e)) return { ok: false, error: e.message };
    return { ok: false, error: `internal error: ${(e as Error).message}` };
  }
}
