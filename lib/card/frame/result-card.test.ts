// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import type { CardModel } from '../../model/card-model';
import { waitingText } from './card-text';
import { isDarkColor, parseCssColor } from '../host/page-theme';
import { renderResultCard } from './result-card';
import { cardActions, jobView } from '@/lib/model/testing/fixtures';

const actions = cardActions;
/** Renders the card into the document; the unit tests' synthetic events are let through. */
const show = (model: CardModel, a = actions(), accept = () => true) => {
  document.body.replaceChildren(
    renderResultCard(model, {
      doc: document,
      actions: a,
      t,
      theme: 'light',
      now: Date.now(),
      accept,
    }),
  );
  return a;
};
const cleanup = () => document.body.replaceChildren();
const job = jobView;

describe('ResultCard', () => {
  afterEach(cleanup);

  it('shows the queue state with Cancel while waiting', () => {
    const a = show({ kind: 'waiting', job: job({ status: 'queued', position: 2 }) });
    expect(screen.getByTestId('card-status').textContent).toContain('position 2');
    fireEvent.click(screen.getByTestId('card-cancel'));
    expect(a.cancel).toHaveBeenCalled();
  });

  it('asks before sending a large text: the count on the button, Cancel beside it', () => {
    const a = show({ kind: 'confirm', words: 25_009, requests: 3 });
    expect(screen.getByTestId('card-confirm-words').textContent).toBe(
      'This text has 25,009 words. Nothing is sent until you confirm.',
    );
    expect(screen.getByTestId('card-confirm-requests').textContent).toContain('3 requests');
    expect(screen.getByTestId('card-confirm').textContent).toBe('Send 25,009 words');
    fireEvent.click(screen.getByTestId('card-cancel'));
    expect(a.cancel).toHaveBeenCalled();
    expect(a.confirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('card-confirm'));
    expect(a.confirm).toHaveBeenCalledTimes(1);
    // Cancel comes first: the card's focus lands there, so a stray Enter spends nothing.
    const buttons = [...document.querySelectorAll('.actions button')].map((b) => b.textContent);
    expect(buttons).toEqual(['Cancel', 'Send 25,009 words']);
  });

  it('does not send on a click it does not accept (a page’s synthetic click)', () => {
    const a = show({ kind: 'confirm', words: 1001, requests: 1 }, actions(), () => false);
    expect(screen.queryByTestId('card-confirm-requests')).toBeNull();
    fireEvent.click(screen.getByTestId('card-confirm'));
    expect(a.confirm).not.toHaveBeenCalled();
  });

  it('says how many invisible characters from the API were removed, and only then', () => {
    show({ kind: 'replaced', wordsCharged: 4, restored: false, invisibleRemoved: 3 });
    expect(screen.getByTestId('card-invisible-removed').textContent).toBe(
      '3 invisible characters from the API were removed.',
    );
    show({ kind: 'review', original: 'a b', text: 'a c', wordsCharged: 2, invisibleRemoved: 1 });
    expect(screen.getByTestId('card-invisible-removed').textContent).toBe(
      '1 invisible character from the API was removed.',
    );
    show({ kind: 'replaced', wordsCharged: 4, restored: false, invisibleRemoved: 0 });
    expect(screen.queryByTestId('card-invisible-removed')).toBeNull();
  });

  it('shows words charged and Restore original after a replace', () => {
    const a = show({ kind: 'replaced', wordsCharged: 1234, restored: false });
    expect(screen.getByTestId('card-words').textContent).toBe('1,234 words charged');
    fireEvent.click(screen.getByTestId('card-restore'));
    expect(a.restore).toHaveBeenCalled();
  });

  it('lists the marks that could not be placed, as text, and copies them all', () => {
    const unplaced = ['link “It is worth noting that” (https://example.com/<b>)', 'bold “really”'];
    const a = show({ kind: 'replaced', wordsCharged: 9, restored: false, unplaced });
    const items = screen.getByTestId('card-unplaced').querySelectorAll('li');
    expect([...items].map((li) => li.textContent)).toEqual(unplaced);
    expect(document.querySelector('b')).toBeNull();
    fireEvent.click(screen.getByTestId('card-copy-unplaced'));
    expect(a.copy).toHaveBeenCalledWith(unplaced.join('\n'));
    show({ kind: 'replaced', wordsCharged: 9, restored: true, unplaced });
    expect(screen.queryByTestId('card-unplaced')).toBeNull(); // restored: nothing to put back
  });

  it('shows the rewrite as text (never HTML) with Copy and Try replace again', () => {
    const text = '<img src=x onerror=alert(1)> and\nmore';
    const a = show({ kind: 'result', text, wordsCharged: 5, reason: 'changed', canReplace: true });
    expect(screen.getByTestId('card-text').textContent).toBe(text);
    expect(document.querySelector('img')).toBeNull();
    fireEvent.click(screen.getByTestId('card-copy'));
    expect(a.copy).toHaveBeenCalledWith(text);
    fireEvent.click(screen.getByTestId('card-try-replace'));
    expect(a.tryReplace).toHaveBeenCalled();
  });

  it('offers Copy original beside the rewrite when the write could not be restored', () => {
    const a = show({
      kind: 'result',
      text: 'Rewrite.',
      original: 'My own words.',
      wordsCharged: 2,
      reason: 'unverified',
      canReplace: true,
    });
    fireEvent.click(screen.getByTestId('card-copy-original'));
    expect(a.copy).toHaveBeenCalledWith('My own words.');
    expect(screen.getByTestId('card-copy-original').textContent).toBe(t('cardCopyOriginal'));
  });

  it('offers the action each error asks for', () => {
    const a = show({
      kind: 'failed',
      failedAt: 0,
      error: { kind: 'unauthorized', message: 'Key refused.', action: 'open_options' },
    });
    expect(screen.getByTestId('card-error').textContent).toBe('Key refused.');
    fireEvent.click(screen.getByTestId('card-open-options'));
    expect(a.openOptions).toHaveBeenCalled();
    cleanup();
    show({
      kind: 'failed',
      failedAt: Date.now(),
      error: { kind: 'rate_limited', message: 'Slow down.', action: 'wait', retryAfterMs: 30_000 },
    });
    const retry = screen.getByTestId('card-retry') as HTMLButtonElement;
    expect(retry.disabled).toBe(true);
    expect(retry.textContent).toMatch(/Retry in (29|30) s/);
  });

  it('ignores every event the accept check refuses (the mount refuses untrusted ones)', () => {
    const a = show({ kind: 'replaced', wordsCharged: 3, restored: false }, actions(), () => false);
    fireEvent.click(screen.getByTestId('card-restore'));
    fireEvent.click(screen.getByTestId('card-close'));
    fireEvent.keyDown(screen.getByTestId('humanizer-card'), { key: 'Escape' });
    expect(a.restore).not.toHaveBeenCalled();
    expect(a.close).not.toHaveBeenCalled();
  });

  it('shows "Copied" once the copy succeeded', async () => {
    show({ kind: 'notice', message: 'Hi', text: 'words' });
    fireEvent.click(screen.getByTestId('card-copy'));
    await expect.poll(() => screen.getByTestId('card-copy').textContent).toBe(t('cardCopied'));
  });

  it('Escape closes', () => {
    const a = show({ kind: 'cancelled' });
    fireEvent.keyDown(screen.getByTestId('humanizer-card'), { key: 'Escape' });
    expect(a.close).toHaveBeenCalled();
  });
});

describe('card helpers', () => {
  it('describes sending chunks and retries', () => {
    expect(waitingText(job({ status: 'sending', chunkCount: 3, chunksDone: 1 }), 0, t)).toBe(
      'Sending chunk 2 of 3…',
    );
    expect(waitingText(job({ status: 'queued', position: 1, estimatedStartAt: 4200 }), 0, t)).toBe(
      'Queued: position 1, starts in about 5 s.',
    );
    expect(waitingText(job({ status: 'retrying', retryAt: 10_000 }), 0, t)).toBe(
      'Retrying in 10 s.',
    );
  });

  it("counts a 429 wait down once, without the answer's frozen count", () => {
    const error = {
      kind: 'rate_limited' as const,
      action: 'wait' as const,
      retryAfterMs: 8000,
      message: 'The API is rate limiting requests; trying again in 8 s.',
    };
    expect(waitingText(job({ status: 'retrying', retryAt: 8000, error }), 5000, t)).toBe(
      'The API is rate limiting requests. Retrying in 3 s.',
    );
  });

  it('reads page colours to pick a readable theme', () => {
    expect(parseCssColor('rgba(17, 17, 17, 0.5)')).toEqual([17, 17, 17, 0.5]);
    expect(parseCssColor('rgb(255 255 255)')).toEqual([255, 255, 255, 1]);
    expect(parseCssColor('transparent')).toBeNull();
    expect(isDarkColor([17, 17, 17, 1])).toBe(true);
    expect(isDarkColor([250, 250, 250, 1])).toBe(false);
  });
});
