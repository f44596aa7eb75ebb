import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The browser files that take longest (measured alone: 45-120 s each, the rest under 35 s),
 * longest first. Left to Vitest, a fresh checkout runs the larger files first, which put the
 * accessibility file (short, but the longest to run) last, with one worker idle while it ran.
 */
const LONGEST = ['island-language', 'a11y', 'keyboard', 'offline', 'print'];

/** Vitest's order, but the longest files of each project first. */
class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const projects = [...new Set(sorted.map((f) => f.project.name))];
    const rank = (f: TestSpecification) => {
      const i = LONGEST.findIndex((name) => f.moduleId.endsWith(`/${name}.test.ts`));
      return i < 0 ? LONGEST.length : i;
    };
    return sorted
      .map((file, order) => ({ file, order, project: projects.indexOf(file.project.name) }))
      .sort((a, b) => a.project - b.project || rank(a.file) - rank(b.file) || a.order - b.order)
      .map(({ file }) => file);
  }
}

// Two projects: "unit" needs nothing but Node; "browser" needs the built site in dist/ and
// Debian's Chromium (the test script builds first; .ci/run installs Chromium).
//
// `npm test` (scripts/test.ts) runs the unit project on one worker beside the site's build, then
// the browser project on its own.
//
// Two workers, not Vitest's default of one on a two-core machine (cores - 1): a browser test
// spends most of its time waiting on Chromium, so a unit file or another browser file runs
// meanwhile. Browser files are independent (each opens its own contexts and pages in the one
// shared Chromium, against the one shared server, and the offline tests serve their own copy).
export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
          // The files share one module graph per worker instead of each importing the engine,
          // the variants and their catalogues afresh: 32-44 s rather than 95 s on one worker. No
          // unit test mocks a module or stubs a global, and the engine's one registry (a
          // variant's tiles) takes the same family twice without harm; the files pass in any
          // order (checked with --sequence.shuffle.files).
          isolate: false,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // One served site and one Chromium for every browser test file.
          globalSetup: ['tests/browser/global-setup.ts'],
          // As the unit files, one module graph per worker: each file keeps its own contexts
          // and pages (tests/browser/site-fixture.ts) and closes them when it ends.
          isolate: false,
          // Two files at once share the cores: the offline tests, which wait for the worker to
          // precache the whole site (twice, in one shared context and for the update), took 35 s
          // alone on a loaded machine and over 60 s paired.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
