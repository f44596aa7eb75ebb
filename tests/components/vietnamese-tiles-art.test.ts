/**
 * The site's own drawings of the Vietnamese jokers, emperors and empresses: every code has a
 * face file (art/tiles/vietnamese/, drawn into the Vietnamese sprite sheet), drawn without text
 * (so no font decides how it looks), and every tile is named for screen readers by its
 * Vietnamese and English names.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUT_DIR, vietnameseFaces } from '../../scripts/draw-vietnamese-tiles';
import { TILE_SHEETS, tileCell } from '../../src/components/tile-art';
import {
  EMPERORS,
  EMPRESSES,
  JOKER_CODES,
  vietnameseTileName,
} from '../../src/variants/vietnamese/tiles';

const CODES = [...JOKER_CODES, ...EMPERORS, ...EMPRESSES];

describe('Vietnamese tile faces', () => {
  it('every joker, emperor and empress has a face file and a cell in the Vietnamese sprite sheet', () => {
    const sheet = TILE_SHEETS.find((s) => s.id === 'vietnamese');
    for (const code of CODES) {
      expect(tileCell(code)?.sheet, code).toBe(sheet);
      expect(existsSync(join(OUT_DIR, `${code}.svg`)), `${code}.svg is missing`).toBe(true);
    }
  });

  it('the files on disk are what the drawing script draws (no hand edits drift from it)', () => {
    const faces = vietnameseFaces();
    for (const code of CODES)
      expect(readFileSync(join(OUT_DIR, `${code}.svg`), 'utf8')).toBe(faces[code]);
  });

  it("each face has the upstream tiles' 300 x 400 frame and uses no text, font or external file", () => {
    for (const [code, body] of Object.entries(vietnameseFaces())) {
      expect(body, code).toMatch(
        /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="300" height="400" viewBox="0 0 300 400">/,
      );
      expect(body, code).not.toMatch(/<text|font|<image|href=|<script/i);
    }
  });

  it('the blue and red jokers are told apart by their frame colour, and no two faces are the same', () => {
    const faces = vietnameseFaces();
    const frameColour = (code: string) =>
      /<rect x="26"[^>]*stroke="(#[0-9a-f]+)"/.exec(faces[code] ?? '')?.[1];
    const blue = ['J1', 'J2', 'J3', 'J4'].map(frameColour);
    const red = ['J5', 'J6', 'J7', 'J8'].map(frameColour);
    expect(new Set(blue).size).toBe(1);
    expect(new Set(red).size).toBe(1);
    expect(blue[0]).not.toBe(red[0]);
    expect(new Set(Object.values(faces)).size).toBe(CODES.length);
  });

  it('names each joker by its Vietnamese name and what it stands for, and each emperor and empress by seat', () => {
    expect(vietnameseTileName('J2')).toBe('Thùng joker (any dots tile)');
    expect(vietnameseTileName('J5')).toMatch(/Đại Hoa.*bonus only/);
    expect(vietnameseTileName('K3')).toMatch(/Emperor 3 \(West\)/);
    expect(vietnameseTileName('Q4')).toMatch(/Empress 4 \(North\)/);
    // Other tiles keep their shared names.
    expect(vietnameseTileName('5p')).toBe('5 Dots');
    for (const code of CODES) expect(vietnameseTileName(code)).not.toBe(code);
  });
});
