/**
 * The `mahjong-score` command as a user runs it: how long it takes to start (an empty input,
 * wall time) and to answer 10,000 MCR lines through a pipe. Runs the built command
 * (build/mahjong-score.mjs, from `npm run build:cli`), building it first when it is missing.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { mcrRequestLines } from './engine';

const root = fileURLToPath(new URL('..', import.meta.url));
const CLI = fileURLToPath(new URL('../build/mahjong-score.mjs', import.meta.url));

/**
 * The environment the command runs in: this one without extra CA certificates, which Node reads
 * and parses at every start (about 40 ms here) and which the command, making no connection, never uses.
 */
const { NODE_EXTRA_CA_CERTS: _certs, ...ENV } = process.env;

/** Wall seconds for one run of the command on `input`; throws when it fails or answers short. */
function timedRun(input: string, answers: number, args = [CLI]): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(process.execPath, args, {
    input,
    encoding: 'utf8',
    env: ENV,
    maxBuffer: 256 * 1024 * 1024,
  });
  const s = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0) throw new Error(`mahjong-score failed (exit ${run.status}): ${run.stderr}`);
  const lines = run.stdout ? run.stdout.trimEnd().split('\n').length : 0;
  if (lines !== answers) throw new Error(`mahjong-score answered ${lines} lines of ${answers}`);
  return s;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1] ?? Number.NaN;

export function cliBench(): { startup: number; tenThousand: number } {
  if (!existsSync(CLI)) spawnSync('npm', ['run', 'build:cli'], { cwd: root, stdio: 'inherit' });
  const startup = median([0, 1, 2, 3, 4].map(() => timedRun('\n', 0)));
  // Node alone, for scale: the command's own start-up is what it adds to this.
  const node = median([0, 1, 2, 3, 4].map(() => timedRun('', 0, ['-e', ''])));
  const lines = mcrRequestLines(10_000);
  const tenThousand = median([0, 1, 2].map(() => timedRun(lines, 10_000)));
  const row = (label: string, s: number) =>
    console.log(`${label.padEnd(52)} ${s.toFixed(2).padStart(10)} s`);
  console.log('\nThe mahjong-score command (build/mahjong-score.mjs, median wall time)\n');
  row('node: start-up with nothing to run', node);
  row('mahjong-score: start-up (empty input)', startup);
  row('mahjong-score: 10,000 MCR lines through a pipe', tenThousand);
  return { startup, tenThousand };
}
