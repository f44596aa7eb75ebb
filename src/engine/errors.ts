/**
 * Every rejection the engine makes is a HandError: a reader-facing message that names the tile,
 * group or rule at fault, plus a stable code that tests and islands can branch on. The errors a
 * reader meets typing a hand also carry their parts as parameters (which tile, how many copies,
 * which meld, which rule), so an island can say them in the page's language; the English message
 * is the engine's own and what every other consumer (the CLI, the API) shows.
 */
export type ErrorCode = CoreErrorCode | keyof VariantErrorCodes;

/**
 * Codes for rules only some variants have: a variant adds its own by augmenting this interface
 * (`declare module` on this file), each key a code, so a typo in a code is still a type error.
 */
// biome-ignore lint/suspicious/noEmptyInterface: variants add their codes by declaration merging, which a type alias cannot take
export interface VariantErrorCodes {}

export type CoreErrorCode =
  | 'unknown-tile'
  | 'notation'
  | 'too-many-copies'
  | 'tile-not-in-set'
  | 'tile-count'
  | 'bad-meld'
  | 'bonus-misplaced'
  | 'not-winning'
  | 'bad-context'
  | 'bad-option'
  | 'unknown-variant'
  | 'bad-request'
  /** A tile asked to stand for another that it cannot (wilds.ts). */
  | 'bad-wild';

/**
 * The parts of an error's message: `reason` names which sentence of its code it is (a code covers
 * several, e.g. bad-meld: a chow of honours, tiles not identical); the rest are its values. A value
 * named `tile` (or ending in `Tile`) is a tile code, which an island names in its language.
 */
export type ErrorParams = { readonly reason: string } & Readonly<Record<string, string | number>>;

export class HandError extends Error {
  readonly code: ErrorCode;
  /** The message's parts, where the engine gives them (the errors a hand's reader meets). */
  readonly params?: ErrorParams;
  constructor(code: ErrorCode, message: string, params?: ErrorParams) {
    super(message);
    this.name = 'HandError';
    this.code = code;
    if (params) this.params = params;
  }
}

export const isHandError = (e: unknown): e is HandError => e instanceof HandError;
