/**
 * The win flags MCR corrects from the hand itself before counting (rules/mcr.md §5): the Last
 * Tile flag is dropped when another copy stands in the hand and set when the declared sets hold
 * the other three; a robbed kong is impossible when the hand holds the winning tile elsewhere;
 * a kong-replacement flag on a hand with no kong is dropped (MCR never refuses it, and Out with
 * Replacement Tile cannot score without a kong, so no note is added).
 */
import type { WinContext } from '../../engine/context';
import type { HandFacts } from '../../engine/decompose';
import { tileCode, tileName } from '../../engine/tiles';
import type { ExcludedPattern } from '../../engine/variant';
import { fanById } from './patterns/fans';

const dropped = (id: string, flag: string, why: string): ExcludedPattern => ({
  id,
  name: fanById(id)?.name ?? id,
  by: `correction:${flag}`,
  why,
});

export function correctMcrContext(
  win: WinContext,
  facts: HandFacts,
): { win: WinContext; dropped: ExcludedPattern[] } {
  const t = facts.winningTile;
  const name = () => tileName(tileCode(t));
  // A hand's counts hold every one of the 34 kinds, the winning tile's among them.
  const standing = facts.standing[t] ?? 0;
  const held = facts.counts[t] ?? 0;
  const otherStanding = standing - 1;
  const declared = held - standing;
  const notes: ExcludedPattern[] = [];
  let fourthTile = win.fourthTile;
  if (fourthTile && otherStanding > 0) {
    fourthTile = false;
    notes.push(
      dropped(
        'last-tile',
        'fourth-tile',
        `the hand holds another ${name()}, so the winning tile was not the last one`,
      ),
    );
  } else if (declared === 3) fourthTile = true;
  let robbingKong = win.robbingKong;
  if (robbingKong && held > 1) {
    robbingKong = false;
    notes.push(
      dropped(
        'robbing-the-kong',
        'robbing-the-kong',
        `the hand holds another ${name()}, so it cannot have been robbed from a kong`,
      ),
    );
  }
  const kongReplacement = win.kongReplacement && facts.hand.melds.some((m) => m.kind === 'kong');
  if (
    fourthTile === win.fourthTile &&
    robbingKong === win.robbingKong &&
    kongReplacement === win.kongReplacement
  ) {
    return { win, dropped: notes };
  }
  return { win: { ...win, fourthTile, robbingKong, kongReplacement }, dropped: notes };
}
