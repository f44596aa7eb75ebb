/**
 * `npm test`: every check, with the ones that need no built site run while it builds.
 *
 * The build is mostly one core's work (rendering pages), and the unit tests need no site, so they
 * run beside it on one worker; the type check, which reads the types the build writes as it
 * starts, follows them on that core while the build goes on (it used to run beside the browser
 * tests, which keep both cores busy, for about 40 s of CPU). The browser tests start once the
 * site is built. Each command's output is printed whole when it ends, under its name, so two never
 * interleave; the first to fail stops the others and fails the run. At the end, how long each
 * took.
 *
 *   npm test            (what .ci/run runs)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';

interface Step {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

const npm = (script: string, env?: Record<string, string>): Step => ({
  name: `npm run ${script}`,
  command: 'npm',
  args: ['run', '--silent', script],
  ...(env ? { env } : {}),
});
const bin = (name: string, ...args: string[]): Step => ({
  name: [name, ...args].join(' '),
  command: 'npx',
  args: ['--no-install', name, ...args],
});

const running = new Set<ChildProcess>();
const times: string[] = [];

/** A line of a step's output to wait for, and what to do when it comes. */
interface Watch {
  line: RegExp;
  seen: () => void;
}

/**
 * Runs one step, in its own process group so that stopping it stops what it started; rejects
 * with its name if it fails. A step run beside another has its output held until it ends;
 * `watch` is told when the held output first shows its line.
 */
function run(step: Step, alone = false, watch?: Watch): Promise<void> {
  const start = performance.now();
  if (alone) process.stdout.write(`\n── ${step.name} ──\n`);
  return new Promise((resolve, reject) => {
    const child = spawn(step.command, step.args, {
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '1', ...step.env },
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    running.add(child);
    const output: Buffer[] = [];
    let unseen = watch;
    child.stdout?.on('data', (b: Buffer) => {
      output.push(b);
      // A line split between two chunks is found in the next: the text so far is searched.
      if (unseen?.line.test(Buffer.concat(output).toString())) {
        unseen.seen();
        unseen = undefined;
      }
    });
    child.stderr?.on('data', (b: Buffer) => output.push(b));
    child.on('error', (error) => {
      running.delete(child);
      reject(new Error(`${step.name}: ${error.message}`));
    });
    child.on('close', (code, signal) => {
      running.delete(child);
      const seconds = ((performance.now() - start) / 1000).toFixed(0);
      if (!alone) process.stdout.write(`\n── ${step.name} (${seconds} s) ──\n`);
      process.stdout.write(Buffer.concat(output));
      times.push(`${step.name.padEnd(48)} ${seconds.padStart(5)} s`);
      if (code === 0) resolve();
      else reject(new Error(`${step.name} failed (${signal ?? `exit code ${code}`})`));
    });
  });
}

/** Stops every step still running, and whatever each started. */
function stopAll(): void {
  for (const child of running) {
    try {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
}

// Steps run in process groups of their own, which a Ctrl-C at the terminal does not reach.
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

const start = performance.now();
try {
  await run(npm('lint'), true);
  await run(npm('build:cli'), true);
  // The type check reads .astro/'s types, which the build writes as its first step and logs; if
  // the log ever says it otherwise, the check waits for the whole build, as it did before.
  let typesWritten = () => {};
  const types = new Promise<void>((resolve) => {
    typesWritten = resolve;
  });
  const build = run(npm('build', { CHECK_LINKS: '1' }), false, {
    // `\S*`: the colour codes between the tag and the word.
    line: /\[types\]\S* Generated/,
    seen: typesWritten,
  }).finally(typesWritten);
  await Promise.all([
    (async () => {
      await run(bin('vitest', 'run', '--project', 'unit', '--maxWorkers', '1'));
      await types;
      await run(bin('astro', 'check', '--noSync'));
    })(),
    (async () => {
      await build;
      await run(bin('vitest', 'run', '--project', 'browser'));
    })(),
  ]);
} catch (error) {
  stopAll();
  process.stdout.write(`\n${(error as Error).message}\n`);
  process.exitCode = 1;
} finally {
  const total = ((performance.now() - start) / 1000).toFixed(0);
  process.stdout.write(`\nnpm test: ${times.length} steps ended, ${total} s in all\n`);
  for (const line of times) process.stdout.write(`  ${line}\n`);
}
