/**
 * `npm run build:cli`: bundles the `mahjong-score` command (scripts/mahjong-score.ts and the
 * engine it runs) into one plain JavaScript file, so the command starts without compiling
 * TypeScript. `npm ci` runs it (the `prepare` script); `npm test` runs it and
 * tests/cli.test.ts checks the file is what the sources build.
 *
 * The command answers with names, values and reasons, never a page's text, so the catalogues go
 * in without it (scripts/island-catalogue.ts, as for the islands): the file is a third of the
 * size, and Node parses it at every start.
 */
import { chmodSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { stripPageText } from './island-catalogue';

export const CLI_OUT = fileURLToPath(new URL('../build/mahjong-score.mjs', import.meta.url));

/** The variants' modules without the text only the pages show. */
const withoutPageText: Plugin = {
  name: 'without-page-text',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]variants[\\/].*\.ts$/ }, (args) => {
      const code = readFileSync(args.path, 'utf8');
      return { contents: stripPageText(code, args.path) ?? code, loader: 'ts' };
    });
  },
};

/** esbuild's options for the command; the test builds with them in memory to compare. */
export const CLI_BUILD: BuildOptions = {
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
  plugins: [withoutPageText],
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await build(CLI_BUILD);
  chmodSync(CLI_OUT, 0o755);
}
