/**
 * The phán ladder (seed 000, fact sheet §4). Values are kept in phán-equivalents: a mủn is six
 * phán, which gives the seed's ladder exactly (mủn = floor(T / 6), leftover = T mod 6).
 */
import type { Options } from '../../engine/variant';

export const PHAN_PER_MUN = 6;

export interface Points {
  /** What a player paying the single column pays. */
  single: number;
  /** What a player paying the doubled column pays. */
  double: number;
  mun: number;
  leftover: number;
}

/**
 * Up to 5 phán each phán doubles a half point (rounded up: 0 phán pays 1 either way); each mủn
 * is 32 single / 64 doubled; leftover phán are a flat amount each (6 by default), never doubled.
 */
export function pointsOf(total: number, options: Options): Points {
  const mun = Math.floor(total / PHAN_PER_MUN);
  const leftover = total % PHAN_PER_MUN;
  if (mun === 0) {
    if (total === 0) return { single: 1, double: 1, mun, leftover };
    return { single: 2 ** (total - 1), double: 2 ** total, mun, leftover };
  }
  const flat = Number(options.leftoverPhan ?? 6) * leftover;
  return { single: 32 * mun + flat, double: 64 * mun + flat, mun, leftover };
}

/** "3 phán", "1 mủn", "1 mủn 3 phán": how the seed writes a value. */
export function formatPhan(total: number): string {
  const mun = Math.floor(total / PHAN_PER_MUN);
  const leftover = total % PHAN_PER_MUN;
  if (mun === 0) return `${total} phán`;
  return leftover ? `${mun} mủn ${leftover} phán` : `${mun} mủn`;
}
