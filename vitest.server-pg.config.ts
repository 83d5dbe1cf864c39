import { defineConfig } from 'vitest/config';

// The server's contract and store tests again on the shared engines of a scaled-out deployment:
// PostgreSQL in place of the embedded SQLite database (each test server its own schema) and
// Redis in place of the in-memory limiter (each test server its own key prefix). Both are
// started by the global setups on loopback ports and stopped after (harness.ts).
export default defineConfig({
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/server-pg.json' }]],
    include: ['test/server/contract-*.test.ts', 'test/server/store-*.test.ts'],
    environment: 'node',
    env: { HUMANIZER_DB_FILE: ':memory:' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
    globalSetup: [
      'test/server/support/postgres-global-setup.ts',
      'test/server/support/redis-global-setup.ts',
    ],
  },
});
