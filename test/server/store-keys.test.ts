// @vitest-environment node
/**
 * Keys from the store (issue 29, points 2 and 7): a key made by the store works and is kept
 * only as a hash; a revoked key is refused on every instance within 5 s; a Starter key gets
 * 403; a 10 KB key, a body over 1 MiB and 10,001 words are refused and charge nothing.
 * SQLite here (two instances on one file), PostgreSQL under `npm run test:server:pg`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { ServerConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { DEFAULTS, errorOf, sleep, storeServerForTest, testDatabase, words } from './harness';

/** Where two instances can share data: the run's PostgreSQL schema, or an SQLite file. */
async function sharedDatabase(): Promise<Partial<ServerConfig>> {
  const database = await testDatabase();
  if (database.databaseUrl) return database;
  return { databaseFile: join(mkdtempSync(join(tmpdir(), 'humanizer-store-')), 'shared.sqlite') };
}

async function userWithKey(
  server: Awaited<ReturnType<typeof storeServerForTest>>,
  plan: 'pro' | 'starter',
) {
  const user = await server.store.accounts.createUser(`user-${plan}-${Math.random()}`, plan);
  return server.store.accounts.createKey(user.id, 'test');
}

describe('keys from the store', () => {
  it('accepts a new key, which the database holds only as a hash', async () => {
    const server = await storeServerForTest();
    const { key, record } = await userWithKey(server, 'pro');
    expect(key).toMatch(/^hz_[A-Za-z0-9_-]{43}$/u);
    expect((await server.post({ text: 'We utilize it.' }, key)).status).toBe(200);
    const { rows } = await server.store.db.query('SELECT * FROM api_keys WHERE id = ?', [
      record.id,
    ]);
    expect(JSON.stringify(rows)).not.toContain(key.slice(3, 20));
    expect(rows[0]?.key_hash).toMatch(/^[0-9a-f]{64}$/u);
  });

  it('answers a Starter key 403 plan_required and charges nothing', async () => {
    const server = await storeServerForTest();
    const { key } = await userWithKey(server, 'starter');
    const response = await server.post({ text: 'Hello there.' }, key);
    expect(response.status).toBe(403);
    expect((await errorOf(response)).code).toBe('plan_required');
    expect(await server.store.charges.rows()).toHaveLength(0);
  });

  it('refuses a 10 KB key with 401, a body over 1 MiB with 413, 10,001 words with 422', async () => {
    const server = await storeServerForTest();
    const { key } = await userWithKey(server, 'pro');
    const long = await server.post({ text: 'Hello there.' }, 'k'.repeat(10 * 1024));
    expect(long.status).toBe(401);
    expect((await errorOf(long)).code).toBe('unauthorized');
    const big = await server.post(JSON.stringify({ text: 'a '.repeat(600_000) }), key);
    expect(big.status).toBe(413);
    const many = await server.post({ text: words(10_001) }, key);
    expect(many.status).toBe(422);
    expect((await errorOf(many)).code).toBe('too_many_words');
    expect((await server.post({ text: words(10_000) }, key)).status).toBe(200);
    expect(await server.store.charges.rows()).toHaveLength(1);
  });

  it('refuses a revoked key on every instance within 5 s, and charges nothing more', async () => {
    const database = await sharedDatabase();
    const first = await storeServerForTest(database);
    const second = await startServer({ ...DEFAULTS, ...database });
    onTestFinished(() => second.close());
    const { key, record } = await userWithKey(first, 'pro');
    const at = (base: string) =>
      fetch(`${base}/humanize`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: 'Hello there.' }),
      });
    expect((await at(first.baseUrl)).status).toBe(200);
    expect((await at(second.baseUrl)).status).toBe(200); // both instances now cache the key
    await first.store.accounts.revokeKey(record.id);
    const revokedAt = Date.now();
    let last = 200;
    while (Date.now() - revokedAt < 5_000) {
      last = (await at(second.baseUrl)).status;
      if (last === 401) break;
      await sleep(100);
    }
    expect(last).toBe(401);
    const refused = await at(first.baseUrl);
    expect(refused.status).toBe(401);
    expect((await errorOf(refused)).message).toMatch(/revoked/u);
    const before = (await first.store.charges.rows(record.id)).length;
    expect((await at(second.baseUrl)).status).toBe(401);
    expect(await first.store.charges.rows(record.id)).toHaveLength(before);
  });
});
