/**
 * Issue 16, point 6: jobs belong to a document, not a tab slot. While a job from a page runs,
 * the tab navigates (same tab, same frame 0) to a new document of the same origin, or of
 * another one: that document receives none of the old job's updates (its text, URL and
 * rewrite) and cannot cancel or retry it (a retry would be charged again). Messages from
 * "the content script's world" of the new document run there through
 * scripting.executeScript, the isolated world our content script shares.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { EVENTUALLY } from './support/editor-page';
import { countByText } from './support/reference-api';
import { withSelectionEnv } from './support/selection-helpers';
import { storedJobsOf } from './support/stored-jobs';
import { inContentWorld, selectArticle, type Reply } from './support/content-world';

declare const chrome: {
  runtime: {
    sendMessage(message: object): Promise<unknown>;
    onMessage: { addListener(listener: (message: unknown) => void): void };
  };
  tabs: { sendMessage(tabId: number, message: object, options: object): Promise<unknown> };
};

type Recorder = { __seen?: string[] };

/** Every message the extension sends to the frame from now on, kept in that world. */
const recordMessages = () => {
  const world = globalThis as unknown as Recorder;
  world.__seen = [];
  chrome.runtime.onMessage.addListener((message) => {
    world.__seen!.push(JSON.stringify(message));
  });
};
const recorded = () => (globalThis as unknown as Recorder).__seen ?? [];
const sendFromContent = (type: string, jobId: string) =>
  chrome.runtime.sendMessage({ type, payload: { jobId } }) as Promise<Reply>;

describe('a job belongs to the document that started it', () => {
  const env = withSelectionEnv();
  afterEach(async () => {
    await env.api.faults({ delayMs: 0 });
  });

  it.each([
    ['of the same origin', 'same', (pages: string) => `${pages}/article.html?next`],
    [
      'of another origin',
      'other',
      (pages: string) => `${pages.replace('127.0.0.1', 'localhost')}/article.html`,
    ],
  ])(
    'a new document %s in the same tab and frame gets no update and cannot cancel or retry it',
    async (_name, key, nextUrl) => {
      const { page, tabId } = await env.open(`article.html?first-${key}`);
      const text = await selectArticle(page);
      await env.api.reset();
      // A slow answer: the job is still on its way while the tab moves on.
      await env.api.faults({ delayMs: 8000 });
      await env.humanizeSelection(tabId);
      const job = (await storedJobsOf(env.ext)).find(
        (j) => j.text === text && j.source.kind === 'selection' && j.source.tabId === tabId,
      )!;
      expect(job.source).toMatchObject({ frameId: 0, document: { id: expect.any(String) } });

      await page.goto(nextUrl(env.pages.url));
      await inContentWorld(env.ext, tabId, recordMessages);
      const cancel = await inContentWorld(env.ext, tabId, sendFromContent, 'job.cancel', job.id);
      const retry = await inContentWorld(env.ext, tabId, sendFromContent, 'job.retry', job.id);
      expect(cancel).toMatchObject({
        ok: false,
        error: expect.stringMatching(/not started from this page/),
      });
      expect(retry).toMatchObject({
        ok: false,
        error: expect.stringMatching(/not started from this page/),
      });
      // The updates below would have been pushed to this document: it must be listening first.
      const current = (await storedJobsOf(env.ext)).find((j) => j.id === job.id);
      expect(current?.status).toBe('sending');

      await expect
        .poll(async () => (await storedJobsOf(env.ext)).find((j) => j.id === job.id)?.status, {
          ...EVENTUALLY,
          timeout: 30_000,
        })
        .toBe('done');
      // A marker sent after the job was done reaches the frame after every push before it.
      const worker = await env.ext.worker();
      await worker.evaluate(
        (id) => chrome.tabs.sendMessage(id, { type: 'marker' }, { frameId: 0 }).catch(() => null),
        tabId,
      );
      await expect
        .poll(async () => (await inContentWorld(env.ext, tabId, recorded)) ?? [], EVENTUALLY)
        .toContain(JSON.stringify({ type: 'marker' }));
      const seen = (await inContentWorld(env.ext, tabId, recorded)) ?? [];
      expect(seen.filter((m) => m.includes(job.id) || m.includes(text))).toEqual([]);
      // Sent once: nothing cancelled it, nothing sent it again.
      expect(countByText(await env.api.textLog()).get(text)).toBe(1);
      await page.close();
    },
  );
});
