/**
 * Draws the site's own faces for the Vietnamese tiles the upstream art lacks: the jokers J1..J9
 * and the emperors K1..K4 and empresses Q1..Q4 (../shared/tiles/README.md "Missing").
 *
 * Every mark is a path or a shape, never text: text would depend on the fonts of the machine
 * that shows it (the app icon set that precedent). A tile reads from three things that survive
 * at 30 px: the colour of its frame (blue/green group J1..J4, red group J5..J8, fact sheet §2),
 * a big seat number (fact sheet §2) and a small picture of what the tile may stand for.
 * The faces are transparent and 300 x 400 like the upstream ones, drawn over front.svg.
 *
 *   npx tsx scripts/draw-vietnamese-tiles.ts   (writes art/tiles/vietnamese/*.svg, which
 *   scripts/tile-sheets.ts draws into the Vietnamese sprite sheet)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const OUT_DIR = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'art',
  'tiles',
  'vietnamese',
);

const BLUE = '#1d5fb4';
const RED = '#c01a2c';
const GREEN = '#1f7a3a';
const GOLD = '#b07d10';
const PLUM = '#7a2e8c';
const INK = '#222';

/** Seat numbers 1..4 as strokes, in a box 100 wide and 120 tall whose top-left is (x, y). */
function digit(n: number, x: number, y: number, colour: string, width = 20): string {
  const paths: Record<number, string> = {
    1: 'M30 22 L56 2 V120',
    2: 'M8 30 C8 6 28 0 50 0 C76 0 92 14 92 34 C92 60 52 84 8 120 H96',
    3: 'M10 2 H90 L46 50 C80 48 96 66 96 86 C96 108 76 120 52 120 C30 120 14 112 6 98',
    4: 'M70 120 V0 L4 84 H100',
  };
  return `<path d="${paths[n]}" transform="translate(${x} ${y})" fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

const frame = (colour: string) =>
  `<rect x="26" y="26" width="248" height="348" rx="28" fill="none" stroke="${colour}" stroke-width="16"/>`;

/** Pictures of what a joker covers, each drawn to fit a box centred on (cx, cy) about 120 across. */
const PICTURES = {
  /** Any tile: an eight-armed star. */
  any: (cx: number, cy: number, c: string) =>
    `<g stroke="${c}" stroke-width="18" stroke-linecap="round"><path d="M${cx} ${cy - 58}V${cy + 58}M${cx - 58} ${cy}H${cx + 58}M${cx - 41} ${cy - 41}L${cx + 41} ${cy + 41}M${cx - 41} ${cy + 41}L${cx + 41} ${cy - 41}"/></g>`,
  /** Dots: a ringed coin, as the dots suit draws it. */
  dots: (cx: number, cy: number, c: string) =>
    `<circle cx="${cx}" cy="${cy}" r="50" fill="none" stroke="${c}" stroke-width="16"/><circle cx="${cx}" cy="${cy}" r="18" fill="${c}"/>`,
  /** Bamboo: three jointed sticks. */
  bamboo: (cx: number, cy: number, c: string) =>
    [-38, 0, 38]
      .map(
        (dx) =>
          `<rect x="${cx + dx - 11}" y="${cy - 58}" width="22" height="116" rx="11" fill="${c}"/><path d="M${cx + dx - 14} ${cy}H${cx + dx + 14}" stroke="#fff" stroke-width="6"/>`,
      )
      .join(''),
  /** Characters: the character suit's 万 mark (the short form of 萬), drawn as three strokes. */
  characters: (cx: number, cy: number, c: string) =>
    `<path d="M${cx - 58} ${cy - 44}H${cx + 58}M${cx - 14} ${cy - 44}C${cx - 16} ${cy + 6} ${cx - 30} ${cy + 40} ${cx - 56} ${cy + 58}M${cx - 18} ${cy - 6}H${cx + 40}C${cx + 40} ${cy + 30} ${cx + 36} ${cy + 52} ${cx + 10} ${cy + 56}" fill="none" stroke="${c}" stroke-width="17" stroke-linecap="round" stroke-linejoin="round"/>`,
  /** The flower joker: five petals round a heart. */
  flower: (cx: number, cy: number, c: string) =>
    [0, 72, 144, 216, 288]
      .map((a) => {
        const r = (a - 90) * (Math.PI / 180);
        return `<circle cx="${(cx + 34 * Math.cos(r)).toFixed(1)}" cy="${(cy + 34 * Math.sin(r)).toFixed(1)}" r="26" fill="${c}"/>`;
      })
      .join('') +
    `<circle cx="${cx}" cy="${cy}" r="17" fill="${GOLD}" stroke="#fff" stroke-width="5"/>`,
  /** Winds: four arrowheads pointing to the four quarters. */
  winds: (cx: number, cy: number, c: string) =>
    `<g fill="${c}">${[0, 90, 180, 270]
      .map(
        (a) =>
          `<path d="M${cx} ${cy - 60}L${cx + 20} ${cy - 22}H${cx - 20}Z" transform="rotate(${a} ${cx} ${cy})"/>`,
      )
      .join(
        '',
      )}</g><circle cx="${cx}" cy="${cy}" r="14" fill="none" stroke="${c}" stroke-width="8"/>`,
  /** Dragons: the three dragons' colours, red, green and a blue-framed white. */
  dragons: (cx: number, cy: number) =>
    `<rect x="${cx - 64}" y="${cy - 26}" width="36" height="52" rx="6" fill="${RED}"/><rect x="${cx - 18}" y="${cy - 26}" width="36" height="52" rx="6" fill="${GREEN}"/><rect x="${cx + 28}" y="${cy - 26}" width="36" height="52" rx="6" fill="#fff" stroke="${BLUE}" stroke-width="7"/>`,
};

/** Any numbered tile: a small coin, stick and 万 side by side. */
function numbered(cx: number, cy: number): string {
  const small = (body: string, x: number) =>
    `<g transform="translate(${x} ${cy}) scale(0.42) translate(${-cx} ${-cy})">${body}</g>`;
  return (
    small(PICTURES.dots(cx, cy, BLUE), cx - 60) +
    small(PICTURES.bamboo(cx, cy, GREEN), cx) +
    small(PICTURES.characters(cx, cy, RED), cx + 60)
  );
}

const svg = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400">${body}</svg>\n`;

/** The face of each code, keyed by code. */
export function vietnameseFaces(): Record<string, string> {
  const faces: Record<string, string> = {};
  const joker = (code: string, colour: string, seat: number, picture: string) => {
    faces[code] = svg(frame(colour) + digit(seat, 100, 62, colour) + picture);
  };
  const pic = { cx: 150, cy: 272 };
  joker('J1', BLUE, 1, PICTURES.any(pic.cx, pic.cy, BLUE));
  joker('J2', BLUE, 2, PICTURES.dots(pic.cx, pic.cy, BLUE));
  joker('J3', BLUE, 3, PICTURES.bamboo(pic.cx, pic.cy, GREEN));
  joker('J4', BLUE, 4, PICTURES.characters(pic.cx, pic.cy, RED));
  joker('J5', RED, 1, PICTURES.flower(pic.cx, pic.cy, RED));
  joker('J6', RED, 2, PICTURES.winds(pic.cx, pic.cy, INK));
  joker('J7', RED, 3, PICTURES.dragons(pic.cx, pic.cy));
  joker('J8', RED, 4, numbered(pic.cx, pic.cy));
  // The honour joker has no seat number (fact sheet §1: one Reddit source); it shows both pictures.
  faces.J9 = svg(
    `<rect x="26" y="26" width="248" height="348" rx="28" fill="none" stroke="${PLUM}" stroke-width="16" stroke-dasharray="40 14"/>` +
      `<g transform="translate(0 -10)">${PICTURES.winds(150, 130, INK)}</g>` +
      PICTURES.dragons(150, 282),
  );
  for (const n of [1, 2, 3, 4]) {
    // Emperor: a three-pointed crown. Empress: a rounded headdress with three pearls.
    faces[`K${n}`] = svg(
      digit(n, 100, 50, RED) +
        `<path d="M78 330V236L114 276L150 214L186 276L222 236V330Z" fill="${GOLD}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
        `<g fill="${RED}"><circle cx="114" cy="306" r="11"/><circle cx="150" cy="300" r="13"/><circle cx="186" cy="306" r="11"/></g>`,
    );
    faces[`Q${n}`] = svg(
      digit(n, 100, 50, PLUM) +
        `<path d="M74 326C74 266 110 236 150 236C190 236 226 266 226 326Z" fill="${PLUM}" stroke="${INK}" stroke-width="8" stroke-linejoin="round"/>` +
        `<g fill="#fff" stroke="${INK}" stroke-width="7"><circle cx="150" cy="222" r="18"/><circle cx="96" cy="262" r="13"/><circle cx="204" cy="262" r="13"/></g>` +
        `<path d="M100 304H200" stroke="#f3c7e0" stroke-width="10" stroke-linecap="round"/>`,
    );
  }
  return faces;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  mkdirSync(OUT_DIR, { recursive: true });
  for (const [code, body] of Object.entries(vietnameseFaces()))
    writeFileSync(join(OUT_DIR, `${code}.svg`), body);
  console.log(`wrote ${Object.keys(vietnameseFaces()).length} faces to ${OUT_DIR}`);
}
