/**
 * Issue 27, point 3: "Another version of this paragraph" sends that paragraph alone, through
 * the queue like any job; the new version is the version the user saw with that paragraph
 * replaced, kept with the others, checked as a whole, charged for the paragraph only.
 */
import { describe, expect, it, vi } from 'vitest';
import { totalCharged } from '../model/job-view';
import { paragraphChunks } from './paragraph-version';
import { runOnQueueClock } from './testing/engine.fixtures';
import { createHarness, FakeApi, isFinished, runUntil } from './testing/harness';
import { joinChunks } from '../text/chunk';
import { checkSeams } from '../meaning-check/seams';

runOnQueueClock();

const TEXT = 'First para has words.\n\nSecond para here now.\n\nThird one ends it.';

describe('queue engine: another version of one paragraph', () => {
  it('sends only that paragraph and puts its answer between the version’s other paragraphs', async () => {
    const api = new FakeApi();
    // v1: each request's text tagged with its index; words_charged 9 for the whole text.
    api.override = (text, i) => ({
      status: 200,
      body: { humanized_text: `v${i + 1} ${text}`, word_count: 4, words_charged: 9 - i },
    });
    const checkRewrite = vi.fn(async () => ({ findings: [] }));
    const h = await createHarness({ api, checkRewrite });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    const v1 = (await h.engine.get(first.id))!.result!.humanized_text;
    expect(v1).toBe(`v1 ${TEXT}`);

    const second = await h.engine.anotherVersion(first.id, { index: 1, versionId: first.id });
    await runUntil(() => isFinished(h, second.id));
    expect(api.requests.map((r) => r.text)).toEqual([TEXT, 'Second para here now.']);
    const view = (await h.engine.get(second.id))!;
    expect(view.status).toBe('done');
    expect(view.text).toBe(TEXT);
    expect(view.keptParts).toBe(2);
    expect(view.result!.humanized_text).toBe(
      'v1 First para has words.\n\nv2 Second para here now.\n\nThird one ends it.',
    );
    // Charged for the paragraph's request only; the total adds the first version's.
    expect(view.wordsCharged).toBe(8);
    expect(view.versions?.map((v) => v.id)).toEqual([first.id]);
    expect(totalCharged(view)).toBe(17);
    // The meaning check saw the whole original and the whole new version.
    expect(checkRewrite).toHaveBeenLastCalledWith(
      TEXT,
      view.result!.humanized_text,
      expect.anything(),
    );
    // Kept after a restart, like any version.
    await h.restart();
    expect((await h.engine.get(second.id))!.result!.humanized_text).toBe(
      view.result!.humanized_text,
    );
  });

  it('the seams around the paragraph hold no false finding', async () => {
    const api = new FakeApi();
    api.override = (text, i) => ({
      status: 200,
      body: { humanized_text: `v${i + 1} ${text}`, word_count: 4, words_charged: 5 },
    });
    const seams = vi.fn(
      async (
        _o: string,
        _r: string,
        parts?: { original: readonly string[]; rewrite: readonly string[] },
      ) => ({
        findings: parts
          ? checkSeams(parts.original, parts.rewrite).map((f) => JSON.stringify(f))
          : [],
      }),
    );
    const h = await createHarness({ api, checkRewrite: seams });
    const text = `  ${TEXT}\n`;
    const first = await h.engine.submit(text, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    for (const index of [0, 1, 2]) {
      const next = await h.engine.anotherVersion(first.id, { index, versionId: first.id });
      await runUntil(() => isFinished(h, next.id));
      expect((await h.engine.get(next.id))!.check).toEqual({ findings: [] });
    }
    expect(seams.mock.calls.at(-1)![2]!.original).toEqual([
      'First para has words.\n\nSecond para here now.',
      'Third one ends it.',
    ]);
  });

  it('takes the paragraphs around it from the version shown, an earlier one included', async () => {
    const api = new FakeApi();
    api.override = (text, i) => ({
      status: 200,
      body: { humanized_text: `v${i + 1} ${text}`, word_count: 4, words_charged: 5 },
    });
    const h = await createHarness({ api });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    const second = await h.engine.anotherVersion(first.id);
    await runUntil(() => isFinished(h, second.id));
    // The user steps back to version 1 and asks for the last paragraph of it.
    const third = await h.engine.anotherVersion(second.id, { index: 2, versionId: first.id });
    await runUntil(() => isFinished(h, third.id));
    const view = (await h.engine.get(third.id))!;
    expect(api.requests.at(-1)!.text).toBe('Third one ends it.');
    expect(view.result!.humanized_text).toBe(
      'v1 First para has words.\n\nSecond para here now.\n\nv3 Third one ends it.',
    );
    expect(view.versions?.map((v) => v.id)).toEqual([first.id, second.id]);
    expect(totalCharged(view)).toBe(15);
  });

  it('refuses a version it does not know or whose paragraphs do not match, queuing nothing', async () => {
    const api = new FakeApi();
    const h = await createHarness({ api });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    const other = await h.engine.submit('Another text.\n\nOf two.', { kind: 'popup' });
    await runUntil(() => isFinished(h, other.id));
    const sent = api.requests.length;
    await expect(
      h.engine.anotherVersion(first.id, { index: 1, versionId: other.id }),
    ).rejects.toThrow(/paragraph/);
    await expect(
      h.engine.anotherVersion(first.id, { index: 3, versionId: first.id }),
    ).rejects.toThrow(/paragraph/);
    // The fake API upper-cases: one text of one paragraph has no paragraph to pick.
    const single = await h.engine.submit('Only one paragraph.', { kind: 'popup' });
    await runUntil(() => isFinished(h, single.id));
    await expect(
      h.engine.anotherVersion(single.id, { index: 0, versionId: single.id }),
    ).rejects.toThrow(/paragraph/);
    expect(api.requests.length).toBe(sent + 1);
  });

  it('a retry of a failed paragraph’s job sends the paragraph again, not the whole text', async () => {
    const api = new FakeApi();
    const h = await createHarness({ api });
    const first = await h.engine.submit(TEXT, { kind: 'popup' });
    await runUntil(() => isFinished(h, first.id));
    api.override = () => ({
      status: 422,
      body: { error: { code: 'invalid_body', message: 'No.' } },
    });
    const failed = await h.engine.anotherVersion(first.id, { index: 0, versionId: first.id });
    await runUntil(() => isFinished(h, failed.id));
    api.override = undefined;
    const retried = await h.engine.retry(failed.id);
    await runUntil(() => isFinished(h, retried.id));
    expect(api.requests.slice(1).map((r) => r.text)).toEqual([
      'First para has words.',
      'First para has words.',
    ]);
    expect((await h.engine.get(retried.id))!.result!.humanized_text).toBe(
      `FIRST PARA HAS WORDS.\n\n${TEXT.toUpperCase().slice(23)}`,
    );
  });
});

describe('paragraphChunks', () => {
  it('covers the original in order; joined, the answers give the version with one paragraph new', () => {
    const original = '  A a.\n\nB b b.\nC c.\n';
    const version = 'X x.\n\nY y y.\n\nZ z.';
    for (const index of [0, 1, 2]) {
      const chunks = paragraphChunks(original, version, index)!;
      let at = 0;
      const bodies = chunks.map((c) => {
        const body = original.slice(at, at + c.length);
        at += c.length + c.separatorAfter.length;
        return body;
      });
      expect(at).toBe(original.length);
      const sent = chunks.filter((c) => !c.kept);
      expect(sent.map((c) => bodies[chunks.indexOf(c)])).toEqual([
        ['A a.', 'B b b.', 'C c.'][index],
      ]);
      const answers = chunks.map((c) => c.result?.humanized_text ?? 'NEW');
      const expected = ['NEW\n\nY y y.\n\nZ z.', 'X x.\n\nNEW\n\nZ z.', 'X x.\n\nY y y.\n\nNEW'];
      expect(joinChunks(answers, chunks)).toBe(expected[index]);
      expect(chunks.filter((c) => c.kept).every((c) => c.result!.words_charged === 0)).toBe(true);
    }
  });
});
