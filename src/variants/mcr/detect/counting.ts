import type { DetectInput, Detection } from '../../../engine/variant';

/** How the engine counts one fan: its detector and how it combines with the others. */
export interface FanCounting {
  detect(input: DetectInput): Detection;
  /** Made by combining several sets: the principles decide which occurrences count. */
  combination?: true;
}

export type Counting = Readonly<Record<string, FanCounting>>;

/** 1 when `yes`, else 0: a fan of the whole hand. */
export const once = (yes: boolean): number => (yes ? 1 : 0);
