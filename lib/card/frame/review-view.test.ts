// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import { cardActions } from '@/lib/model/testing/fixtures';
import { renderResultCard } from './result-card';

const review = (original: string, text: string) => {
  const a = cardActions();
  document.body.replaceChildren(
    renderResultCard(
      { kind: 'review', original, text, wordsCharged: 4 },
      { doc: document, actions: a, t, theme: 'light', now: Date.now(), accept: () => true },
    ),
  );
  return a;
};

describe('review before replacing', () => {
  afterEach(() => document.body.replaceChildren());

  it('shows the word-level changes against the original, as text only', () => {
    review('The results were robust.', 'The results held <b>up</b>.');
    const changes = screen.getByTestId('card-changes');
    const text = (tag: string) =>
      [...changes.querySelectorAll(tag)].map((d) => d.textContent).join('');
    expect(text('del')).toContain('robust');
    expect(text('ins')).toContain('<b>up</b>');
    expect(changes.querySelector('b')).toBeNull();
    expect(screen.getByTestId('card-words').textContent).toBe('4 words charged');
  });

  it('Replace writes through the session, Copy copies the rewrite, Discard closes', () => {
    const a = review('one two', 'one three');
    fireEvent.click(screen.getByTestId('card-replace'));
    expect(a.tryReplace).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByTestId('card-copy'));
    expect(a.copy).toHaveBeenCalledWith('one three');
    fireEvent.click(screen.getByTestId('card-discard'));
    expect(a.close).toHaveBeenCalledTimes(1);
  });

  it('Copy copies what Replace would write: the changes taken, not those left', () => {
    const a = review('We utilize it to facilitate growth.', 'We use it to help growth.');
    fireEvent.click(screen.getByTestId('card-change-1'));
    fireEvent.click(screen.getByTestId('card-copy'));
    expect(a.copy).toHaveBeenLastCalledWith('We utilize it to help growth.');
  });
});
