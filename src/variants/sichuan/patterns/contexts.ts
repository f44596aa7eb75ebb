import type { WinContext } from '../../../engine/context';

type ExampleContext = Partial<WinContext> & { missingSuit?: string; kongDiscard?: boolean };

/**
 * South wins on West's discard; characters are South's missing suit, so the example hands use
 * dots and bamboo. (The extra fields reach the variant through `win.extra`.)
 */
export const ON_DISCARD = {
  seat: 'S',
  discarder: 'W',
  missingSuit: 'm',
} as ExampleContext as Partial<WinContext>;
/** South draws the winning tile. */
export const SELF_DRAWN = {
  seat: 'S',
  selfDrawn: true,
  missingSuit: 'm',
} as ExampleContext as Partial<WinContext>;
/** Merges extra context into one of the above. */
export const withContext = (base: Partial<WinContext>, more: ExampleContext): Partial<WinContext> =>
  ({ ...base, ...more }) as Partial<WinContext>;
