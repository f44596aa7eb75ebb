/**
 * `mahjong-score`: one JSON request per line on standard input, one JSON response per line on
 * standard output, in order (DESIGN.md). A bad line gets an error object and the next line is
 * still scored. Each answer is written as soon as it is ready; when the reader falls behind,
 * reading waits for the output to drain instead of piling answers up in memory.
 *
 * `npm run build:cli` bundles this file into build/mahjong-score.mjs, the command's `bin`.
 */
import { once } from 'node:events';
import { createInterface } from 'node:readline';
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

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  if (!process.stdout.write(`${answer(line)}\n`)) await once(process.stdout, 'drain');
}
