import type { WinContext } from '../../../src/engine/context';
import { parseHand } from '../../../src/engine/notation';
import { scoreHand } from '../../../src/engine/score';
import type { Options } from '../../../src/engine/variant';
import { rainbowDragon } from '../../../src/variants/rainbow-dragon';
import { ON_DISCARD } from '../../helpers';

/** Scores a Rainbow Dragon hand written in the site's notation. */
export const rd = (
  notation: string,
  context: Partial<WinContext> | Record<string, unknown> = ON_DISCARD,
  options: Options = {},
) => scoreHand(rainbowDragon, parseHand(notation), context, options);

/** Pattern id → fan it contributes (value × count), for the patterns that count. */
export const fanOf = (r: { patterns: { id: string; value: number; count: number }[] }) =>
  Object.fromEntries(r.patterns.map((p) => [p.id, p.value * p.count]));
