// @vitest-environment happy-dom
/**
 * Issue 27, point 3 in the popup: the result steps between the versions of a text (the
 * Original first, the newest shown at first) and Copy copies the version shown; a history
 * entry keeping versions shows them the same way.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { jobView } from '@/lib/model/testing/fixtures';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { shownJob } from '../stores/shown-job';
import { ResultPanel } from './result-panel';

const job = jobView({
  id: 'v3',
  status: 'done',
  text: 'the text',
  wordsCharged: 5,
  chargedBefore: 7,
  result: { humanized_text: 'third', word_count: 2, words_charged: 5 },
  versions: [
    { id: 'v1', text: 'first', wordsCharged: 3, parts: 1 },
    { id: 'v2', text: 'second', wordsCharged: 4, parts: 1 },
  ],
});

// The changes view is loaded on demand (result-panel.tsx): loaded here first, so no import is
// still under way when a test's environment is torn down (an unhandled error under load).
beforeAll(async () => {
  await import('./changes-view');
});

describe('the popup result: versions of a text', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });
  afterEach(cleanup);

  it('steps from the newest back to the Original and forward; Copy copies the one shown', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const shown = shownJob('v3', [job], [])!;
    render(<ResultPanel shown={shown} resultText="third" />);
    const label = () => screen.getByTestId('popup-version').textContent;
    const output = () => (document.querySelector('textarea.output') as HTMLTextAreaElement).value;
    expect(label()).toBe('Version 3 of 3');
    expect(output()).toBe('third');
    const previous = screen.getByRole('button', { name: 'Previous version' });
    expect(screen.getByRole('button', { name: 'Next version' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(label()).toBe('Version 1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('first'));
    fireEvent.click(previous);
    expect(label()).toBe('Original');
    expect(output()).toBe('the text');
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(previous);
    expect(label()).toBe('Original');
    fireEvent.click(screen.getByRole('button', { name: 'Next version' }));
    expect(output()).toBe('first');
    expect(screen.getByTestId('popup-total-cost').textContent).toBe(
      'Words charged for this text in all: 12',
    );
  });

  it('a history entry shows its versions whose texts were read, and its total', () => {
    const shown = shownJob(
      'h',
      [],
      [
        {
          id: 'h',
          status: 'done',
          original: 'o',
          result: 'new',
          wordCount: 1,
          wordsCharged: 2,
          finishedAt: 1,
          site: 'popup',
          chargedBefore: 3,
          versions: [
            { id: 'a', wordsCharged: 1, text: 'old' },
            { id: 'unread', wordsCharged: 2 },
          ],
        },
      ],
    )!;
    expect(shown.versions).toEqual([{ id: 'a', text: 'old', wordsCharged: 1 }]);
    render(<ResultPanel shown={shown} resultText="new" />);
    expect(screen.getByTestId('popup-version').textContent).toBe('Version 2 of 2');
    expect(screen.getByTestId('popup-total-cost').textContent).toBe(
      'Words charged for this text in all: 5',
    );
  });

  it('a text with one rewrite shows no versions bar', () => {
    const single = shownJob('s', [jobView({ id: 's', status: 'done', text: 'x' })], [])!;
    render(<ResultPanel shown={single} resultText="y" />);
    expect(screen.queryByTestId('popup-version')).toBeNull();
  });
});
