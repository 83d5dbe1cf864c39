// @vitest-environment happy-dom
/** The popup's result: what the text cost in all, as the API reported (issue 27, point 4). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { jobView } from '@/lib/model/testing/fixtures';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { ResultPanel } from './result-panel';

const shown = (chargedBefore?: number) => ({
  id: 'j',
  status: 'done' as const,
  original: 'a b c',
  resultText: 'A B C',
  wordCount: 3,
  wordsCharged: 5,
  job: jobView({ id: 'j', status: 'done', wordsCharged: 5, chargedBefore }),
});

// The changes view is loaded on demand (result-panel.tsx): loaded here first, so no import is
// still under way when a test's environment is torn down (an unhandled error under load).
beforeAll(async () => {
  await import('./changes-view');
});

describe('the popup result: what the text cost', () => {
  beforeEach(() => {
    fakeBrowser.reset();
    useEnglishMessages();
  });
  afterEach(cleanup);

  it('shows the total across versions and retries when earlier ones were charged', () => {
    render(<ResultPanel shown={shown(12)} resultText="A B C" />);
    expect(screen.getByTestId('popup-total-cost').textContent).toBe(
      'Words charged for this text in all: 17',
    );
  });

  it('shows no total for a text charged once', () => {
    render(<ResultPanel shown={shown()} resultText="A B C" />);
    expect(screen.queryByTestId('popup-total-cost')).toBeNull();
  });
});
