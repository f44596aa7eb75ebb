/**
 * The `mahjong-score` command as shipped: plain JavaScript built from the sources (no TypeScript
 * compiled at start), answering each line as soon as it is read.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { CLI_BUILD, CLI_OUT } from '../scripts/build-cli';
import { scoreRequest } from '../src/api';
import { VARIANTS } from '../src/variants';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

describe('the built mahjong-score command', () => {
  it('is the package bin, and is what the current sources build (run `npm run build:cli`)', async () => {
    expect(new URL(`../${pkg.bin['mahjong-score']}`, import.meta.url).pathname).toBe(CLI_OUT);
    const fresh = await build({ ...CLI_BUILD, write: false });
    const built = readFileSync(CLI_OUT, 'utf8');
    expect(built.startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(built).not.toMatch(/tsx/);
    expect(
      built === fresh.outputFiles[0]?.text,
      `${CLI_OUT} is stale: run \`npm run build:cli\``,
    ).toBe(true);
    // Bundling the whole engine with the catalogues' text stripped takes seconds when the
    // machine is busy (two test workers and Chromium share its cores).
  }, 60_000);

  it('answers each line before the next one is sent, bad lines included', async () => {
    const child = spawn(process.execPath, [CLI_OUT], { stdio: ['pipe', 'pipe', 'inherit'] });
    const answers = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const ask = async (line: string) => {
      child.stdin.write(`${line}\n`);
      const next = await answers.next();
      return JSON.parse(next.value as string);
    };
    // The pipe stays open between lines: an answer that waited for the end of input never comes.
    const hand = {
      variant: 'hong-kong',
      hand: '123m 456m 789m 234p 5p @5p',
      context: { seat: 'S', discarder: 'W' },
    };
    expect(await ask(JSON.stringify(hand))).toMatchObject({
      ok: true,
      variant: 'hong-kong',
      total: 3,
    });
    const notJson = await ask('{"variant": "mcr",');
    expect(notJson).toMatchObject({ ok: false, error: expect.stringMatching(/not valid JSON/) });
    expect(await ask(JSON.stringify({ ...hand, hand: '123m @5p' }))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/4 tiles; a winning hand needs 14/),
    });
    expect(
      await ask(JSON.stringify({ ...hand, variant: 'mcr', context: { seat: 'S', round: 'E' } })),
    ).toMatchObject({
      ok: true,
      variant: 'mcr',
      total: 23,
    });
    child.stdin.end();
    const [code] = await new Promise<[number | null]>((ok) => child.once('close', (c) => ok([c])));
    expect(code).toBe(0);
  }, 30_000);

  it('answers every example hand of every variant as the engine does, though it carries no page text', () => {
    // The command's catalogues lose their definitions, notes and translations (scripts/build-cli.ts):
    // nothing it answers may have come from them.
    const requests = VARIANTS.flatMap((variant) =>
      variant.patterns.flatMap((p) =>
        p.examples.map((ex) => ({
          variant: variant.id,
          hand: ex.hand,
          ...(ex.context ? { context: ex.context } : {}),
          ...(ex.options ? { options: ex.options } : {}),
        })),
      ),
    );
    expect(requests.length).toBeGreaterThan(500);
    const run = spawnSync(process.execPath, [CLI_OUT], {
      input: requests.map((r) => JSON.stringify(r)).join('\n'),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status).toBe(0);
    const answers = run.stdout.trimEnd().split('\n');
    expect(answers).toHaveLength(requests.length);
    requests.forEach((r, i) => {
      expect(answers[i], `${r.variant}: ${r.hand}`).toBe(JSON.stringify(scoreRequest(r)));
    });
  }, 60_000);
});
