/**
 * `mahjong-score`: one JSON request per line on standard input, one JSON response per line on
 * standard output, in order (DESIGN.md). A bad line gets an error object and the next line is
 * still scored. The answers to the lines of each chunk read are written together as soon as they
 * are ready (a line typed or sent alone is answered at once; a file piped in is answered a chunk
 * at a time, one write per chunk rather than per line); when the reader falls behind, reading
 * waits for the output to drain instead of piling answers up in memory.
 *
 * `npm run build:cli` bundles this file into build/mahjong-score.mjs, the command's `bin`.
 */
import { scoreRequest } from '../src/api';

function answer(line: string): string {
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    return JSON.stringify({ ok: false, error: `not valid JSON: ${(e as Error).message}` });
  }
  return JSON.stringify(scoreRequest(request));
}

// A reader that closes the pipe early (`| head`) ends the run quietly, as Unix tools do.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  process.exit(0);
});

/**
 * The answers to `lines` (complete lines, a carriage return before each break dropped), one per
 * line that is not blank.
 */
const answers = (lines: string[]) =>
  lines
    .map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l))
    .filter((l) => l.trim())
    .map((l) => `${answer(l)}\n`)
    .join('');

// The part of the input after its last line break, waiting for the rest of its line.
let rest = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  const lines = (rest + chunk).split('\n');
  rest = lines.pop() ?? '';
  const out = answers(lines);
  if (out && !process.stdout.write(out)) {
    process.stdin.pause();
    process.stdout.once('drain', () => process.stdin.resume());
  }
});
process.stdin.on('end', () => {
  const out = answers([rest]);
  if (out) process.stdout.write(out);
});
