/*
 * The phán ladder (seed 000, fact sheet §4). Values are kept in phán-equivalents: a mủn is six
 * phán, which gives the seed's ladder exactly (mủn = floor(T / 6), leftover = T mod 6).
 */
export const PHAN_PER_MUN = 6;

/** "3 phán", "1 mủn", "1 mủn 3 phán": how the seed writes a value. */
export function formatPhan(total: number): string {
  const mun = Math.floor(total / PHAN_PER_MUN);
  const leftover = total % PHAN_PER_MUN;
  if (mun === 0) return `${total} phán`;
  return leftover ? `${mun} mủn ${leftover} phán` : `${mun} mủn`;
}
