import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { SIDE_PANEL_DRAFT_CHANGED } from '@/lib/messages/side-panel-notice';
import { DEFAULT_SETTINGS } from '@/lib/settings/settings';
import { apiKeyStore, popupDraftItem, popupJobIdItem, settingsItem } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { sendSelectionToSidePanel } from './send-to-side-panel';

const submit = vi.fn(async (text: string) => ({ id: `job-${text.length}` }));
vi.mock('../queue/queue-service', () => ({ getQueue: () => ({ submit }) }));

/** The page's frame answers the injected reader with `answer`. */
function pageAnswers(answer: unknown) {
  const fake = fakeBrowser as unknown as { scripting?: unknown };
  const executeScript = vi.fn(async () => [{ frameId: 0, result: answer }]);
  fake.scripting = { executeScript };
  return executeScript;
}

describe('sendSelectionToSidePanel', () => {
  let notices: unknown[];
  beforeEach(async () => {
    fakeBrowser.reset();
    useEnglishMessages();
    submit.mockClear();
    notices = [];
    vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation(async (m: unknown) => {
      notices.push(m);
    });
    await apiKeyStore.set('demo-pro-key', null);
    await popupJobIdItem.setValue('an-earlier-job');
  });

  it("queues the frame's selection, line breaks kept, as the panel's draft and job", async () => {
    const text = 'First paragraph.\n\nSecond paragraph.';
    const executeScript = pageAnswers(text);
    const sent = await sendSelectionToSidePanel(4, 2, 'First paragraph. Second paragraph.');
    expect(executeScript).toHaveBeenCalledWith(
      expect.objectContaining({ target: { tabId: 4, frameIds: [2] } }),
    );
    expect(sent).toEqual({ text, jobId: `job-${text.length}` });
    expect(submit).toHaveBeenCalledWith(text, { kind: 'popup' });
    expect(await popupDraftItem.getValue()).toBe(text);
    expect(await popupJobIdItem.getValue()).toBe(`job-${text.length}`);
    expect(notices).toEqual([{ type: SIDE_PANEL_DRAFT_CHANGED }]);
  });

  it("takes the menu's text where the page cannot be read or answers no text", async () => {
    pageAnswers({ text: 'not a string' });
    expect((await sendSelectionToSidePanel(4, 0, 'From the menu.')).text).toBe('From the menu.');
    const fake = fakeBrowser as unknown as { scripting?: unknown };
    fake.scripting = { executeScript: vi.fn(async () => Promise.reject(new Error('no access'))) };
    expect((await sendSelectionToSidePanel(4, 0, 'Menu again.')).text).toBe('Menu again.');
  });

  it('without a saved key, or over the words threshold, only sets the draft', async () => {
    pageAnswers('A short text to keep.');
    await apiKeyStore.set('', null);
    expect(await sendSelectionToSidePanel(1)).toEqual({
      text: 'A short text to keep.',
      jobId: null,
    });
    expect(submit).not.toHaveBeenCalled();
    // No earlier rewrite shown beside the new draft.
    expect(await popupJobIdItem.getValue()).toBeNull();

    await apiKeyStore.set('demo-pro-key', null);
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, confirmAboveWords: 3 });
    pageAnswers('Four words right here.');
    expect((await sendSelectionToSidePanel(1)).jobId).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(await popupDraftItem.getValue()).toBe('Four words right here.');
  });

  it('changes nothing when there is no text at all', async () => {
    pageAnswers('   ');
    await popupDraftItem.setValue('my own draft');
    expect(await sendSelectionToSidePanel(1)).toEqual({ text: '', jobId: null });
    expect(await popupDraftItem.getValue()).toBe('my own draft');
    expect(await popupJobIdItem.getValue()).toBe('an-earlier-job');
    expect(notices).toEqual([]);
  });
});
