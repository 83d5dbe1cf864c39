import { defineConfig } from 'vitest/config';

// End-to-end in Firefox: the built extension (.output/firefox-mv3) in Debian's firefox-esr,
// driven over WebDriver BiDi by puppeteer-core, talking to the reference server on loopback.
// `npm run build:firefox` must run first. test/e2e/README.md tells how and what differs.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/e2e-firefox.json' }]],
    include: ['test/e2e-firefox/**/*.e2e.ts'],
    environment: 'node',
    // Servers started by tests keep their database in memory, never in the repository's .data/.
    env: { HUMANIZER_DB_FILE: ':memory:' },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Firefox is heavier than Chromium: one browser at a time on two cores.
    maxWorkers: 1,
    globalSetup: ['test/e2e-firefox/support/global-setup.ts'],
  },
});
