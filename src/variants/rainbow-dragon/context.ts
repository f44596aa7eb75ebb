/**
 * The one context field Rainbow Dragon reads beyond the shared ones: a win on the tile drawn to
 * replace a flower or season (the club sheet's "winning on a flower replacement" bonus).
 */
import type { WinContext } from '../../engine/context';
import { HandError } from '../../engine/errors';
import type { Hand } from '../../engine/hand';

export const RD_CONTEXT_KEYS: readonly string[] = ['flowerReplacement'];

/** A flower-replacement win must be self-drawn, with a flower or season among the bonus tiles. */
export function checkRainbowDragonContext(win: WinContext, hand: Hand): void {
  const fr = win.extra.flowerReplacement;
  if (fr === undefined || fr === false) return;
  if (fr !== true)
    throw new HandError(
      'bad-context',
      `context.flowerReplacement must be true or false (got ${JSON.stringify(fr)})`,
      { reason: 'context-flag', key: 'flowerReplacement', value: JSON.stringify(fr) },
    );
  if (!win.selfDrawn)
    throw new HandError(
      'bad-context',
      'a win on a flower or season replacement is self-drawn: the replacement is drawn from the wall',
      { reason: 'flower-replacement-on-discard' },
    );
  if (!hand.bonus.length)
    throw new HandError(
      'bad-context',
      'a win on a flower or season replacement needs a flower or season among the bonus tiles',
      { reason: 'flower-replacement-without-flower' },
    );
}
