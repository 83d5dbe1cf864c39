import { defineConfig } from 'vitest/config';

// End-to-end: the built extension (.output/chrome-mv3) in Debian's headless Chromium,
// talking to the reference server on loopback. `npm run build` must run first.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/e2e.json' }]],
    include: ['test/e2e/**/*.e2e.ts'],
    environment: 'node',
    // Servers started by tests keep their database in memory, never in the repository's .data/.
    env: { HUMANIZER_DB_FILE: ':memory:' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: one Chromium per file, two files at a time at most.
    maxWorkers: 2,
    globalSetup: ['test/e2e/support/global-setup.ts'],
  },
});
