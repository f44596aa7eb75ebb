import { defineConfig } from 'vitest/config';

// Two projects: "unit" needs nothing but Node; "browser" needs the built site in dist/ and
// Debian's Chromium (the test script builds first; .ci/run installs Chromium).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/browser/**', 'node_modules/**'],
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          // One served site and one Chromium for every browser test file.
          globalSetup: ['tests/browser/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
