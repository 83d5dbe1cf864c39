/**
 * Issue 27, point 3: the history keeps the versions of a text together, within its bounds,
 * and reads an index of the old shape (or a broken one) as before.
 */
import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from './history';
import { appendHistory, entryBytes, HISTORY_LIMIT } from './history-log';
import { ownedKeys, placeHistoryTexts } from './history-texts';
import { historyVersionsOf, withVersions } from './history-versions';
import { MAX_VERSIONS } from './job-versions';
import { historyFromItems, historyWithTexts } from './stored-texts';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil } from './testing/harness';

const entry = (id: string, over: Partial<StoredHistoryEntry> = {}): StoredHistoryEntry => ({
  id,
  wordCount: 5,
  wordsCharged: 5,
  finishedAt: 1,
  site: 'popup',
  status: 'done',
  textBytes: 100,
  ...over,
});

describe('history: versions of a text', () => {
  it('takes the entries of the earlier versions into the new one, oldest first', () => {
    let list = appendHistory([entry('other')], entry('v1'));
    list = appendHistory(list, entry('v2', { wordsCharged: 6 }), undefined, ['v1']);
    list = appendHistory(list, entry('v3', { wordsCharged: 7 }), undefined, ['v1', 'v2']);
    expect(list.map((e) => e.id)).toEqual(['v3', 'other']);
    expect(list[0]!.versions).toEqual([
      { id: 'v1', parts: 1, wordsCharged: 5, textBytes: 100 },
      { id: 'v2', parts: 1, wordsCharged: 6, textBytes: 100 },
    ]);
    // The weight of every version's texts counts against the byte bound.
    expect(list[0]!.textBytes).toBe(300);
    expect(ownedKeys(list[0]!)).toEqual([
      'text:v3',
      'result:v3:0',
      'text:v1',
      'result:v1:0',
      'text:v2',
      'result:v2:0',
    ]);
  });

  it('keeps at most MAX_VERSIONS per entry; the oldest go, with their text items', () => {
    let list: StoredHistoryEntry[] = [];
    const ids: string[] = [];
    for (let i = 0; i <= MAX_VERSIONS; i += 1) {
      const id = `v${i}`;
      const before = list;
      list = appendHistory(list, entry(id), undefined, ids.slice(-(MAX_VERSIONS - 1)));
      ids.push(id);
      if (i === MAX_VERSIONS) {
        const change = placeHistoryTexts({ before, list, inQueue: new Map(), left: [] });
        expect(change.removedTexts.sort()).toEqual(['result:v0:0', 'text:v0']);
      }
    }
    expect(list).toHaveLength(1);
    expect(list[0]!.versions!.map((v) => v.id)).toEqual(ids.slice(1, MAX_VERSIONS));
    expect(list[0]!.textBytes).toBe(100 * MAX_VERSIONS);
  });

  it('a failed try stays its own entry; a version no longer kept is left out', () => {
    const list = [entry('failed', { status: 'failed' }), entry('v2', { versions: undefined })];
    const merged = withVersions(list, entry('v3'), ['gone', 'failed', 'v2']);
    expect(merged.list.map((e) => e.id)).toEqual(['failed']);
    expect(merged.entry.versions!.map((v) => v.id)).toEqual(['v2']);
    const failed = withVersions(list, entry('f', { status: 'failed' }), ['v2']);
    expect(failed.entry.versions).toBeUndefined();
    expect(failed.list).toHaveLength(2);
  });

  it('the bounds still hold: the count of entries and the bytes, versions included', () => {
    const list = Array.from({ length: HISTORY_LIMIT + 5 }, (_, i) => entry(`e${i}`));
    const merged = appendHistory(list, entry('new'), 1_000, ['e0', 'e1', 'e2']);
    expect(merged[0]!.versions).toHaveLength(3);
    const bytes = merged.reduce((sum, e) => sum + entryBytes(e), 0);
    expect(bytes).toBeLessThanOrEqual(1_000);
  });

  it('reads entries of the old shape and broken versions bounded, never throwing', () => {
    const broken = entry('x', {
      versions: [
        { id: 'ok', parts: 2, wordsCharged: 3, textBytes: 10 },
        { id: 5, parts: 1, wordsCharged: 1, textBytes: 1 },
        { id: 'neg', parts: -1, wordsCharged: 1, textBytes: 1 },
        null,
        ...Array.from({ length: 50 }, (_, i) => ({
          id: `n${i}`,
          parts: 1,
          wordsCharged: 0,
          textBytes: 0,
        })),
      ] as never,
    });
    expect(historyVersionsOf(broken)).toHaveLength(MAX_VERSIONS - 1);
    expect(historyVersionsOf({ versions: 'no' as never })).toEqual([]);
    expect(historyVersionsOf(entry('old'))).toEqual([]);
    expect(historyWithTexts([entry('old')])).toEqual([
      { id: 'old', wordCount: 5, wordsCharged: 5, finishedAt: 1, site: 'popup', status: 'done' },
    ]);
  });

  it('merging is one pass: twice the entries, about twice the work (no quadratic scan)', () => {
    // Counted, not timed: how many entries withVersions looks at for each size.
    const looked = (n: number) => {
      const list = Array.from({ length: n }, (_, i) => entry(`e${i}`));
      let reads = 0;
      const watched = list.map(
        (e) => new Proxy(e, { get: (t, k) => ((reads += 1), Reflect.get(t, k)) }),
      );
      withVersions(
        watched,
        entry('new'),
        list.slice(0, MAX_VERSIONS - 1).map((e) => e.id),
      );
      return reads;
    };
    expect(looked(2_000)).toBeLessThanOrEqual(2 * looked(1_000) + 50);
  });
});

describe('queue engine: history of a text with versions', () => {
  runOnQueueClock();

  it('one entry with its versions, whose texts stay readable after the jobs leave the queue', async () => {
    const api = new FakeApi();
    api.override = (text, i) => ({
      status: 200,
      body: { humanized_text: `v${i + 1} ${text}`, word_count: 3, words_charged: 4 + i },
    });
    const h = await createHarness({ api });
    const first = await h.engine.submit('one two three', { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    const second = await h.engine.anotherVersion(first.id);
    await runUntil(() => isFinished(h, second.id));
    const third = await h.engine.anotherVersion(second.id);
    await runUntil(() => isFinished(h, third.id));
    // Enough other jobs that the three leave the queue (it keeps the last finished ones only).
    for (let i = 0; i < 25; i += 1) {
      const other = await h.engine.submit(`other ${i}`, { kind: 'popup' });
      await runUntil(() => isFinished(h, other.id));
    }
    expect(h.store.queue.value.jobs.some((j) => j.id === first.id)).toBe(false);
    const history = historyFromItems(h.store.history.value, h.store.all);
    const text = history.filter((e) => e.original === 'one two three');
    expect(text).toHaveLength(1);
    expect(text[0]).toMatchObject({
      id: third.id,
      result: 'v3 one two three',
      wordsCharged: 6,
      chargedBefore: 9,
      versions: [
        { id: first.id, wordsCharged: 4, text: 'v1 one two three' },
        { id: second.id, wordsCharged: 5, text: 'v2 one two three' },
      ],
    });
  });
});
