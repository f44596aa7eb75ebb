/**
 * The `mahjong-score` contract (DESIGN.md) as a pure function: one request object in, one
 * response object out. The CLI and the tests both go through here.
 */

import type { DealSettlement } from './engine/deal';
import { HandError, isHandError } from './engine/errors';
import { type PlayedGame, playGame, readGame } from './engine/game/play';
import { activeModel } from './engine/models';
import { resolveOptions } from './engine/options';
import type { ScoreResult } from './engine/score';
import { scoreHandJson } from './engine/score';
import type { Payments } from './engine/settlement';
import type { ExcludedPattern, ResponseExtras, SettlementBase, Variant } from './engine/variant';
import { citation } from './sources/cite';
import { getVariant, VARIANTS } from './variants';

/**
 * The answer to one hand: the shared fields, plus the fields a variant adds to it (each variant
 * types its own in `ResponseExtras`, src/engine/variant.ts, and fills them in `responseExtras`).
 */
export type ScoreResponse =
  | ({
      ok: true;
      variant: string;
      unit: string;
      total: number;
      patterns: { id: string; name: string; value: number; count: number }[];
      excluded: Pick<ExcludedPattern, 'id' | 'by'>[];
      minimumMet: boolean;
      payments: Payments;
      /** Present only when the payments rest on a reconstructed base or a club's own table (VMC). */
      settlementBase?: {
        model: string;
        amount: number;
        status: SettlementBase['source']['status'];
        note: string;
      };
    } & Partial<ResponseExtras>)
  | { ok: false; error: string };

/** A whole deal instead of one hand (`{ "variant": "sichuan", "deal": … }`): the variant's settleDeal. */
export type DealResponse = { ok: true; variant: string } & DealSettlement;

function dealResponse(variant: Variant, r: Record<string, unknown>): DealResponse {
  if (r.hand !== undefined)
    throw new HandError(
      'bad-request',
      'a request scores either one "hand" or a whole "deal", not both',
    );
  if (r.context !== undefined)
    throw new HandError(
      'bad-request',
      'a deal request has no "context": each win in the deal carries its own',
    );
  if (!variant.settleDeal) {
    throw new HandError(
      'bad-request',
      `${variant.name} is settled hand by hand: send a "hand", not a "deal" (whole deals: ${
        VARIANTS.filter((v) => v.settleDeal)
          .map((v) => v.id)
          .join(', ') || 'none'
      })`,
    );
  }
  return {
    ok: true,
    variant: variant.id,
    ...variant.settleDeal(r.deal, resolveOptions(variant, r.options)),
  };
}

/** A whole game (`{ "variant": …, "game": … }`): every hand scored in turn, with the deal moving. */
export type GameResponse = { ok: true; variant: string } & PlayedGame;

function gameResponse(variant: Variant, r: Record<string, unknown>): GameResponse {
  for (const key of ['hand', 'context', 'options', 'deal'])
    if (r[key] !== undefined)
      throw new HandError(
        'bad-request',
        `a game request has no top-level "${key}": ${key === 'options' ? 'the table options go in game.options' : 'each hand of the game carries its own'}`,
      );
  if (!variant.game) {
    const games = VARIANTS.filter((v) => v.game).map((v) => v.id);
    throw new HandError(
      'bad-request',
      `${variant.name} has no game sheet yet (games: ${games.join(', ') || 'none'})`,
    );
  }
  return { ok: true, variant: variant.id, ...playGame(variant, readGame(variant, r.game)) };
}

type SettlementBaseNote = NonNullable<Extract<ScoreResponse, { ok: true }>['settlementBase']>;

/**
 * A base that is not a published figure is labelled in the answer, so nobody reads a
 * reconstructed payment as the club's.
 */
function flaggedBase(variant: Variant, result: ScoreResult): SettlementBaseNote | null {
  if (!result.minimumMet) return null;
  const model = activeModel(variant, result.options);
  const base = model.base?.(result.total, result.options);
  if (!base || (base.source.status !== 'reconstructed' && base.source.status !== 'table-option'))
    return null;
  return {
    model: model.id,
    amount: base.amount,
    status: base.source.status,
    note: citation(base.source),
  };
}

/** The answer to one scored hand: the shared fields, the base's label, the variant's own fields. */
function scoreResponse(variant: Variant, result: ScoreResult): ScoreResponse {
  const answer: Extract<ScoreResponse, { ok: true }> = {
    ok: true,
    variant: result.variant,
    unit: result.unit,
    total: result.total,
    patterns: result.patterns,
    excluded: result.excluded.map(({ id, by }) => ({ id, by })),
    minimumMet: result.minimumMet,
    payments: result.payments,
  };
  // Added only when present, in this order (no spread objects made for the usual answer).
  const base = flaggedBase(variant, result);
  if (base) answer.settlementBase = base;
  if (variant.responseExtras) Object.assign(answer, variant.responseExtras(result));
  return answer;
}

/**
 * A request with a "deal" answers with a DealResponse; any other request with a ScoreResponse.
 * (The CLI passes parsed JSON of unknown shape and only serialises the answer.)
 */
export function scoreRequest(request: {
  deal: unknown;
  [key: string]: unknown;
}): DealResponse | ScoreResponse;
export function scoreRequest(request: {
  game: unknown;
  [key: string]: unknown;
}): GameResponse | ScoreResponse;
export function scoreRequest(request: unknown): ScoreResponse;
export function scoreRequest(request: unknown): ScoreResponse | DealResponse | GameResponse {
  try {
    if (!request || typeof request !== 'object' || Array.isArray(request))
      throw new HandError('bad-request', 'each line must be a JSON object');
    const r = request as Record<string, unknown>;
    if (r.variant === undefined) throw new HandError('bad-request', 'the request has no "variant"');
    const variant = getVariant(r.variant);
    if (r.game !== undefined) return gameResponse(variant, r);
    if (r.deal !== undefined) return dealResponse(variant, r);
    if (r.hand === undefined) throw new HandError('bad-request', 'the request has no "hand"');
    return scoreResponse(variant, scoreHandJson(variant, r.hand, r.context, r.options));
  } catch (e) {
    if (isHandError(e)) return { ok: false, error: e.message };
    return { ok: false, error: `internal error: ${(e as Error).message}` };
  }
}
