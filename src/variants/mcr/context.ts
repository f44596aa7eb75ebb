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
  const otherStanding = facts.standing[t]! - 1;
  const declared = facts.counts[t]! - facts.standing[t]!;
  const notes: ExcludedPattern[] = [];
  let fourthTile = win.fourthTile;
  if (fourthTile && otherStanding > 0) {
    fourthTile = false;
    notes.push(
      dropped(
        'last-tile',
        'fourth-tile',
        `the hand holds another ${tileName(tileCode(t))}, so the winning tile was not the last one`,
      ),
    );
  } else if (declared === 3) fourthTile = true;
  let robbingKong = win.robbingKong;
  if (robbingKong && facts.counts[t]! > 1) {
    robbingKong = false;
    notes.push(
      dropped(
        'robbing-the-kong',
        'robbing-the-kong',
        `the hand holds another ${tileName(tileCode(t))}, so it cannot have been robbed from a kong`,
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
