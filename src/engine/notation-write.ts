/**
 * Writing a hand in the site's notation (./notation.ts reads it and documents it): the canonical
 * form, which parses back to the same hand.
 */
import type { Hand, Meld } from './hand';
import { compareCodes, isWildCode, type TileCode } from './tiles';

const SUIT_LETTERS = 'mps';

/** Writes standing tiles compactly: suited runs per suit, then each honour code repeated. */
export function formatTiles(tiles: readonly TileCode[]): string {
  const sorted = [...tiles].sort(compareCodes);
  const parts: string[] = [];
  let suited = '';
  for (const s of SUIT_LETTERS) {
    const digits = sorted
      .filter((t) => t.length === 2 && t.charAt(1) === s && /[1-9]/.test(t.charAt(0)))
      .map((t) => t.charAt(0));
    if (digits.length) suited += `${digits.join('')}${s}`;
  }
  if (suited) parts.push(suited);
  const honours = sorted.filter((t) => !/^[1-9][mps]$/.test(t));
  let run = '';
  for (let k = 0; k < honours.length; k++) {
    run += honours[k];
    if (honours[k + 1] !== honours[k]) {
      parts.push(run);
      run = '';
    }
  }
  return parts.join(' ');
}

export function formatMeld(m: Meld): string {
  let inner = formatTiles(m.tiles).replace(/ /g, '');
  const real = m.tiles.filter((t) => !isWildCode(t));
  // Only a chow with wilds whose real tiles are identical would read back as a pung.
  if (m.kind === 'chow' && real.length < m.tiles.length && real.every((t) => t === real[0]))
    inner = `chow:${inner}`;
  for (const b of [...(m.bounced ?? [])].sort(compareCodes)) inner += `^${b}`;
  return m.exposed ? `[${inner}]` : `{${inner}}`;
}

/** The canonical notation of a hand; `parseHand(formatHand(h))` gives `h` back. */
export function formatHand(hand: Hand): string {
  const parts: string[] = [];
  const standing = formatTiles(hand.concealed);
  if (standing) parts.push(standing);
  for (const m of hand.melds) parts.push(formatMeld(m));
  if (hand.winningTile) parts.push(`@${hand.winningTile}`);
  if (hand.bonus.length) parts.push(`+${[...hand.bonus].sort(compareCodes).join(' ')}`);
  return parts.join(' ');
}
