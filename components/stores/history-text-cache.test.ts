import { describe, expect, it, vi } from 'vitest';
import type { StoredHistoryEntry } from '@/lib/queue/history';
import type { TextSpec } from '@/lib/queue/stored-texts';
import { drawnIds, HistoryTextCache } from './history-text-cache';

const specs = (ids: readonly string[]): TextSpec[] =>
  ids.map((id) => ({ id, parts: 1, withResult: false }));

const entry = (i: number): StoredHistoryEntry => ({
  id: `e${i}`,
  textBytes: 10,
  wordCount: 1,
  wordsCharged: 1,
  finishedAt: 100 - i,
  site: 'popup',
  status: 'done',
});

describe('drawn history entries', () => {
  const history = [entry(3), entry(1), entry(5), entry(2), entry(4)];

  it('are the newest three, all when expanded, plus the shown entry', () => {
    expect(drawnIds(history, false, null)).toEqual(['e1', 'e2', 'e3']);
    expect(drawnIds(history, false, 'e5')).toEqual(['e5', 'e1', 'e2', 'e3']);
    expect(drawnIds(history, false, 'not-an-entry')).toEqual(['e1', 'e2', 'e3']);
    expect(drawnIds(history, true, 'e5')).toEqual(['e1', 'e2', 'e3', 'e4', 'e5']);
  });
});

describe('history text cache', () => {
  const texts = (id: string) => ({ original: `text of ${id}` });

  it('reads in batches of ten, each id once, and waits for a read under way', async () => {
    const read = vi.fn(
      async (batch: readonly TextSpec[]) => new Map(batch.map(({ id }) => [id, texts(id)])),
    );
    const cache = new HistoryTextCache(read);
    const ids = Array.from({ length: 23 }, (_, i) => `e${i}`);
    const onBatch = vi.fn();
    const first = cache.load(specs(ids.slice(0, 3)), onBatch);
    await cache.load(specs(ids), onBatch);
    await first;
    expect(read.mock.calls.map(([batch]) => batch.length)).toEqual([3, 10, 10]);
    expect(cache.texts.size).toBe(23);
    expect(onBatch).toHaveBeenCalledTimes(3);
    await cache.load(specs(ids), onBatch);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not read a missing item again, but tries a failed read again', async () => {
    const read = vi
      .fn<(batch: readonly TextSpec[]) => Promise<Map<string, { original: string }>>>()
      .mockRejectedValueOnce(new Error('disk'))
      .mockResolvedValue(new Map([['a', texts('a')]]));
    const cache = new HistoryTextCache(read);
    await cache.load(specs(['a', 'gone']), () => undefined);
    expect(cache.texts.size).toBe(0);
    await cache.load(specs(['a', 'gone']), () => undefined);
    expect(cache.texts.get('a')).toEqual(texts('a'));
    await cache.load(specs(['a', 'gone']), () => undefined);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
