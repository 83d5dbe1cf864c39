// @vitest-environment happy-dom
/**
 * The popup's changes view, change by change (issue 27, point 2): a change left out is named
 * so, the box and Copy hold the merged text, and what was left is kept per version.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { jobView } from '@/lib/model/testing/fixtures';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { ResultPanel } from './result-panel';

const ORIGINAL = 'We utilize this tool daily. It is a fine day to leverage it.';
const REWRITE = 'We use this tool daily. It is a fine day to draw on it.';
const shown = {
  id: 'j',
  status: 'done' as const,
  original: ORIGINAL,
  resultText: REWRITE,
  wordCount: 13,
  wordsCharged: 13,
  job: jobView({ id: 'j', status: 'done', wordsCharged: 13 }),
};

beforeAll(async () => {
  await import('./changes-view');
});

describe('the popup changes view: take or leave each change', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });
  afterEach(cleanup);

  it('leaves one change out: its name says so, the box and Copy hold the merged text', async () => {
    const written: string[] = [];
    vi.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
      written.push(text);
    });
    render(<ResultPanel shown={shown} resultText={REWRITE} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    const first = await screen.findByRole('button', {
      name: "Change 1 of 2: 'utilize' to 'use', taken",
    });
    expect(first.getAttribute('aria-pressed')).toBe('true');
    first.focus();
    await userEvent.keyboard('{Enter}');
    expect(first.getAttribute('aria-pressed')).toBe('false');
    expect(first.textContent).toContain("Change 1 of 2: 'utilize' to 'use', left out");

    const merged = 'We utilize this tool daily. It is a fine day to draw on it.';
    await userEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(written).toEqual([merged]);
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    expect((screen.getByLabelText('Humanized text') as HTMLTextAreaElement).value).toBe(merged);

    // Back in the view, the change is still left out; taking it again restores the rewrite.
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    await userEvent.click(screen.getByRole('button', { name: /^Change 1 of 2: .* left out$/u }));
    await userEvent.click(screen.getByRole('button', { name: 'Show changes' }));
    expect((screen.getByLabelText('Humanized text') as HTMLTextAreaElement).value).toBe(REWRITE);
  });
});
