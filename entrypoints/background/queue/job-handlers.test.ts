import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { JobSource, JobView } from '@/lib/model/job-view';
import type { QueueApi } from '@/lib/model/queue-api';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { createJobHandlers } from './job-handlers';

const jobs = new Map<string, JobSource>([
  [
    'tab1-top',
    {
      kind: 'selection',
      tabId: 1,
      frameId: 0,
      url: 'https://a.test/',
      document: { id: 'doc-top', origin: 'https://a.test' },
    },
  ],
  [
    'tab1-frame',
    {
      kind: 'selection',
      tabId: 1,
      frameId: 4,
      url: 'https://b.test/',
      document: { id: 'doc-frame', origin: 'https://b.test' },
    },
  ],
  // A browser without documentId (Firefox before it had them): the origin is checked.
  [
    'origin-only',
    {
      kind: 'selection',
      tabId: 3,
      frameId: 0,
      url: 'https://c.test/x',
      document: { origin: 'https://c.test' },
    },
  ],
  // Stored before documents were recorded.
  ['old-job', { kind: 'selection', tabId: 1, frameId: 0, url: 'https://a.test/' }],
  ['popup-job', { kind: 'popup' }],
]);
const view = (id: string) => ({ id, source: jobs.get(id)! }) as JobView;
let queue: {
  get: ReturnType<typeof vi.fn>;
  cancel: ReturnType<typeof vi.fn>;
  retry: ReturnType<typeof vi.fn>;
};
let handlers: ReturnType<typeof createJobHandlers>;

const DOCS: Record<string, string> = { '1:0': 'doc-top', '1:4': 'doc-frame' };
/**
 * Our content script in tab/frame, in the document that started that frame's job unless said
 * (null: a browser that gives no documentId).
 */
const content = (
  tabId: number,
  frameId: number,
  documentId: string | null = DOCS[`${tabId}:${frameId}`] ?? null,
  url = frameId === 4 ? 'https://b.test/page' : 'https://a.test/',
) =>
  ({
    id: fakeBrowser.runtime.id,
    tab: { id: tabId },
    frameId,
    documentId: documentId ?? undefined,
    url,
  }) as never;
const popupPage = () =>
  ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/popup.html') }) as never;
/** The popup or options page opened in a tab: it has a tab, yet it is our page. */
const popupInTab = () =>
  ({
    id: fakeBrowser.runtime.id,
    tab: { id: 9 },
    frameId: 0,
    url: fakeBrowser.runtime.getURL('/popup.html'),
  }) as never;

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  queue = {
    get: vi.fn(async (id: string) => (jobs.has(id) ? view(id) : undefined)),
    cancel: vi.fn(async () => true),
    retry: vi.fn(async (id: string) => view(id)),
  };
  handlers = createJobHandlers(() => queue as unknown as QueueApi);
});

/** Each (job, sender) pair is refused by job.cancel and job.retry, and the queue is untouched. */
async function expectRefused(
  refused: ReadonlyArray<readonly [string, ReturnType<typeof content>]>,
) {
  for (const [jobId, sender] of refused) {
    await expect(handlers['job.cancel']({ jobId }, sender)).rejects.toThrow(
      /not started from this page/,
    );
    await expect(handlers['job.retry']({ jobId }, sender)).rejects.toThrow(
      /not started from this page/,
    );
  }
  expect(queue.cancel).not.toHaveBeenCalled();
  expect(queue.retry).not.toHaveBeenCalled();
}

describe('job.cancel and job.retry ownership', () => {
  it('lets a content script act on the jobs of its own tab and frame', async () => {
    expect(await handlers['job.cancel']({ jobId: 'tab1-top' }, content(1, 0))).toEqual({
      cancelled: true,
    });
    expect(await handlers['job.retry']({ jobId: 'tab1-frame' }, content(1, 4))).toEqual({
      jobId: 'tab1-frame',
    });
  });

  it('refuses another tab’s, another frame’s, the popup’s and unknown jobs, touching none', async () => {
    const refused = [
      ['tab1-top', content(2, 0)],
      ['tab1-top', content(1, 4)],
      ['tab1-frame', content(1, 0)],
      ['popup-job', content(1, 0)],
      ['no-such-job', content(1, 0)],
    ] as const;
    await expectRefused(refused);
  });

  it('refuses the page that now holds the same tab and frame (a navigation), same origin or not', async () => {
    const refused = [
      ['tab1-top', content(1, 0, 'doc-next')],
      ['tab1-top', content(1, 0, 'doc-other', 'https://evil.test/')],
      ['tab1-top', content(1, 0, null)],
      // Without documentId: a page of another origin in that tab and frame.
      ['origin-only', content(3, 0, null, 'https://evil.test/')],
      // A job stored before documents were recorded: no content script may act on it.
      ['old-job', content(1, 0)],
    ] as const;
    await expectRefused(refused);
  });

  it('without a documentId, lets the same origin in that tab and frame act', async () => {
    expect(
      await handlers['job.cancel'](
        { jobId: 'origin-only' },
        content(3, 0, null, 'https://c.test/y'),
      ),
    ).toEqual({ cancelled: true });
  });

  it('lets the popup act on any job', async () => {
    await handlers['job.cancel']({ jobId: 'tab1-top' }, popupPage());
    await handlers['job.retry']({ jobId: 'popup-job' }, popupPage());
    expect(queue.cancel).toHaveBeenCalledWith('tab1-top');
    expect(queue.retry).toHaveBeenCalledWith('popup-job');
  });

  it('lets the popup opened in a tab act on any job (told apart by its URL)', async () => {
    await handlers['job.cancel']({ jobId: 'popup-job' }, popupInTab());
    await handlers['job.retry']({ jobId: 'tab1-frame' }, popupInTab());
    expect(queue.cancel).toHaveBeenCalledWith('popup-job');
    expect(queue.retry).toHaveBeenCalledWith('tab1-frame');
  });
});

describe('job.another: the cost is asked before a large text is charged again', () => {
  it('over the threshold it answers the count and queues nothing until confirmed', async () => {
    const text = 'one two three four five';
    const anotherVersion = vi.fn(async () => ({ id: 'new-job' }) as JobView);
    const doneJob = { ...view('popup-job'), status: 'done', text } as JobView;
    const fake = { get: vi.fn(async () => doneJob), anotherVersion };
    const under = createJobHandlers(
      () => fake as unknown as QueueApi,
      async () => 4,
    );
    expect(await under['job.another']({ jobId: 'popup-job' }, popupPage())).toEqual({
      confirm: { words: 5, requests: 1 },
    });
    expect(anotherVersion).not.toHaveBeenCalled();
    expect(
      await under['job.another']({ jobId: 'popup-job', confirmed: true }, popupPage()),
    ).toEqual({ jobId: 'new-job' });
    const over = createJobHandlers(
      () => fake as unknown as QueueApi,
      async () => 5,
    );
    expect(await over['job.another']({ jobId: 'popup-job' }, popupPage())).toEqual({
      jobId: 'new-job',
    });
    expect(anotherVersion).toHaveBeenCalledTimes(2);
  });
});

describe('job.another for one paragraph', () => {
  it('counts that paragraph only against the threshold, and passes the pick on', async () => {
    const text = 'one two three four five six.\n\nseven eight.';
    const anotherVersion = vi.fn(async () => ({ id: 'new-job' }) as JobView);
    const doneJob = { ...view('popup-job'), status: 'done', text } as JobView;
    const fake = { get: vi.fn(async () => doneJob), anotherVersion };
    const handlers = createJobHandlers(
      () => fake as unknown as QueueApi,
      async () => 4,
    );
    const first = { index: 0, versionId: 'popup-job' };
    expect(
      await handlers['job.another']({ jobId: 'popup-job', paragraph: first }, popupPage()),
    ).toEqual({
      confirm: { words: 6, requests: 1 },
    });
    const second = { index: 1, versionId: 'popup-job' };
    expect(
      await handlers['job.another']({ jobId: 'popup-job', paragraph: second }, popupPage()),
    ).toEqual({
      jobId: 'new-job',
    });
    expect(anotherVersion).toHaveBeenCalledTimes(1);
    expect(anotherVersion).toHaveBeenCalledWith('popup-job', second);
  });
});

describe('job.another for a history entry whose job the queue no longer keeps', () => {
  it("asks over the threshold with the entry's text; a page's script may not ask", async () => {
    const anotherVersion = vi.fn(async () => ({ id: 'new-job' }) as JobView);
    const historyText = vi.fn(async (id: string) =>
      id === 'old-entry' ? 'one two three four five' : undefined,
    );
    const fake = { get: vi.fn(async () => undefined), anotherVersion, historyText };
    const handlers = createJobHandlers(
      () => fake as unknown as QueueApi,
      async () => 4,
    );
    expect(await handlers['job.another']({ jobId: 'old-entry' }, popupPage())).toEqual({
      confirm: { words: 5, requests: 1 },
    });
    expect(anotherVersion).not.toHaveBeenCalled();
    expect(
      await handlers['job.another']({ jobId: 'old-entry', confirmed: true }, popupPage()),
    ).toEqual({ jobId: 'new-job' });
    expect(anotherVersion).toHaveBeenCalledWith('old-entry', undefined);
    // A content script acts only on its own document's live jobs, never on the history.
    await expect(handlers['job.another']({ jobId: 'old-entry' }, content(1, 0))).rejects.toThrow();
    expect(anotherVersion).toHaveBeenCalledTimes(1);
  });
});
