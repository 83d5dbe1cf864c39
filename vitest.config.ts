import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

// Fast tests: pure logic, the server over loopback HTTP, and React components.
export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    reporters: ['default', ['json', { outputFile: 'test-results/unit.json' }]],
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', '.wxt/**', 'test/e2e/**'],
    environment: 'node',
    // Servers started by tests keep their database in memory, never in the repository's .data/.
    env: { HUMANIZER_DB_FILE: ':memory:' },
    restoreMocks: true,
    testTimeout: 20_000,
  },
});
