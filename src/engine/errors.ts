/**
 * Every rejection the engine makes is a HandError: a reader-facing message that names the tile,
 * group or rule at fault, plus a stable code that tests and islands can branch on.
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

export class HandError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'HandError';
    this.code = code;
  }
}

export const isHandError = (e: unknown): e is HandError => e instanceof HandError;
