import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { JobView } from '@/lib/model/job-view';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { insertIntoPage } from './insert-into-page';

const target = { tabId: 7, frameId: 0, document: { origin: 'http://x', id: 'doc' } };
const probe = vi.fn();
const capture = vi.fn();
const refuse = vi.fn(async (_t: unknown, message: string) => Promise.reject(new Error(message)));
const sendToFrame = vi.fn(async (..._args: unknown[]) => ({ ok: true }));
const queued = new Map<string, JobView>();

vi.mock('../selection/selection-action', () => ({
  injectAndProbe: (...args: unknown[]) => probe(...args),
  requestCapture: (...args: unknown[]) => capture(...args),
  refuse: (t: unknown, m: string) => refuse(t, m),
}));
vi.mock('@/utils/messaging', () => ({ sendToFrame: (...a: unknown[]) => sendToFrame(...a) }));
vi.mock('../queue/queue-service', () => ({
  getQueue: () => ({ get: async (id: string) => queued.get(id) }),
}));

const request = { jobId: 'j1', text: 'The rewrite.', wordsCharged: 3, windowId: 2 };
const fromPanel = { id: 'ext', url: 'chrome-extension://ext/sidepanel.html' };

describe('insertIntoPage', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
    vi.clearAllMocks();
    queued.clear();
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 7 }] as never);
    probe.mockResolvedValue({ target, url: 'http://x/', capture: undefined });
    capture.mockResolvedValue({
      captureId: 'c1',
      result: { ok: true, text: 'Old.', editable: true, family: 'textarea', wholeField: false },
    });
  });

  it("hands the page's card the queue's finished job, to be written in replace mode", async () => {
    const job = {
      id: 'j1',
      status: 'done',
      result: { humanized_text: 'The rewrite.', word_count: 2, words_charged: 3 },
      check: { findings: ['A number changed.'] },
    } as JobView;
    queued.set('j1', job);
    await expect(insertIntoPage(request, fromPanel)).resolves.toEqual({ ok: true });
    expect(fakeBrowser.tabs.query).toHaveBeenCalledWith({ active: true, windowId: 2 });
    expect(probe).toHaveBeenCalledWith(7, undefined);
    // The queue's own view: its meaning check holds the write as on any card.
    expect(sendToFrame).toHaveBeenCalledWith(target, 'content.attach', {
      captureId: 'c1',
      job,
      mode: 'replace',
    });
  });

  it('makes the finished job from what the panel shows when the queue no longer has it', async () => {
    await insertIntoPage(request, fromPanel);
    const sent = sendToFrame.mock.calls[0]?.[2] as { job: JobView };
    expect(sent.job).toMatchObject({
      id: 'j1',
      status: 'done',
      result: { humanized_text: 'The rewrite.', words_charged: 3 },
    });
    expect(sent.job.check).toBeUndefined();
  });

  it('refuses without a page beside the panel, and the panel itself when it is a tab', async () => {
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([] as never);
    await expect(insertIntoPage(request, fromPanel)).rejects.toThrow(/no page beside the panel/);
    vi.spyOn(fakeBrowser.tabs, 'query').mockResolvedValue([{ id: 9 }] as never);
    const panelTab = { ...fromPanel, tab: { id: 9 } as never };
    await expect(insertIntoPage(request, panelTab)).rejects.toThrow(/no page beside the panel/);
    expect(probe).not.toHaveBeenCalled();
  });

  it("says how to give access when the page cannot be reached, and the page's refusal", async () => {
    probe.mockRejectedValueOnce(new Error('Cannot access contents of the page'));
    await expect(insertIntoPage(request, fromPanel)).rejects.toThrow(/toolbar button/);
    capture.mockResolvedValueOnce({
      captureId: 'c2',
      result: { ok: false, reason: 'password', message: 'Not in password fields.' },
    });
    await expect(insertIntoPage(request, fromPanel)).rejects.toThrow('Not in password fields.');
    expect(refuse).toHaveBeenCalledWith(target, 'Not in password fields.');
    expect(sendToFrame).not.toHaveBeenCalled();
  });
});
