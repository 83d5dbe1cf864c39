// @vitest-environment node
/**
 * ChargeStore's claims on a fake clock (SQLite in memory): a claim is held for its lease, taken
 * over once it runs out, finished only by its owner (with its ledger row, together), released on
 * failure, and forgotten after 24 h. KeyCache: reused for its TTL, then looked up again.
 */
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_MS } from '../../server/store/charge-store';
import { KeyCache } from '../../server/store/key-cache';
import { openStore } from '../../server/store/open-store';

async function storeAt(clock: { now: number }) {
  const store = await openStore({ databaseFile: ':memory:', now: () => clock.now });
  await store.accounts.importKey('k', 'pro', 'u', false);
  const keyId = (await store.accounts.identify('k'))!.keyId;
  const charge = (requestId: string) => ({ keyId, requestId, wordCount: 2, wordsCharged: 2 });
  return { store, keyId, charge };
}

describe('ChargeStore claims', () => {
  it('holds a claim for its lease, then lets another owner take it over', async () => {
    const clock = { now: 1_000_000 };
    const { store, keyId, charge } = await storeAt(clock);
    const { charges } = store;
    expect(await charges.claim(keyId, 'i', 'h', 'a', 1_000)).toEqual({ kind: 'claimed' });
    expect(await charges.claim(keyId, 'i', 'h', 'b', 1_000)).toEqual({
      kind: 'pending',
      bodyHash: 'h',
    });
    clock.now += 1_001;
    expect(await charges.claim(keyId, 'i', 'h', 'b', 1_000)).toEqual({ kind: 'claimed' });
    expect(await charges.finish('i', 'a', charge('ra'), '{"a":1}')).toBe(false);
    expect(await charges.finish('i', 'b', charge('rb'), '{"b":1}')).toBe(true);
    expect((await charges.rows()).map((row) => row.requestId)).toEqual(['rb']);
    expect(await charges.claim(keyId, 'i', 'h', 'c', 1_000)).toEqual({
      kind: 'done',
      bodyHash: 'h',
      response: '{"b":1}',
    });
    clock.now += IDEMPOTENCY_TTL_MS;
    expect(await charges.claim(keyId, 'i', 'other', 'd', 1_000)).toEqual({ kind: 'claimed' });
    await store.close();
  });

  it('renews a claim while its owner works, and forgets a released one', async () => {
    const clock = { now: 5_000 };
    const { store, keyId } = await storeAt(clock);
    const { charges } = store;
    await charges.claim(keyId, 'j', 'h', 'a', 1_000);
    clock.now += 900;
    await charges.renew(keyId, 'j', 'a', 1_000);
    clock.now += 900;
    expect((await charges.claim(keyId, 'j', 'h', 'b', 1_000)).kind).toBe('pending');
    await charges.release(keyId, 'j', 'a');
    expect((await charges.claim(keyId, 'j', 'h', 'b', 1_000)).kind).toBe('claimed');
    expect(await charges.rows()).toHaveLength(0);
    await store.close();
  });
});

describe('KeyCache', () => {
  it('reuses a lookup for its TTL only, and caches no unknown key', async () => {
    const clock = { now: 0 };
    const looked: string[] = [];
    const cache = new KeyCache(
      async (key) => {
        looked.push(key);
        return key === 'good' ? { keyId: '1', plan: 'pro', revoked: false } : null;
      },
      2_000,
      () => clock.now,
    );
    await cache.identify('good');
    await cache.identify('good');
    await cache.identify('bad');
    await cache.identify('bad');
    expect(looked).toEqual(['good', 'bad', 'bad']);
    clock.now = 2_000;
    await cache.identify('good');
    expect(looked).toEqual(['good', 'bad', 'bad', 'good']);
  });
});
