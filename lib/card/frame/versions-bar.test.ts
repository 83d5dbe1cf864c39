// @vitest-environment happy-dom
/** The card's versions bar and cost lines (issue 27, points 3 and 4), in review and held cards. */
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import type { CardModel } from '@/lib/model/card-model';
import { cardActions } from '@/lib/model/testing/fixtures';
import { renderResultCard } from './result-card';

const render = (model: CardModel) => {
  const a = cardActions();
  document.body.replaceChildren(
    renderResultCard(model, {
      doc: document,
      actions: a,
      t,
      theme: 'light',
      now: Date.now(),
      accept: () => true,
    }),
  );
  return a;
};

const ORIGINAL = 'one two three four five';
const review = (over: Partial<Extract<CardModel, { kind: 'review' }>> = {}) =>
  render({ kind: 'review', original: ORIGINAL, text: 'one 2 three', wordsCharged: 5, ...over });

describe('the versions of a text on the card', () => {
  afterEach(() => document.body.replaceChildren());

  it('says which version is shown and steps with named buttons', () => {
    const a = review({ versionShown: 2, versionCount: 3 });
    expect(screen.getByTestId('card-version').textContent).toBe('Version 2 of 3');
    expect(screen.getByRole('group', { name: 'Versions of this text' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Previous version' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next version' }));
    expect(a.previousVersion).toHaveBeenCalledTimes(1);
    expect(a.nextVersion).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('card-replace')).toBeTruthy();
  });

  it('the Original is one of them, with nothing to write', () => {
    review({ text: ORIGINAL, versionShown: 0, versionCount: 2 });
    expect(screen.getByTestId('card-version').textContent).toBe('Original');
    expect(
      screen.getByRole('button', { name: 'Previous version' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(screen.queryByTestId('card-replace')).toBeNull();
    expect(screen.getByTestId('card-copy')).toBeTruthy();
  });

  it('no bar for a single rewrite, nor for a count that makes no sense', () => {
    review();
    expect(screen.queryByTestId('card-version')).toBeNull();
    review({ versionShown: 1, versionCount: Number.NaN });
    expect(screen.queryByTestId('card-version')).toBeNull();
  });

  it('says what another version will cost, with the API counter, and what the text cost in all', () => {
    const a = review({ totalCharged: 17 });
    expect(screen.getByTestId('card-another-cost').textContent).toBe(
      'Words charged for another version: about 5',
    );
    expect(screen.getByTestId('card-total-cost').textContent).toBe(
      'Words charged for this text in all: 17',
    );
    fireEvent.click(screen.getByTestId('card-another'));
    expect(a.another).toHaveBeenCalledTimes(1);
    review();
    expect(screen.queryByTestId('card-total-cost')).toBeNull();
  });

  it('the held card steps too and shows the total; the replaced card shows the total', () => {
    render({
      kind: 'held',
      original: ORIGINAL,
      text: 'one 2',
      wordsCharged: 5,
      findings: ['x'],
      canReplace: true,
      versionShown: 1,
      versionCount: 2,
      totalCharged: 10,
    });
    expect(screen.getByTestId('card-version').textContent).toBe('Version 1 of 2');
    expect(screen.getByTestId('card-total-cost').textContent).toMatch(/: 10$/);
    render({ kind: 'replaced', wordsCharged: 5, restored: false, totalCharged: 10 });
    expect(screen.getByTestId('card-total-cost').textContent).toMatch(/: 10$/);
  });
});
