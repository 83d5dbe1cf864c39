/**
 * What the background obeys is read where no page's process can write (issue 26, point 5).
 * Firefox: storage.local is writable from content scripts, so the value read is the protected
 * area's copy; storage.local is only a mirror for watchers, and a value forged there is never
 * read. An older version's value (storage.local only) moves in once, with its migrations.
 */
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { indexedDbArea } from './protected-area';
import { trustedItem, upgraded } from './trusted-item';

type Limits = { threshold: number; sites: string[] };
const SAFE: Limits = { threshold: 1000, sites: [] };
const FORGED: Limits = { threshold: 10_000, sites: ['*://*/*'] };

beforeEach(() => fakeBrowser.reset());

/** A page's content script writing storage.local, as Firefox lets it. */
const forge = (items: Record<string, unknown>) => fakeBrowser.storage.local.set(items);

describe('trusted item in the protected area (Firefox)', () => {
  const fresh = (area = indexedDbArea(() => new IDBFactory())) => ({
    area,
    item: trustedItem<Limits>('limits', { fallback: SAFE, version: 1 }, area),
  });

  it('reads its own copy: a value forged in storage.local is never read', async () => {
    const { area, item } = fresh();
    await item.setValue({ threshold: 250, sites: ['https://mail.example/*'] });
    // Written to the protected area, and mirrored to storage.local for watchers.
    expect((await area.get(['limits'])).limits).toEqual({
      threshold: 250,
      sites: ['https://mail.example/*'],
    });
    expect((await fakeBrowser.storage.local.get('limits')).limits).toMatchObject({
      threshold: 250,
    });
    await forge({ limits: FORGED, limits$: { v: 1 } });
    expect(await item.getValue()).toEqual({ threshold: 250, sites: ['https://mail.example/*'] });
  });

  it('a fresh install: nothing stored, a value forged afterwards is not taken (the fallback)', async () => {
    const { item } = fresh();
    await item.migrate(); // the background's start: nothing to move
    await forge({ limits: FORGED });
    expect(await item.getValue()).toEqual(SAFE);
  });

  it('moves an older version’s value in once, then never reads storage.local again', async () => {
    await forge({ limits: { threshold: 400, sites: [] } });
    const area = indexedDbArea(() => new IDBFactory());
    const { item } = fresh(area);
    await item.migrate();
    expect(await item.getValue()).toEqual({ threshold: 400, sites: [] });
    await forge({ limits: FORGED });
    expect(await item.getValue()).toEqual({ threshold: 400, sites: [] });
    // Another context (a restarted background) reads the same copy.
    const again = trustedItem<Limits>('limits', { fallback: SAFE, version: 1 }, area);
    expect(await again.getValue()).toEqual({ threshold: 400, sites: [] });
  });

  it('runs the migrations of an older version’s value as it moves in, and of an older copy', async () => {
    type V2 = { words: number; mode: string };
    const options = {
      fallback: { words: 1000, mode: 'replace' },
      version: 2,
      migrations: { 2: (v1: { mode: string }): V2 => ({ ...v1, words: 1000 }) },
    };
    await forge({ limits: { mode: 'review' } }); // v1: no version mark
    const area = indexedDbArea(() => new IDBFactory());
    expect(await trustedItem<V2>('limits', options, area).getValue()).toEqual({
      mode: 'review',
      words: 1000,
    });
    expect((await area.get(['limits$']))['limits$']).toEqual({ v: 2 });
    // A copy written by an older build (v1 in the protected area) is upgraded on read.
    await area.set({ limits: { mode: 'replace' }, limits$: { v: 1 } });
    expect(await trustedItem<V2>('limits', options, area).getValue()).toEqual({
      mode: 'replace',
      words: 1000,
    });
  });

  it('watch hears a change (its own writes, and a forged one, as "read again")', async () => {
    const { item } = fresh();
    let heard = 0;
    const stop = item.watch(() => (heard += 1));
    await item.setValue({ threshold: 300, sites: [] });
    await expect.poll(() => heard).toBe(1);
    await forge({ limits: FORGED });
    await expect.poll(() => heard).toBe(2);
    expect(await item.getValue()).toEqual({ threshold: 300, sites: [] });
    stop();
  });
});

describe('trusted item in storage.local (Chrome, shut to content scripts)', () => {
  it('reads and writes storage.local, with its migrations', async () => {
    const item = trustedItem<{ a: number; b: number }>(
      'chromeItem',
      {
        fallback: { a: 0, b: 0 },
        version: 2,
        migrations: { 2: (v1: { a: number }) => ({ ...v1, b: 2 }) },
      },
      undefined,
    );
    await fakeBrowser.storage.local.set({ chromeItem: { a: 1 } });
    await item.migrate();
    expect(await item.getValue()).toEqual({ a: 1, b: 2 });
    await item.setValue({ a: 5, b: 6 });
    expect((await fakeBrowser.storage.local.get('chromeItem')).chromeItem).toEqual({ a: 5, b: 6 });
    expect(item.local?.key).toBe('local:chromeItem');
  });
});

describe('upgraded', () => {
  it('applies each migration from the version after `from` up to `to`', async () => {
    const migrations = { 2: (v: never) => `${v}+2`, 3: (v: never) => `${v}+3` };
    expect(await upgraded('v1', 1, 3, migrations)).toBe('v1+2+3');
    expect(await upgraded('v2', 2, 3, migrations)).toBe('v2+3');
    expect(await upgraded('v3', 3, 3, migrations)).toBe('v3');
  });
});
