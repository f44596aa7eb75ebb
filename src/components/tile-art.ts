/**
 * Where each tile's face is drawn: one sprite sheet per tile set, a row of equal cells, so a
 * page fetches a few images however many tiles it shows (issue 15). The cell order is defined
 * here once: scripts/tile-sheets.ts draws the sheets in this order (from the art in art/tiles/),
 * and Tile.tsx picks a cell by its index. src/styles/atlas.css gives each sheet's class its
 * image and cell count (`--n`, checked against these lists by tests/components/tile-sheets.test.ts).
 */
import { BONUS_TILES, PLAYING_CODES } from '../engine/tiles';
import { EMPERORS, EMPRESSES, JOKER_CODES } from '../variants/vietnamese/tiles/codes';

export interface TileSheet {
  /** The sheet's file (public/tiles/<id>.svg, generated) and its class (mj-tile--<id>). */
  id: string;
  codes: readonly string[];
}

export const TILE_SHEETS: readonly TileSheet[] = [
  // The 27 suited tiles, the winds and the dragons, in the engine's index order.
  { id: 'suits', codes: PLAYING_CODES },
  { id: 'bonus', codes: BONUS_TILES },
  // The site's own drawings (scripts/draw-vietnamese-tiles.ts).
  { id: 'vietnamese', codes: [...JOKER_CODES, ...EMPERORS, ...EMPRESSES] },
];

/** A tile's sheet and cell, or undefined for a code no sheet draws (then only the front shows). */
export function tileCell(code: string): { sheet: TileSheet; index: number } | undefined {
  for (const sheet of TILE_SHEETS) {
    const index = sheet.codes.indexOf(code);
    if (index >= 0) return { sheet, index };
  }
  return undefined;
}
