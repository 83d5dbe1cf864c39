// @vitest-environment happy-dom
/**
 * Issue 27, point 3: "Another version" from a history entry whose job the queue no longer
 * keeps. The popup offers it with its cost, asks above the threshold as for a kept job, sends
 * `job.another` for the entry, and once the background recorded the new version (its job done,
 * the entry taken into its versions) shows Version 2 of 2 with the text's total.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { indexEntry } from '@/lib/queue/history-log';
import { resultKey, textKey } from '@/lib/queue/stored-layout';
import { historyItem, popupJobIdItem } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { fakeBackground } from '../testing/background';
import { historyEntry, jobView, storeHistory, storeJobs } from './testing/popup-fixtures';
import { renderPopup } from './testing/render-popup';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(cleanup);

describe('popup: another version of a history entry whose job left the queue', () => {
  it('says the cost, asks, sends for the entry, then steps between both versions', async () => {
    const old = historyEntry(1);
    await storeHistory([old]);
    await popupJobIdItem.setValue(old.id);
    const sent = fakeBackground({
      'job.another': ({ confirmed }) =>
        confirmed ? { jobId: 'new-1' } : { confirm: { words: 4, requests: 1 } },
    });
    await renderPopup();
    const output = () => (document.querySelector('textarea.output') as HTMLTextAreaElement).value;
    await waitFor(() => expect(output()).toBe(old.result));
    expect(screen.getByTestId('popup-another-cost').textContent).toBe(
      'Words charged for another version: about 4',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Another version' }));
    await screen.findByTestId('popup-another-confirm');
    await userEvent.click(screen.getByRole('button', { name: 'Send 4 words' }));
    const asked = () => sent.filter((m) => m.type === 'job.another').map((m) => m.payload);
    await waitFor(() => expect(asked()).toHaveLength(2));
    expect(asked()).toEqual([{ jobId: old.id }, { jobId: old.id, confirmed: true }]);

    // The background's side: the new job is done (the queue keeps none of its earlier
    // versions) and its history entry took the old one in.
    const rewrite = 'A second rewrite of number one.';
    await storeJobs([
      jobView({
        id: 'new-1',
        status: 'done',
        text: old.original,
        wordCount: 4,
        wordsCharged: 60,
        chargedBefore: old.wordsCharged,
        result: { humanized_text: rewrite, word_count: 4, words_charged: 60 },
      }),
    ]);
    const joined = {
      ...indexEntry({ ...old, id: 'new-1', result: rewrite, wordsCharged: 60 }),
      chargedBefore: old.wordsCharged,
      versions: [{ id: old.id, parts: 1, wordsCharged: old.wordsCharged, textBytes: 60 }],
    };
    await fakeBrowser.storage.local.set({
      [textKey('new-1')]: old.original,
      [resultKey('new-1', 0)]: { text: rewrite, after: '' },
    });
    await historyItem.setValue([joined]);

    await waitFor(() =>
      expect(screen.getByTestId('popup-version').textContent).toBe('Version 2 of 2'),
    );
    expect(output()).toBe(rewrite);
    expect(screen.getByTestId('popup-total-cost').textContent).toBe(
      'Words charged for this text in all: 110',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(output()).toBe(old.result);
  });

  it('offers nothing for a failed entry', async () => {
    const failed = {
      ...historyEntry(2),
      status: 'failed' as const,
      result: undefined,
      error: {
        kind: 'server_error' as const,
        message: 'The API failed.',
        action: 'retry' as const,
      },
    };
    await storeHistory([failed]);
    await popupJobIdItem.setValue(failed.id);
    await renderPopup();
    expect(screen.queryByRole('button', { name: 'Another version' })).toBeNull();
  });
});
