/**
 * The fan table one reading is counted into, and the record of what was left out and why.
 * Counting fills `t` (count per fan number); a rule that removes a fan calls `drop`, which
 * remembers who removed it so the result can say so (`excluded` with `by`).
 */
import { FAN_COUNT } from './fans';

/** Principles and corrections that exclude a fan without another fan doing it. */
export const P_NON_REPEAT = -1;
export const P_NON_SEPARATION = -2;
export const P_ACCOUNT_ONCE = -3;
export const P_FOURTH_TILE_CHECK = -4;
export const P_ROBBING_CHECK = -5;

export const PRINCIPLE_IDS: Record<number, string> = {
  [P_NON_REPEAT]: 'principle:non-repeat',
  [P_NON_SEPARATION]: 'principle:non-separation',
  [P_ACCOUNT_ONCE]: 'principle:account-once',
  [P_FOURTH_TILE_CHECK]: 'correction:fourth-tile',
  [P_ROBBING_CHECK]: 'correction:robbing-the-kong',
};

export interface Dropped {
  fan: number;
  /** A fan number (> 0) or a principle code (< 0). */
  by: number;
  /** Some occurrences were removed while others still count (per-occurrence rules). */
  partial: boolean;
}

export class FanTable {
  readonly t = new Int16Array(FAN_COUNT);
  readonly dropped: Dropped[] = [];

  reset(): void {
    this.t.fill(0);
    this.dropped.length = 0;
  }

  /** Removes every occurrence of `fan`, crediting `by`. */
  drop(fan: number, by: number): void {
    if (this.t[fan] === 0) return;
    this.t[fan] = 0;
    this.note(fan, by, false);
  }

  /** Removes `n` occurrences of `fan` (the rest still count). */
  reduce(fan: number, n: number, by: number): void {
    if (n <= 0) return;
    this.t[fan] -= n;
    this.note(fan, by, true);
  }

  /** Records that `fan` would have been present but `by` keeps it out. */
  note(fan: number, by: number, partial: boolean): void {
    for (const d of this.dropped) if (d.fan === fan && d.by === by) return;
    this.dropped.push({ fan, by, partial });
  }

  isEmpty(): boolean {
    for (let i = 1; i < FAN_COUNT; i++) if (this.t[i] !== 0) return false;
    return true;
  }
}
