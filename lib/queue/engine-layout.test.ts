/**
 * Older stored layouts migrate at the first start (issue 18): layout 1 (the `queue` item held
 * every job inline, each chunk a copy of its text) and layout 2 (every job inline, chunks as
 * lengths), with the history of v1 (texts inline in the index) or v2 (`historyText:<id>`
 * items). After the start: layout 3 (a `job:<id>` item per job, text items, the `queue` item
 * without jobs), each text stored once, nothing lost, and nothing sent twice but the request
 * that was in flight (resent once, flagged, as after any worker death).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersistedJob } from '@/lib/queue/persisted-queue';
import { historyFromItems } from '@/lib/queue/stored-texts';
import { createHarness, isFinished, newStore, runUntil, statusOf } from './testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const meta = { wordCount: 2, wordsCharged: 5, finishedAt: 1, site: 'popup', status: 'done' };

function legacyJob(id: string, text: string, layout: 1 | 2, over: Partial<PersistedJob> = {}) {
  const chunk =
    layout === 1 ? { text, separatorAfter: '' } : { length: text.length, separatorAfter: '' };
  return {
    id,
    source: { kind: 'popup' },
    text,
    createdAt: 1,
    status: 'queued',
    chunks: [chunk],
    attempts: 0,
    rateLimited: 0,
    ...over,
  };
}

describe.each([1, 2] as const)('a queue stored in layout %i', (layout) => {
  it('moves to layout 3 at start, each text once, and finishes every job', async () => {
    const done = legacyJob('done', 'already done words', layout, {
      status: 'done',
      finishedAt: 1,
      chunks: [
        {
          length: 18,
          separatorAfter: '',
          result: { humanized_text: 'ALREADY DONE WORDS', word_count: 3, words_charged: 5 },
        },
      ],
    });
    const flying = legacyJob('flying', 'words in flight', layout, {
      status: 'sending',
      inFlight: { sendId: 's1', chunkIndex: 0, startedAt: 1 },
    });
    const waiting = legacyJob('waiting', 'words still waiting', layout);
    const oldTexts = { original: 'an old entry', result: 'AN OLD ENTRY' };
    const history =
      layout === 1
        ? { history: [{ id: 'old', ...oldTexts, ...meta }], history$: { v: 1 } }
        : {
            history: [{ id: 'old', ...meta, textBytes: 50 }],
            history$: { v: 2 },
            'historyText:old': oldTexts,
            'historyText:orphan': { original: 'nobody owns these' },
          };
    const store = newStore({
      initial: {
        queue: { version: 1, jobs: [done, flying, waiting], limiter: { sends: [] } },
        ...history,
      },
    });
    const h = await createHarness({ store });
    const all = h.store.all;
    expect(all.queue).not.toHaveProperty('jobs');
    expect(
      Object.keys(all)
        .filter((k) => k.startsWith('job:'))
        .sort(),
    ).toEqual(['job:done', 'job:flying', 'job:waiting']);
    expect(Object.keys(all).some((k) => k.startsWith('historyText:'))).toBe(false);
    const stored = JSON.stringify(all);
    for (const text of [
      'already done words',
      'words in flight',
      'words still waiting',
      'an old entry',
    ]) {
      expect(stored.split(text).length - 1, text).toBe(1);
    }
    expect(stored).not.toContain('nobody owns');
    expect(historyFromItems(h.store.history.value, all).find((e) => e.id === 'old')).toMatchObject(
      oldTexts,
    );

    await runUntil(() => isFinished(h, 'flying') && isFinished(h, 'waiting'));
    expect([statusOf(h, 'flying'), statusOf(h, 'waiting'), statusOf(h, 'done')]).toEqual([
      'done',
      'done',
      'done',
    ]);
    expect((await h.engine.get('flying'))?.resent).toBe(true);
    expect(h.api.requests.map((r) => r.text).sort()).toEqual([
      'words in flight',
      'words still waiting',
    ]);
    // A later start finds layout 3 and rewrites nothing.
    const writes = h.store.state.writes.length;
    await h.restart();
    expect(h.store.state.writes.slice(writes).every((w) => !w.set || !('queue' in w.set))).toBe(
      true,
    );
  });
});
