import type { SourceRef } from '../../engine/variant';

/** The Rainbow Dragon club's house-rule sheet, “How to Play Mahjong!”. */
export const RD_SHEET: SourceRef = { source: 'rainbow-dragon-sheet', status: 'stated' };
/** Footnotes of the sheet's pattern list: `footnote([2, 3])` is "footnotes 2 and 3". */
export const footnote = (n: number | readonly number[], note?: string): SourceRef => {
  const ns = typeof n === 'number' ? [n] : n;
  const section =
    ns.length === 1
      ? `footnote ${ns[0]}`
      : `footnotes ${ns.slice(0, -1).join(', ')} and ${ns[ns.length - 1]}`;
  return { ...RD_SHEET, section, ...(note ? { note } : {}) };
};

/** The sheet's fan-to-points table, 0 to 12 fan. */
export const SHEET_POINTS: readonly number[] = [
  2, 4, 8, 16, 32, 48, 64, 96, 128, 192, 256, 384, 512,
];
/** "A hand can score no more than 12 Fan." */
export const CAP = 12;
