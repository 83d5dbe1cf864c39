/**
 * Issue 27, points 3 and 4: "Another version" keeps the versions of a text together with the
 * new job, and what the text has cost so far, from the words_charged the API reported.
 */
import { describe, expect, it } from 'vitest';
import { totalCharged } from '../model/job-view';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil } from './testing/harness';

runOnQueueClock();

const TEXT = 'one two three four five six seven';

describe('queue engine: versions of a text', () => {
  it('another version carries the earlier rewrites and their charges, and they survive a restart', async () => {
    const api = new FakeApi();
    // Each version is told apart by the request's index; the API charges 9, 8, 7 words.
    api.override = (text, i) => ({
      status: 200,
      body: { humanized_text: `v${i + 1} ${text}`, word_count: 7, words_charged: 9 - i },
    });
    const h = await createHarness({ api });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    const second = await h.engine.anotherVersion(first.id);
    expect(second.id).not.toBe(first.id);
    await runUntil(() => isFinished(h, second.id));
    const third = await h.engine.anotherVersion(second.id);
    await runUntil(() => isFinished(h, third.id));

    const view = (await h.engine.get(third.id))!;
    expect(view.result?.humanized_text).toBe(`v3 ${TEXT}`);
    expect(view.versions).toEqual([
      { id: first.id, text: `v1 ${TEXT}`, wordsCharged: 9, parts: 1 },
      { id: second.id, text: `v2 ${TEXT}`, wordsCharged: 8, parts: 1 },
    ]);
    expect(view.chargedBefore).toBe(17);
    expect(totalCharged(view)).toBe(24);

    await h.restart();
    const again = (await h.engine.get(third.id))!;
    expect(again.versions?.map((v) => v.text)).toEqual([`v1 ${TEXT}`, `v2 ${TEXT}`]);
    expect(totalCharged(again)).toBe(24);
    // The published `jobs` item and the job items hold the ids and counts, never a rewrite.
    const { jobs: _j, ...state } = h.store.state.value;
    const items = JSON.stringify(
      Object.entries(state).filter(
        ([key]) => !key.startsWith('text:') && !key.startsWith('result:'),
      ),
    );
    expect(items).not.toContain('v1 one');
    expect(JSON.stringify(h.store.state.value.jobs)).not.toContain('v1 one');
  });

  it('a retry of a failed job carries what its failed try was charged, and no versions', async () => {
    const api = new FakeApi();
    const h = await createHarness({ api });
    const job = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    // The first version is done (charged 7); the second fails for good (422, nothing charged).
    api.override = () => ({
      status: 422,
      body: { error: { code: 'invalid_body', message: 'No.' } },
    });
    const second = await h.engine.anotherVersion(job.id);
    await runUntil(() => isFinished(h, second.id));
    expect((await h.engine.get(second.id))!.status).toBe('failed');
    api.override = undefined;
    const retried = await h.engine.retry(second.id);
    await runUntil(() => isFinished(h, retried.id));
    const view = (await h.engine.get(retried.id))!;
    expect(view.versions?.map((v) => v.id)).toEqual([job.id]);
    expect(view.chargedBefore).toBe(7);
    expect(totalCharged(view)).toBe(14);
  });
});
