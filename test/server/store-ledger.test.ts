// @vitest-environment node
/**
 * The ledger (issue 29, point 3): exactly one row per 200, written before the answer, none for
 * a failed request; Idempotency-Key answers the same text and charges once. Runs on the
 * embedded SQLite store, and on PostgreSQL under `npm run test:server:pg`.
 */
import { describe, expect, it } from 'vitest';
import { PRO_KEY, errorOf, storeServerForTest } from './harness';

const text = (n: number) => ({ text: `Furthermore, request number ${n} utilizes the words.` });

async function proKeyId(server: Awaited<ReturnType<typeof storeServerForTest>>): Promise<string> {
  const identity = await server.store.accounts.identify(PRO_KEY);
  if (!identity) throw new Error('the Pro key was not imported');
  return identity.keyId;
}

describe('the ledger', () => {
  it('has exactly one row per 200 under concurrency, and none for 422s and 500s', async () => {
    const server = await storeServerForTest({ quota: 1_000, testFaults: true });
    const sent = Array.from({ length: 60 }, (_, i) => {
      if (i % 5 === 1) return server.post('{not json');
      if (i % 5 === 2) return server.post(text(i), PRO_KEY, { 'x-test-fail': '500' });
      return server.post(text(i));
    });
    const responses = await Promise.all(sent);
    const ok = responses.filter((response) => response.status === 200);
    expect(responses.map((response) => response.status).sort()).toEqual(
      [...Array(36).fill(200), ...Array(12).fill(422), ...Array(12).fill(500)].sort(),
    );
    expect(ok).toHaveLength(36);
    expect(responses.filter((response) => response.status === 422)).toHaveLength(12);
    expect(responses.filter((response) => response.status === 500)).toHaveLength(12);
    const rows = await server.store.charges.rows(await proKeyId(server));
    expect(rows.map((row) => row.requestId).sort()).toEqual(
      ok.map((response) => response.headers.get('x-request-id')).sort(),
    );
    const charged = await Promise.all(
      ok.map(async (response) => (await response.json()).words_charged),
    );
    expect(rows.reduce((sum, row) => sum + row.wordsCharged, 0)).toBe(
      charged.reduce((sum: number, words: number) => sum + words, 0),
    );
  });

  it('shows words charged per key by day and month', async () => {
    const server = await storeServerForTest();
    for (let i = 0; i < 3; i += 1)
      expect((await server.post({ text: 'one two three' })).status).toBe(200);
    const keyId = await proKeyId(server);
    const today = new Date().toISOString().slice(0, 10);
    expect(await server.store.charges.usage('day')).toContainEqual({
      keyId,
      period: today,
      requests: 3,
      words: 9,
    });
    expect(await server.store.charges.usage('month')).toContainEqual({
      keyId,
      period: today.slice(0, 7),
      requests: 3,
      words: 9,
    });
  });
});

describe('Idempotency-Key', () => {
  it('answers a retry with the same text and charges once', async () => {
    const server = await storeServerForTest();
    const first = await server.post(text(1), PRO_KEY, { 'idempotency-key': 'retry-1' });
    const again = await server.post(text(1), PRO_KEY, { 'idempotency-key': 'retry-1' });
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await server.store.charges.rows(await proKeyId(server))).toHaveLength(1);
  });

  it('processes one of two concurrent requests with the same key; the other gets its answer', async () => {
    const server = await storeServerForTest({ testFaults: true });
    const headers = { 'idempotency-key': 'together', 'x-test-delay-ms': '400' };
    const [a, b] = await Promise.all([
      server.post(text(2), PRO_KEY, headers),
      server.post(text(2), PRO_KEY, headers),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(await a.json()).toEqual(await b.json());
    expect(await server.store.charges.rows(await proKeyId(server))).toHaveLength(1);
  });

  it('refuses the same key with another text (422) and charges nothing for it', async () => {
    const server = await storeServerForTest();
    expect((await server.post(text(3), PRO_KEY, { 'idempotency-key': 'k3' })).status).toBe(200);
    const other = await server.post(text(4), PRO_KEY, { 'idempotency-key': 'k3' });
    expect(other.status).toBe(422);
    expect((await errorOf(other)).code).toBe('invalid_body');
    expect(await server.store.charges.rows(await proKeyId(server))).toHaveLength(1);
  });

  it('stores nothing for a failed request: the retry is processed and charged once', async () => {
    const server = await storeServerForTest({ testFaults: true });
    const failed = await server.post(text(5), PRO_KEY, {
      'idempotency-key': 'k5',
      'x-test-fail': '500',
    });
    expect(failed.status).toBe(500);
    expect(await server.store.charges.rows(await proKeyId(server))).toHaveLength(0);
    const retry = await server.post(text(5), PRO_KEY, { 'idempotency-key': 'k5' });
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
    expect(await server.store.charges.rows(await proKeyId(server))).toHaveLength(1);
  });

  it('refuses a malformed key with 422', async () => {
    const server = await storeServerForTest();
    for (const key of ['x'.repeat(129), 'has space']) {
      const response = await server.post(text(6), PRO_KEY, { 'idempotency-key': key });
      expect(response.status).toBe(422);
    }
    expect(await server.store.charges.rows()).toHaveLength(0);
  });

  it('keeps answers per API key: the same Idempotency-Key of another key is its own', async () => {
    const server = await storeServerForTest();
    expect((await server.post(text(7), PRO_KEY, { 'idempotency-key': 'shared' })).status).toBe(200);
    expect(
      (await server.post(text(8), 'second-pro-key', { 'idempotency-key': 'shared' })).status,
    ).toBe(200);
    expect(await server.store.charges.rows()).toHaveLength(2);
  });
});
