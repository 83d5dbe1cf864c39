// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { popupDraftItem, popupJobIdItem, usageItem } from '@/utils/storage';
import { fakeBackground, type SentMessage } from '../testing/background';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { historyEntry, jobView, storeHistory, storeJobs } from './testing/popup-fixtures';
import { recentItems, renderPopup } from './testing/render-popup';

const ORIGINAL = 'The quick brown fox jumps over the lazy dog.';
const REWRITE = 'A quick brown fox leaps over the lazy dog.';

let sent: SentMessage[];

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  sent = fakeBackground({
    'job.submit': () => ({ jobId: 'job-1' }),
    'job.cancel': () => ({ cancelled: true }),
    'job.retry': () => ({ jobId: 'job-2' }),
    'options.open': () => ({ ok: true }),
  });
});
afterEach(cleanup);

const publish = (...jobs: Parameters<typeof jobView>[0][]) =>
  act(() => storeJobs(jobs.map((j) => jobView(j))));

describe('popup draft', () => {
  it('restores the saved draft and counts its words live', async () => {
    await popupDraftItem.setValue('three little words');
    await renderPopup();
    const box = screen.getByRole('textbox', { name: 'Text to humanize' });
    expect(box).toHaveProperty('value', 'three little words');
    // The count follows the text as a deferred render: wait for it rather than race it.
    expect(await screen.findByText('3 words')).toBeTruthy();
    await userEvent.type(box, ' and two');
    await waitFor(() => expect(screen.getByText('5 words')).toBeTruthy());
  });

  it('saves the draft to storage as the user types, at the latest on blur', async () => {
    await renderPopup();
    const box = screen.getByRole('textbox', { name: 'Text to humanize' });
    await userEvent.type(box, 'Keep me');
    await userEvent.tab();
    await waitFor(async () => expect(await popupDraftItem.getValue()).toBe('Keep me'));
  });

  it('says how many parts a text over 10,000 words will be sent in', async () => {
    await popupDraftItem.setValue('word '.repeat(10_001));
    await renderPopup();
    await waitFor(() => expect(screen.getByText(/this text will be sent in 2 parts/)).toBeTruthy());
  });

  it('disables Humanize while there is nothing to send', async () => {
    await renderPopup();
    expect(screen.getByRole('button', { name: 'Humanize' })).toHaveProperty('disabled', true);
  });
});

describe('popup job', () => {
  it('submits the draft, remembers the job, and follows it to its result', async () => {
    await popupDraftItem.setValue(ORIGINAL);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Humanize' }));
    expect(sent).toContainEqual({ type: 'job.submit', payload: { text: ORIGINAL } });
    expect(await popupJobIdItem.getValue()).toBe('job-1');

    await publish({ status: 'queued', position: 2, estimatedStartAt: Date.now() + 20_000 });
    expect(screen.getByText(/Queued: position 2, starts in about (19|20) s/)).toBeTruthy();

    await publish({ status: 'sending', chunkCount: 3, chunksDone: 1 });
    expect(screen.getByText('Sending… (part 2 of 3)', { selector: '.status-line' })).toBeTruthy();

    await publish({
      status: 'done',
      chunksDone: 1,
      wordCount: 9,
      wordsCharged: 50,
      result: { humanized_text: REWRITE, word_count: 9, words_charged: 50 },
    });
    expect(screen.getByLabelText('Humanized text')).toHaveProperty('value', REWRITE);
    expect(screen.getByText('Word count: 9')).toBeTruthy();
    expect(screen.getByText('Words charged: 50')).toBeTruthy();
    // The draft stays: the user may want to send it again or edit it.
    expect(screen.getByRole('textbox', { name: 'Text to humanize' })).toHaveProperty(
      'value',
      ORIGINAL,
    );
  });

  it('cancels a running job', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([jobView({ status: 'sending' })]);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toContainEqual({ type: 'job.cancel', payload: { jobId: 'job-1' } });
  });

  it('says a cancelled job may still be charged when its request was already sent', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([jobView({ status: 'sending' })]);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await publish({ status: 'cancelled', finishedAt: Date.now() });
    const panel = screen.getByRole('region', { name: 'Current job' });
    expect(panel.textContent).toMatch(/already been sent, so the server may still charge for it/);
  });

  it('makes no claim about charges for a job cancelled while it waited', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([jobView({ status: 'queued' })]);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await publish({ status: 'cancelled', finishedAt: Date.now() });
    const panel = screen.getByRole('region', { name: 'Current job' });
    expect(panel.textContent).toMatch(/^Cancelled\. Your text is still in the box above\./);
    expect(panel.textContent).not.toMatch(/charge/);
  });

  it('shows what the finished parts of a cancelled long job were charged', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({ status: 'cancelled', chunkCount: 3, chunksDone: 2, wordsCharged: 20_000 }),
    ]);
    await renderPopup();
    expect(
      screen.getByText(`Words charged for the parts already done: ${(20_000).toLocaleString()}.`),
    ).toBeTruthy();
  });

  it('shows a 429 as a wait with a countdown, not as an error', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'retrying',
        retryAt: Date.now() + 5_000,
        error: {
          kind: 'rate_limited',
          message: 'Rate limit exceeded: 1 requests per 3 s.',
          action: 'wait',
          status: 429,
          retryAfterMs: 5_000,
        },
      }),
    ]);
    await renderPopup();
    const panel = screen.getByRole('region', { name: 'Current job' });
    expect(panel.textContent).toMatch(/Waiting for the server's rate limit: retrying in [45] s\./);
    expect(panel.textContent).not.toMatch(/exceeded/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a retry countdown while the queue waits to retry', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([jobView({ status: 'retrying', retryAt: Date.now() + 5_000 })]);
    await renderPopup();
    expect(screen.getByText(/Retrying in [45] s/)).toBeTruthy();
  });

  it('shows the result of the job it was following when reopened', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'done',
        result: { humanized_text: REWRITE, word_count: 9, words_charged: 50 },
      }),
    ]);
    await renderPopup();
    expect(screen.getByLabelText('Humanized text')).toHaveProperty('value', REWRITE);
  });

  it('finds its job when the popup closed before the job id came back', async () => {
    await popupDraftItem.setValue(ORIGINAL);
    await storeJobs([jobView({ id: 'orphan', status: 'sending' })]);
    await renderPopup();
    expect(screen.getByText('Sending…', { selector: '.status-line' })).toBeTruthy();
  });
});

describe('popup result', () => {
  beforeEach(async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'done',
        result: { humanized_text: REWRITE, word_count: 9, words_charged: 50 },
      }),
    ]);
  });

  it('shows the changes word by word as text, marked inserted and deleted', async () => {
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect([...changes.querySelectorAll('del')].map((d) => d.textContent)).toEqual([
      'The',
      'jumps',
    ]);
    expect([...changes.querySelectorAll('ins')].map((d) => d.textContent)).toEqual(['A', 'leaps']);
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    expect(screen.getByLabelText('Humanized text')).toBeTruthy();
  });

  it('copies the result to the clipboard', async () => {
    const user = userEvent.setup();
    await renderPopup();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(REWRITE);
    expect(screen.getByText('Copied.')).toBeTruthy();
  });

  it('renders server text as text, never as HTML', async () => {
    await storeJobs([
      jobView({
        status: 'done',
        result: { humanized_text: '<img src=x onerror=alert(1)>', word_count: 1, words_charged: 1 },
      }),
    ]);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const changes = screen.getByRole('region', { name: 'Changes' });
    expect(changes.querySelector('img')).toBeNull();
    // The rewrite's words: unchanged runs, and each change's added words (its toggle's <ins>).
    const shownResult = [...changes.children]
      .map((node) =>
        node.nodeName === 'BUTTON'
          ? (node.querySelector('ins')?.textContent ?? '')
          : node.textContent,
      )
      .join('');
    expect(shownResult).toBe('<img src=x onerror=alert(1)>');
  });
});

describe('popup errors', () => {
  it('says a refused key is wrong, links to settings, and keeps the draft', async () => {
    await popupDraftItem.setValue(ORIGINAL);
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'failed',
        error: {
          kind: 'unauthorized',
          message: 'The server did not accept the API key.',
          action: 'open_options',
          status: 401,
        },
      }),
    ]);
    await renderPopup();
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(/The API key is wrong/)).toBeTruthy();
    expect(within(alert).getByText('The server did not accept the API key.')).toBeTruthy();
    await userEvent.click(within(alert).getByRole('button', { name: 'Open settings' }));
    expect(sent).toContainEqual({ type: 'options.open', payload: {} });
    expect(screen.getByRole('textbox', { name: 'Text to humanize' })).toHaveProperty(
      'value',
      ORIGINAL,
    );
  });

  it('shows the wait of a 429 and holds Try again until it is over', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'failed',
        finishedAt: Date.now(),
        error: {
          kind: 'rate_limited',
          message: 'Too many requests.',
          action: 'wait',
          retryAfterMs: 30_000,
        },
      }),
    ]);
    await renderPopup();
    expect(screen.getByText(/You can try again in (29|30) s/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toHaveProperty('disabled', true);
  });

  it('retries a failed job as a new job and follows that one', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'failed',
        error: { kind: 'server_error', message: 'The server failed (500).', action: 'retry' },
      }),
    ]);
    const store = await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(sent).toContainEqual({ type: 'job.retry', payload: { jobId: 'job-1' } });
    expect(store.getState().jobId).toBe('job-2');
  });

  it('shows why a message to the background failed, keeping the draft', async () => {
    fakeBackground({ 'job.submit': () => Promise.reject(new Error('Queue unavailable.')) });
    await popupDraftItem.setValue(ORIGINAL);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: 'Humanize' }));
    expect(await screen.findByText('Queue unavailable.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Text to humanize' })).toHaveProperty(
      'value',
      ORIGINAL,
    );
  });
});

describe('popup usage and history', () => {
  it('shows the words charged today and this month', async () => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    const month = `${now.getFullYear()}-${pad(now.getMonth() + 1)}`;
    await usageItem.setValue({
      days: { [`${month}-${pad(now.getDate())}`]: 120, '1999-01-01': 5 },
      months: { [month]: 3456 },
      total: 9999,
    });
    await renderPopup();
    const usage = screen.getByRole('region', { name: 'Words charged' });
    expect(within(usage).getByText('120')).toBeTruthy();
    expect(within(usage).getByText((3456).toLocaleString())).toBeTruthy();
  });

  it('reopens a past result from history', async () => {
    await storeHistory([
      {
        id: 'old-job',
        original: 'An older text to rewrite.',
        result: 'An earlier rewrite.',
        wordCount: 5,
        wordsCharged: 50,
        finishedAt: Date.now() - 60_000,
        site: 'popup',
        status: 'done',
      },
    ]);
    await renderPopup();
    await userEvent.click(screen.getByRole('button', { name: /An older text to rewrite/ }));
    expect(screen.getByLabelText('Humanized text')).toHaveProperty('value', 'An earlier rewrite.');
    expect(screen.getByText('Words charged: 50')).toBeTruthy();
    expect(await popupJobIdItem.getValue()).toBe('old-job');
  });
});

describe('popup recent list', () => {
  it('shows the newest three and the rest behind Show all', async () => {
    await storeHistory([1, 2, 3, 4, 5].map(historyEntry));
    await renderPopup();
    const recent = screen.getByRole('region', { name: 'Recent' });
    expect(recentItems()).toHaveLength(3);
    expect(recentItems()[0]).toMatch(/^Past text number 1\.50 charged · /);
    const showAll = within(recent).getByRole('button', { name: 'Show all 5' });
    expect(showAll.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(showAll);
    expect(recentItems()).toHaveLength(5);
    await userEvent.click(within(recent).getByRole('button', { name: 'Show fewer' }));
    expect(recentItems()).toHaveLength(3);
  });

  it('has no Show all when everything fits', async () => {
    await storeHistory([1, 2].map(historyEntry));
    await renderPopup();
    const recent = screen.getByRole('region', { name: 'Recent' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(2);
    expect(within(recent).queryByRole('button', { name: /Show all/ })).toBeNull();
  });
});

describe('popup paused queue', () => {
  it('shows why the queue is paused and lets the job be cancelled', async () => {
    await popupJobIdItem.setValue('job-1');
    await storeJobs([
      jobView({
        status: 'paused',
        error: {
          kind: 'unauthorized',
          message: 'The API refused the key.',
          action: 'open_options',
          status: 401,
        },
      }),
    ]);
    await renderPopup();
    expect(screen.getByRole('alert').textContent).toMatch(/^Paused: The API key is wrong/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(sent).toContainEqual({ type: 'job.cancel', payload: { jobId: 'job-1' } });
  });
});
