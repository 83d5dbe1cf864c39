import { defineConfig } from 'vitest/config';

// The server's contract and store tests again, with PostgreSQL (started by the global setup on
// a loopback port, stopped after) in place of the embedded SQLite database.
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/server-pg.json' }]],
    include: ['test/server/contract-*.test.ts', 'test/server/store-*.test.ts'],
    // The rate limit is in memory and untouched by the database; its tests use a 2 s window
    // that slower database round trips on a loaded machine overrun. They run in test:unit.
    exclude: ['test/server/contract-rate-limit.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    globalSetup: ['test/server/support/postgres-global-setup.ts'],
  },
});
