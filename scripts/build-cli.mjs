/**
 * `npm run build:cli`: bundles the `mahjong-score` command (scripts/mahjong-score.ts and the
 * engine it runs) into one plain JavaScript file, so the command starts without compiling
 * TypeScript. `npm ci` runs it (the `prepare` script); `npm test` runs it and
 * tests/cli.test.ts checks the file is what the sources build.
 */
import { chmodSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const CLI_OUT = fileURLToPath(new URL('../build/mahjong-score.mjs', import.meta.url));

/**
 * esbuild's options for the command; the test builds with them in memory to compare.
 * @type {import('esbuild').BuildOptions}
 */
export const CLI_BUILD = {
  entryPoints: [fileURLToPath(new URL('mahjong-score.ts', import.meta.url))],
  outfile: CLI_OUT,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  keepNames: true, // error messages and checks may read a class's name
  legalComments: 'none',
  banner: { js: '#!/usr/bin/env node' },
  logLevel: 'warning',
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build(CLI_BUILD);
  chmodSync(CLI_OUT, 0o755);
}
