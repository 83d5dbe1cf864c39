// @vitest-environment node
/**
 * Which engines the contract tests run on: the embedded default (in-memory limiter, SQLite) in
 * `npm run test:unit`; Redis and PostgreSQL in `npm run test:server:pg`. Checked through the
 * server's own metrics and store, so a run that silently fell back to the embedded engines
 * fails here instead of passing the contract on the wrong setup.
 */
import { describe, expect, inject, it } from 'vitest';
import { storeServerForTest } from './harness';

describe('the engines of this run', () => {
  it('limits and charges on the engines the run provides', async () => {
    const server = await storeServerForTest();
    expect((await server.post({ text: 'We utilize it.' })).status).toBe(200);
    const limiter = inject('redisUrl') ? 'redis' : 'memory';
    const decisions = server.operations.metrics.limiterDecisions;
    expect(decisions.get({ limiter, decision: 'allowed' })).toBe(1);
    expect(server.store.db.dialect).toBe(inject('postgresUrl') ? 'postgres' : 'sqlite');
    expect(server.operations.metrics.ledgerWrites.get({ result: 'written' })).toBe(1);
    const ready = await fetch(`${server.origin}/readyz`);
    expect(await ready.json()).toMatchObject({
      ready: true,
      checks: { database: 'ok', ...(limiter === 'redis' ? { redis: 'ok' } : {}) },
    });
  });
});
