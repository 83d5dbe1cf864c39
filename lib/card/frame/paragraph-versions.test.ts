// @vitest-environment happy-dom
/** "Another version of this paragraph" on the review and held cards (issue 27, point 3). */
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import type { CardModel } from '@/lib/model/card-model';
import { cardActions } from '@/lib/model/testing/fixtures';
import { renderResultCard } from './result-card';
import { waitingText } from './card-text';
import { jobView as job } from '@/lib/model/testing/fixtures';

const render = (model: CardModel) => {
  const a = cardActions();
  const ctx = { doc: document, actions: a, t, theme: 'light' as const, now: Date.now() };
  document.body.replaceChildren(renderResultCard(model, { ...ctx, accept: () => true }));
  return a;
};

const ORIGINAL = 'One two three.\n\nFour five six seven.\n\nEight nine.';
const REWRITE = 'One 2 three.\n\nFour 5 six seven.\n\nEight 9.';

describe('another version of one paragraph, on the card', () => {
  it('while it is sent, the kept parts around the paragraph are not counted as parts', () => {
    const sending = { status: 'sending' as const, chunkCount: 3, chunksDone: 2, keptParts: 2 };
    expect(waitingText(job(sending), 0, t)).toBe(t('cardSending'));
    const long = { ...sending, chunkCount: 4, chunksDone: 3 };
    expect(waitingText(job(long), 0, t)).toBe('Sending chunk 2 of 2…');
  });

  afterEach(() => document.body.replaceChildren());

  it('offers one named button per paragraph, with its cost, and asks for that paragraph', () => {
    const a = render({ kind: 'review', original: ORIGINAL, text: REWRITE, wordsCharged: 9 });
    expect(screen.getByRole('group', { name: /Another version of one paragraph/ })).toBeTruthy();
    const second = screen.getByRole('button', {
      name: 'Another version of paragraph 2, words charged: about 4',
    });
    expect(second.textContent).toBe('2 (about 4)');
    fireEvent.click(second);
    expect(a.another).toHaveBeenCalledWith(1);
    expect(screen.getAllByRole('button', { name: /^Another version of paragraph/ })).toHaveLength(
      3,
    );
  });

  it('on a held card too, but not for a text of one paragraph, nor when they differ, nor on the Original', () => {
    render({
      kind: 'held',
      original: ORIGINAL,
      text: REWRITE,
      wordsCharged: 9,
      findings: ['3 became 2'],
      canReplace: true,
    });
    expect(screen.getByTestId('card-paragraph-3')).toBeTruthy();
    render({ kind: 'review', original: 'One two.', text: 'One 2.', wordsCharged: 2 });
    expect(screen.queryByTestId('card-paragraphs')).toBeNull();
    render({ kind: 'review', original: ORIGINAL, text: 'All in one.', wordsCharged: 9 });
    expect(screen.queryByTestId('card-paragraphs')).toBeNull();
    render({
      kind: 'review',
      original: ORIGINAL,
      text: ORIGINAL,
      wordsCharged: 9,
      versionShown: 0,
      versionCount: 2,
    });
    expect(screen.queryByTestId('card-paragraphs')).toBeNull();
  });
});
