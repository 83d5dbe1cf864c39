// @vitest-environment happy-dom
/**
 * The popup shows the queue without a row per job (issue 18): the first rows the background
 * publishes and how many more wait; with 1,000 jobs queued it reads and draws as much as
 * with a few.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PUBLISHED_HEAD } from '@/lib/queue/publisher';
import { TEXT_PREFIX, textKey } from '@/lib/queue/stored-layout';
import { storedView } from '@/lib/queue/stored-texts';
import { jobsItem, popupJobIdItem } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { jobView } from './testing/popup-fixtures';
import { renderPopup } from './testing/render-popup';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(cleanup);

/** `live` jobs queued, as the background publishes them: the first rows and the count. */
async function queueOf(live: number) {
  const head = Array.from({ length: Math.min(live, PUBLISHED_HEAD) }, (_, i) =>
    jobView({ id: `q${i}`, text: `Queued text number ${i}.`, position: i + 1 }),
  );
  await fakeBrowser.storage.local.set(
    Object.fromEntries(head.map((job) => [textKey(job.id), job.text])),
  );
  await jobsItem.setValue({ head: head.map(storedView), followed: [], live });
}

const rows = () =>
  within(screen.getByRole('region', { name: 'Queue' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent ?? '');

describe('popup queue list', () => {
  it('draws the first rows of 1,000 queued jobs and says how many more wait', async () => {
    await queueOf(1000);
    const get = vi.spyOn(fakeBrowser.storage.local, 'get');
    await renderPopup();
    await waitFor(() => expect(rows()[0]).toMatch(/^Queued text number 0\./));
    expect(rows()).toHaveLength(PUBLISHED_HEAD);
    expect(rows()[1]).toMatch(/^Queued text number 1\.Queued: position 2/);
    expect(screen.getByText('995 more waiting')).toBeTruthy();
    // Texts read: the drawn rows' only.
    const textReads = get.mock.calls
      .flatMap(([keys]) => (Array.isArray(keys) ? keys : []))
      .filter((key) => String(key).startsWith(TEXT_PREFIX));
    expect(new Set(textReads).size).toBe(PUBLISHED_HEAD);
  });

  it('leaves the current job out of the list, and shows a row’s job when chosen', async () => {
    await queueOf(3);
    await popupJobIdItem.setValue('q0');
    await renderPopup();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(screen.queryByText(/more waiting/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Queued text number 2\./ }));
    expect(await popupJobIdItem.getValue()).toBe('q2');
  });

  it('shows no queue when nothing waits', async () => {
    await queueOf(0);
    await renderPopup();
    expect(screen.queryByRole('region', { name: 'Queue' })).toBeNull();
  });
});
