// @vitest-environment happy-dom
/**
 * The popup's live region (issue 28 point 6): the job's state said once, never its seconds,
 * while the visible line counts down.
 */
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popupJobIdItem } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { jobAnnouncement } from './job-announcement';
import { jobView, storeJobs } from './testing/popup-fixtures';
import { renderPopup } from './testing/render-popup';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(cleanup);

describe("the popup's live region", () => {
  it('says the state without seconds, and parts when there are several', () => {
    const queued = jobView({ estimatedStartAt: Date.now() + 30_000, position: 3 });
    const shown = {
      id: 'j',
      status: 'queued' as const,
      original: '',
      wordCount: 0,
      wordsCharged: 0,
    };
    expect(jobAnnouncement({ ...shown, job: queued })).toBe('Queued: position 3.');
    const retrying = jobView({
      status: 'retrying',
      retryAt: Date.now() + 20_000,
      chunkCount: 3,
      chunksDone: 1,
      error: { kind: 'rate_limited', message: 'Wait 20 s.', action: 'wait' },
    });
    expect(jobAnnouncement({ ...shown, status: 'retrying', job: retrying })).toBe(
      'The API is rate limiting requests. (part 2 of 3)',
    );
    expect(jobAnnouncement({ ...shown, status: 'done', wordsCharged: 41 })).toBe('Humanized text.');
    expect(jobAnnouncement(null)).toBe('');
  });

  it('keeps saying the same while the visible countdown ticks; the panel is not live', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const job = jobView({ id: 'q1', position: 1, estimatedStartAt: Date.now() + 20_000 });
      await storeJobs([job]);
      await popupJobIdItem.setValue('q1');
      await renderPopup();
      const live = await screen.findByTestId('job-live');
      await waitFor(() => expect(live.textContent).toBe('Queued: position 1.'));
      const panel = screen.getByRole('region', { name: 'Current job' });
      expect(panel.getAttribute('aria-live')).toBeNull();
      const visible = () => panel.querySelector('.status-line')?.textContent ?? '';
      const first = visible();
      expect(first).toMatch(/starts in about \d+ s/);
      await act(() => vi.advanceTimersByTimeAsync(3000));
      expect(visible()).not.toBe(first);
      expect(live.textContent).toBe('Queued: position 1.');
      expect(live.getAttribute('role')).toBe('status');
    } finally {
      vi.useRealTimers();
    }
  });
});
