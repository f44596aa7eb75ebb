/**
 * What a PDF printed by Chromium holds, for the print tests: its number of pages, and how far
 * down its last page the printing reaches. Chromium writes each page as one deflated content
 * stream of rectangles (table rules, backgrounds), text runs and images, placed by transforms;
 * following those transforms gives the lowest point anything is drawn at.
 */
import { inflateSync } from 'node:zlib';

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[1] * n[2],
  m[0] * n[1] + m[1] * n[3],
  m[2] * n[0] + m[3] * n[2],
  m[2] * n[1] + m[3] * n[3],
  m[4] * n[0] + m[5] * n[2] + n[4],
  m[4] * n[1] + m[5] * n[3] + n[5],
];
/** The height, in PDF points from the bottom edge, of (x, y) under m. */
const yAt = (m: Matrix, x: number, y: number) => m[1] * x + m[3] * y + m[5];

function pageStreams(pdf: Buffer): string[] {
  const s = pdf.toString('latin1');
  const object = (n: string) =>
    new RegExp(`(?:^|\\n)${n} 0 obj\\s*<<([\\s\\S]*?)>>\\s*(stream\\r?\\n|endobj)`).exec(s)!;
  const kids = /\/Type \/Pages\b[\s\S]*?\/Kids \[([^\]]*)\]/.exec(s)![1]!.match(/\d+(?= 0 R)/g)!;
  return kids.map((kid) => {
    const contents = object(/\/Contents (\d+) 0 R/.exec(object(kid)[1]!)![1]!);
    const start = contents.index + contents[0].length;
    const length = Number(/\/Length (\d+)/.exec(contents[1]!)![1]);
    return inflateSync(pdf.subarray(start, start + length)).toString('latin1');
  });
}

export const pdfPageCount = (pdf: Buffer): number => pageStreams(pdf).length;

/**
 * How much of the last page's printable area is used, from 0 (a blank page) to 1 (printed to
 * the bottom margin): the first clipping rectangle of the page is its printable area.
 */
export function lastPageFill(pdf: Buffer): number {
  const streams = pageStreams(pdf);
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const saved: Matrix[] = [];
  let area: { top: number; bottom: number } | null = null;
  let lowest = Infinity;
  // Chromium also draws what falls outside the page and clips it away; only the page counts.
  const mark = (...ys: number[]) => {
    for (const y of ys)
      if (area && y >= area.bottom - 0.5 && y <= area.top + 0.5) lowest = Math.min(lowest, y);
  };
  let operands: number[] = [];
  // A rectangle is a clip (the printable area, repeated for each group) or something painted.
  let rect: number[] | null = null;
  for (const token of (streams.at(-1) ?? '').split(/\s+/)) {
    const n = Number(token);
    if (token !== '' && !Number.isNaN(n)) {
      operands.push(n);
      continue;
    }
    const o = operands.slice(-6);
    if (token === 'q') saved.push(ctm);
    else if (token === 'Q') ctm = saved.pop() ?? ctm;
    else if (token === 'cm') ctm = times(o as Matrix, ctm);
    else if (token === 're') {
      const [x = 0, y = 0, , h = 0] = operands.slice(-4);
      rect = [yAt(ctm, x, y), yAt(ctm, x, y + h)];
    } else if (token === 'W' || token === 'W*') {
      if (!area && rect) area = { top: Math.max(...rect), bottom: Math.min(...rect) };
      rect = null;
    } else if (/^(f\*?|F|S|s|B\*?|b\*?)$/.test(token)) {
      if (rect) mark(...rect);
      rect = null;
    } else if (token === 'n') rect = null;
    else if (token === 'Tm') mark(yAt(times(o as Matrix, ctm), 0, 0));
    else if (token === 'Do') mark(yAt(ctm, 0, 0), yAt(ctm, 0, 1));
    operands = [];
  }
  if (!area || lowest === Infinity) return 0;
  return (area.top - lowest) / (area.top - area.bottom);
}
