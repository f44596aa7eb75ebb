/** The nine gates tiles: 1112345678999 of one suit (rules/mcr.md §3 item 7). */
import type { HandFacts } from '../../../engine/decompose';

const GATES = [3, 1, 1, 1, 1, 1, 1, 1, 3];

/** The suit's first tile when `c` (`extra` tiles over thirteen) is the nine gates plus `extra` tiles of its suit; else -1. */
export function gatesSuit(c: number[], extra: number): number {
  for (let base = 0; base < 27; base += 9) {
    if (c[base] === 0) continue;
    let over = 0;
    let inSuit = 0;
    for (let r = 0; r < 9; r++) {
      const d = c[base + r]! - GATES[r]!;
      if (d < 0) return -1;
      over += d;
      inSuit += c[base + r]!;
    }
    let total = 0;
    for (const n of c) total += n;
    return over === extra && inSuit === total ? base : -1;
  }
  return -1;
}

/** The thirteen tiles before the win were the nine gates, held concealed. */
export function isNineGates(facts: HandFacts): boolean {
  if (facts.hand.melds.length) return false;
  // The fourteen are the gates and one more tile of the suit, and that tile was the winning one.
  const base = gatesSuit(facts.standing, 1);
  const win = facts.winningTile;
  return base >= 0 && win >= base && win < base + 9 && facts.standing[win]! > GATES[win - base]!;
}
