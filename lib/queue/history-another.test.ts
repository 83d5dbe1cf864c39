/**
 * Issue 27, point 3: "Another version" of a history entry whose job the queue no longer keeps.
 * The entry's original goes again through the queue; the new version joins that entry's
 * versions (MAX_VERSIONS per entry, the oldest and their text items go), the total charged
 * adds what the API reported, and an entry an older version stored reads fine.
 */
import { describe, expect, it } from 'vitest';
import type { StoredHistoryEntry } from './history';
import { anotherVersionOfEntry } from './history-another';
import { MAX_VERSIONS } from './job-versions';
import { historyFromItems } from './stored-texts';
import { resultKey, textKey } from './stored-layout';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, newStore, runUntil } from './testing/harness';

const TEXT = 'one two three four';

/** Answers "v<n> <text>", charging 4 + n words for the n-th request (from 0). */
function numberedApi(): FakeApi {
  const api = new FakeApi();
  api.override = (text, i) => ({
    status: 200,
    body: { humanized_text: `v${i + 1} ${text}`, word_count: 4, words_charged: 4 + i },
  });
  return api;
}

const entry = (id: string, over: Partial<StoredHistoryEntry> = {}): StoredHistoryEntry => ({
  id,
  wordCount: 4,
  wordsCharged: 10,
  finishedAt: Date.parse('2026-03-09T12:00:00'),
  site: 'example.org',
  status: 'done',
  textBytes: 60,
  ...over,
});

/** An entry's texts as the queue leaves them when its job left: one text item each. */
const textsOf = (id: string, original: string, rewrite: string) => ({
  [textKey(id)]: original,
  [resultKey(id, 0)]: { text: rewrite, after: '' },
});

describe('another version of a history entry whose job left the queue', () => {
  runOnQueueClock();

  it('sends its text once and joins the entry, with the total the API charged', async () => {
    const api = numberedApi();
    const h = await createHarness({ api, store: newStore({ separateTexts: true }) });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    // While the queue keeps the job, its own path serves it (not the history's).
    expect(await h.engine.historyText(first.id)).toBeUndefined();
    for (let i = 0; i < 21; i += 1) {
      const other = await h.engine.submit(`other text ${i}`, { kind: 'popup' });
      await runUntil(() => isFinished(h, other.id));
    }
    expect(h.store.queue.value.jobs.some((j) => j.id === first.id)).toBe(false);
    expect(await h.engine.historyText(first.id)).toBe(TEXT);
    const sentBefore = api.requests.length;

    const again = await h.engine.anotherVersion(first.id);
    expect(again.source).toEqual({ kind: 'popup' });
    expect(again.chargedBefore).toBe(4);
    await runUntil(() => isFinished(h, again.id));
    expect(api.requests.slice(sentBefore).map((r) => r.text)).toEqual([TEXT]);

    const history = historyFromItems(h.store.history.value, h.store.all);
    const ofText = history.filter((e) => e.original === TEXT);
    expect(ofText).toHaveLength(1);
    expect(ofText[0]).toMatchObject({
      id: again.id,
      result: `v23 ${TEXT}`,
      wordsCharged: 26,
      chargedBefore: 4,
      versions: [{ id: first.id, wordsCharged: 4, text: `v1 ${TEXT}` }],
    });
    // Another one from the joined entry (its job still kept) and the history still agree.
    const third = await h.engine.anotherVersion(again.id);
    await runUntil(() => isFinished(h, third.id));
    const joined = historyFromItems(h.store.history.value, h.store.all).filter(
      (e) => e.original === TEXT,
    );
    expect(joined.map((e) => e.versions?.map((v) => v.id))).toEqual([[first.id, again.id]]);
    expect(joined[0]!.chargedBefore).toBe(4 + 26);
  });

  it('keeps at most MAX_VERSIONS: the oldest goes, with its text items', async () => {
    const earlier = Array.from({ length: MAX_VERSIONS - 1 }, (_, i) => `old-${i}`);
    const initial: Record<string, unknown> = {
      history: [
        entry('full', {
          versions: earlier.map((id) => ({ id, parts: 1, wordsCharged: 10, textBytes: 60 })),
          chargedBefore: 10 * earlier.length,
          textBytes: 60 * MAX_VERSIONS,
        }),
      ],
      history$: { v: 2 },
      ...textsOf('full', TEXT, 'newest'),
      ...Object.assign({}, ...earlier.map((id) => textsOf(id, TEXT, `rewrite ${id}`))),
    };
    const h = await createHarness({ api: numberedApi(), store: newStore({ initial }) });
    const again = await h.engine.anotherVersion('full');
    expect(again.chargedBefore).toBe(10 * MAX_VERSIONS);
    await runUntil(() => isFinished(h, again.id));

    const [joined, ...rest] = h.store.history.value;
    expect(rest).toEqual([]);
    expect(joined!.versions!.map((v) => v.id)).toEqual([...earlier.slice(1), 'full']);
    expect(joined!.versions).toHaveLength(MAX_VERSIONS - 1);
    expect(joined!.chargedBefore).toBe(10 * MAX_VERSIONS);
    // The dropped version's text items are gone; every kept one's are still there.
    expect(h.store.all[textKey('old-0')]).toBeUndefined();
    expect(h.store.all[resultKey('old-0', 0)]).toBeUndefined();
    const loaded = historyFromItems(h.store.history.value, h.store.all)[0]!;
    expect(loaded.versions!.map((v) => v.text)).toEqual([
      ...earlier.slice(1).map((id) => `rewrite ${id}`),
      'newest',
    ]);
    // Its weight counts every version it keeps (the byte bound sees them).
    expect(joined!.textBytes).toBeGreaterThanOrEqual(60 * (MAX_VERSIONS - 1));
  });

  it('reads an entry an older version stored (texts inline, no versions, no charge before)', async () => {
    const old = { ...entry('v1-entry'), original: TEXT, result: 'old rewrite' };
    const { textBytes: _bytes, ...v1 } = old;
    const store = newStore({ initial: { history: [v1], history$: { v: 1 } } });
    const h = await createHarness({ api: numberedApi(), store });
    expect(await h.engine.historyText('v1-entry')).toBe(TEXT);
    const again = await h.engine.anotherVersion('v1-entry');
    await runUntil(() => isFinished(h, again.id));
    const loaded = historyFromItems(h.store.history.value, h.store.all);
    expect(loaded).toHaveLength(1);
    expect(loaded[0]).toMatchObject({
      id: again.id,
      original: TEXT,
      chargedBefore: 10,
      versions: [{ id: 'v1-entry', wordsCharged: 10, text: 'old rewrite' }],
    });
  });

  it('refuses, sending nothing, what is no base: failed, gone, textless, or one paragraph', async () => {
    const initial = {
      history: [
        entry('failed', { status: 'failed' }),
        entry('textless'),
        entry('odd', { versions: 'x' as never, chargedBefore: -5, wordsCharged: 1.5 }),
      ],
      history$: { v: 2 },
      ...textsOf('odd', TEXT, 'odd rewrite'),
    };
    const api = numberedApi();
    const h = await createHarness({ api, store: newStore({ initial }) });
    for (const id of ['failed', 'textless', 'unknown']) {
      expect(await h.engine.historyText(id)).toBeUndefined();
      await expect(h.engine.anotherVersion(id)).rejects.toThrow(/no longer/i);
    }
    const pick = { index: 0, versionId: 'odd' };
    await expect(h.engine.anotherVersion('odd', pick)).rejects.toThrow(/no longer/i);
    expect(api.requests).toEqual([]);
    // Broken counts and versions read as none: the new job names the entry alone.
    expect(anotherVersionOfEntry(h.store.history.value[2]!)).toEqual({
      earlierVersions: ['odd'],
    });
  });
});
