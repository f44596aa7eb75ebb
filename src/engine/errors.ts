/**
 * Every rejection the engine makes is a HandError: a reader-facing message that names the tile,
 * group or rule at fault, plus a stable code that tests and islands can branch on.
 */
export type ErrorCode =
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
  // Vietnamese jokers (src/engine/jokers.ts, joker-hand.ts)
  | 'joker-in-kong'
  | 'joker-out-of-domain'
  | 'flower-joker-wild'
  | 'too-many-jokers'
  | 'bad-bounce';

export class HandError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.name = 'HandError';
    this.code = code;
  }
}

export const isHandError = (e: unknown): e is HandError => e instanceof HandError;
