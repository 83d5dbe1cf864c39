// @vitest-environment happy-dom
/**
 * Issue 16 in the popup: jobs held for the API origin used before wait for the user's
 * choice (point 5), and a provider's hint that was not followed is said in the job (point 1).
 */
import { act, cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { HumanizeErrorInfo } from '@/lib/model/errors';
import { popupJobIdItem } from '@/utils/storage';
import { jobView, storeJobs } from './testing/popup-fixtures';
import { renderPopup } from './testing/render-popup';
import { fakeBackground, type SentMessage } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';

let sent: SentMessage[];

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sent = fakeBackground({
    'jobs.sendToOrigin': ({ jobIds }) => ({ sent: jobIds.length }),
    'job.cancel': () => ({ cancelled: true }),
  });
});
afterEach(cleanup);

const held: HumanizeErrorInfo = {
  kind: 'held_for_origin',
  action: 'none',
  message: 'Queued for http://127.0.0.1:8787; the API is now http://localhost:8788.',
  origins: { queuedFor: 'http://127.0.0.1:8787', current: 'http://localhost:8788' },
};

describe('held jobs', () => {
  it('the popup’s own job offers to send it to the new origin, or to cancel it', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([jobView({ status: 'paused', error: held })]);
    await renderPopup();
    const panel = screen.getByRole('region', { name: 'Current job' });
    expect(within(panel).getByText(/Queued for another API address/)).toBeTruthy();
    expect(within(panel).getByText(held.message)).toBeTruthy();
    await userEvent.click(
      within(panel).getByRole('button', { name: 'Send to http://localhost:8788' }),
    );
    expect(sent).toContainEqual({
      type: 'jobs.sendToOrigin',
      payload: { jobIds: ['job-1'], origin: 'http://localhost:8788' },
    });
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('jobs from pages are listed together, sent or cancelled together', async () => {
    const source = { kind: 'selection' as const, tabId: 4, frameId: 0 };
    await act(() =>
      storeJobs([
        jobView({ id: 'a', source, status: 'paused', error: held }),
        jobView({ id: 'b', source, status: 'paused', error: held, text: 'Another text.' }),
      ]),
    );
    await renderPopup();
    const notice = screen.getByText(
      /Jobs queued for http:\/\/127\.0\.0\.1:8787, the API you used before: 2/,
    );
    const box = notice.closest('div')!;
    await userEvent.click(
      within(box).getByRole('button', { name: 'Send to http://localhost:8788' }),
    );
    expect(sent).toContainEqual({
      type: 'jobs.sendToOrigin',
      payload: { jobIds: ['a', 'b'], origin: 'http://localhost:8788' },
    });
    await userEvent.click(within(box).getByRole('button', { name: 'Cancel all' }));
    const cancelled = sent.filter((m) => m.type === 'job.cancel').map((m) => m.payload);
    expect(cancelled).toEqual([{ jobId: 'a' }, { jobId: 'b' }]);
  });
});

describe('a provider’s hint that was not followed', () => {
  const notice = 'The API asked to wait 315,360,000 s (Retry-After), which cannot be a real wait.';

  it('is said while the job waits', async () => {
    await popupJobIdItem.setValue('job-1');
    const error: HumanizeErrorInfo = { kind: 'rate_limited', action: 'wait', message: 'x' };
    await storeJobs([jobView({ status: 'retrying', retryAt: Date.now() + 4000, error, notice })]);
    await renderPopup();
    expect(screen.getByText(notice)).toBeTruthy();
  });

  it('is said with the result', async () => {
    await popupJobIdItem.setValue('job-1');
    const result = { humanized_text: 'Done.', word_count: 9, words_charged: 9 };
    await storeJobs([jobView({ status: 'done', result, notice, chunksDone: 1 })]);
    await renderPopup();
    expect(screen.getByLabelText('Humanized text')).toBeTruthy();
    expect(screen.getByText(notice)).toBeTruthy();
  });
});
