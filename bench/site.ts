/**
 * The site's build for `npm run bench`: the docs generator (pattern pages from the catalogues,
 * every example scored), then `astro build` into a throw-away folder so dist/ is left alone;
 * then the same with every pattern page written several more times (ATLAS_PATTERN_COPIES), so
 * the site has at least three times the pages, to see what the build costs per page and where.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name: string) => join(root, 'node_modules', '.bin', name);

export interface Build {
  /** The built site, to measure; the caller removes it. */
  outDir: string;
  pages: number;
  patternPages: number;
  /** Wall seconds: the generator, `astro build`, and both. */
  generator: number;
  astro: number;
  total: number;
  /** Seconds per step, read from Astro's log. */
  steps: Record<string, number>;
  /** Where Astro's whole log was written, for a closer look. */
  log: string;
}

function timed(
  label: string,
  cmd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): { s: number; out: string } {
  const start = process.hrtime.bigint();
  const options = {
    cwd: root,
    encoding: 'utf8' as const,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, ...env },
  };
  const run = spawnSync(cmd, args, options);
  const s = Number(process.hrtime.bigint() - start) / 1e9;
  if (run.status !== 0)
    throw new Error(`${label} failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  return { s, out: run.stdout };
}

/** The steps Astro logs with their own timings, in the order they run. */
function steps(log: string): Record<string, number> {
  const seconds = (re: RegExp, nth = 0) => Number([...log.matchAll(re)][nth]?.[1] ?? NaN);
  return {
    'content sync and types': seconds(/\[types\] Generated ([\d.]+)s/g),
    'server build (every page compiled)': seconds(/\[vite\] ✓ built in ([\d.]+)s/g, 0),
    'client build (islands, scripts)': seconds(/\[vite\] ✓ built in ([\d.]+)s/g, 1),
    'pages rendered to HTML': seconds(/generating static routes[\s\S]*?✓ Completed in ([\d.]+)s/g),
    'Pagefind index': seconds(/Finished building search index in ([\d.]+)s/g),
  };
}

/** One build of the site with `copies` extra copies of every pattern page. */
export function buildSite(copies = 0): Build {
  const outDir = mkdtempSync(join(tmpdir(), 'atlas-bench-'));
  const env = { ATLAS_PATTERN_COPIES: String(copies) };
  try {
    const gen = timed('docs generator', bin('tsx'), ['scripts/generate-docs.ts'], env);
    const patternPages = [...gen.out.matchAll(/(\d+) pattern pages/g)].reduce(
      (n, m) => n + Number(m[1]),
      0,
    );
    // The build as `npm run build` runs it (with its V8 settings), without its prebuild step,
    // the generator just timed.
    const astro = timed(
      'astro build',
      'npm',
      ['run', 'build', '--ignore-scripts', '--silent', '--', '--outDir', outDir],
      env,
    );
    const pages = Number(/(\d+) page\(s\) built/.exec(astro.out)?.[1] ?? NaN);
    const total = gen.s + astro.s;
    const log = join(tmpdir(), `atlas-bench-build-${pages}-pages.log`);
    writeFileSync(log, astro.out);
    return {
      outDir,
      pages,
      patternPages,
      generator: gen.s,
      astro: astro.s,
      total,
      steps: steps(astro.out),
      log,
    };
  } catch (e) {
    rmSync(outDir, { recursive: true, force: true });
    throw e;
  } finally {
    // Put the real pattern pages back: the copies must never reach a real build.
    if (copies)
      timed('docs generator', bin('tsx'), ['scripts/generate-docs.ts'], {
        ATLAS_PATTERN_COPIES: '0',
      });
  }
}

const row = (label: string, s: number, unit = 's') =>
  console.log(`${label.padEnd(52)} ${s.toFixed(unit === 's' ? 1 : 0).padStart(10)} ${unit}`);

export function printBuild(title: string, b: Build): void {
  console.log(`\n${title}\n`);
  row('site: docs generator (pattern pages, examples checked)', b.generator);
  row('site: astro build (pages, Pagefind, service worker)', b.astro);
  for (const [step, s] of Object.entries(b.steps))
    if (!Number.isNaN(s)) row(`  of which ${step}`, s);
  const logged = Object.values(b.steps).reduce((a, s) => a + (Number.isNaN(s) ? 0 : s), 0);
  row('  the rest (start-up, sitemap, service worker, ...)', b.astro - logged);
  console.log(`  (Astro's log: ${b.log})`);
  row(`site: build time, generator included (${b.pages} pages)`, b.total);
}

/** What one more page costs, step by step, from a build and a bigger build. */
export function printPerPage(small: Build, big: Build): void {
  const extra = big.pages - small.pages;
  console.log(
    `\nCost of one more page (${extra} more pages, ${(big.pages / small.pages).toFixed(1)}x)\n`,
  );
  row('site: whole build, per page', ((big.total - small.total) / extra) * 1000, 'ms');
  for (const [step, before] of Object.entries(small.steps)) {
    const d = (big.steps[step] ?? Number.NaN) - before;
    if (!Number.isNaN(d)) row(`  ${step}, per page`, (d / extra) * 1000, 'ms');
  }
}
