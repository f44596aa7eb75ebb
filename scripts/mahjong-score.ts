/**
 * `mahjong-score`: one JSON request per line on standard input, one JSON response per line on
 * standard output, in order (DESIGN.md). A bad line gets an error object and the next line is
 * still scored.
 */
import { createInterface } from 'node:readline';
import { scoreRequest } from '../src/api';

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  let request: unknown;
  try {
    request = JSON.parse(line);
  } catch (e) {
    process.stdout.write(`${JSON.stringify({ ok: false, error: `not valid JSON: ${(e as Error).message}` })}\n`);
    continue;
  }
  process.stdout.write(`${JSON.stringify(scoreRequest(request))}\n`);
}
