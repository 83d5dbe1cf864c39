import { defineConfig } from 'vitest/config';

// The server's web pages (the account page) in Debian's headless Chromium; no extension build.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/e2e-server.json' }]],
    include: ['test/e2e-server/**/*.e2e.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    maxWorkers: 1,
  },
});
