// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import type { CardModel } from '@/lib/model/card-model';
import { cardActions } from '@/lib/model/testing/fixtures';
import { createChangePicks } from './change-picker';
import { renderResultCard } from './result-card';

const ORIGINAL = 'We utilize the tool daily. It is very good and we like it a lot.';
const REWRITE = 'We use the tool daily. It is good, and we like it.';

function draw(model: CardModel, accept = () => true, picks = createChangePicks()) {
  const actions = cardActions();
  const ctx = { doc: document, actions, t, theme: 'light' as const, now: 0, accept, picks };
  document.body.replaceChildren(renderResultCard(model, ctx));
  return { actions, redraw: () => draw(model, accept, picks) };
}

const review: CardModel = { kind: 'review', original: ORIGINAL, text: REWRITE, wordsCharged: 9 };
const toggles = () => [...document.querySelectorAll<HTMLElement>('button.change')];
const replaced = (actions: ReturnType<typeof cardActions>) =>
  (actions.tryReplace as Mock).mock.calls.at(-1);

describe('change by change', () => {
  afterEach(() => document.body.replaceChildren());

  it('makes each change a toggle that says what it is and whether it is taken', () => {
    draw(review);
    expect(toggles().map((b) => b.querySelector('.sr-only')!.textContent)).toEqual([
      "Change 1 of 3: 'utilize' to 'use', taken",
      "Change 2 of 3: 'very good' to 'good,', taken",
      "Change 3 of 3: 'it a lot.' to 'it.', taken",
    ]);
    expect(toggles().every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
    expect(toggles().every((b) => b.tagName === 'BUTTON' && b.tabIndex >= 0)).toBe(true);
    expect(screen.getByTestId('card-changes').textContent).toContain('utilize');
  });

  it('Replace writes the rewrite when all are taken and the merge when one is left', () => {
    const { actions } = draw(review);
    fireEvent.click(screen.getByTestId('card-replace'));
    expect(replaced(actions)).toEqual([undefined]);
    fireEvent.click(screen.getByTestId('card-change-2'));
    expect(screen.getByTestId('card-change-2').querySelector('.sr-only')!.textContent).toBe(
      "Change 2 of 3: 'very good' to 'good,', left out",
    );
    expect(screen.getByTestId('card-change-2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(screen.getByTestId('card-replace'));
    expect(replaced(actions)).toEqual(['We use the tool daily. It is very good and we like it.']);
  });

  it('Leave all gives the original, Take all the rewrite; a re-draw keeps the picks', () => {
    const { actions, redraw } = draw(review);
    fireEvent.click(screen.getByTestId('card-leave-all'));
    expect(toggles().map((b) => b.getAttribute('aria-pressed'))).toEqual([
      'false',
      'false',
      'false',
    ]);
    fireEvent.click(screen.getByTestId('card-replace'));
    expect(replaced(actions)).toEqual([ORIGINAL]);
    fireEvent.click(screen.getByTestId('card-take-all'));
    fireEvent.click(screen.getByTestId('card-change-1'));
    const again = redraw();
    expect(toggles().map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true', 'true']);
    fireEvent.click(screen.getByTestId('card-replace'));
    expect(replaced(again.actions)).toEqual([
      'We utilize the tool daily. It is good, and we like it.',
    ]);
  });

  it('counts only the clicks the card accepts (the click gate)', () => {
    draw(review, () => false);
    fireEvent.click(screen.getByTestId('card-change-1'));
    fireEvent.click(screen.getByTestId('card-leave-all'));
    expect(toggles().every((b) => b.getAttribute('aria-pressed') === 'true')).toBe(true);
  });

  it('works the same on the held card: Replace anyway writes the merge', () => {
    const { actions } = draw({
      kind: 'held',
      original: 'Sales rose 15% in May.',
      text: 'Sales rose 20% in June.',
      wordsCharged: 5,
      findings: ['15% became 20%'],
      canReplace: true,
    });
    expect(toggles()).toHaveLength(2);
    fireEvent.click(screen.getByTestId('card-change-1'));
    fireEvent.click(screen.getByTestId('card-replace-anyway'));
    expect(replaced(actions)).toEqual(['Sales rose 15% in June.']);
  });

  it('says an addition, a removal and a change of spacing in plain words', () => {
    draw({
      ...review,
      original: 'One two.\nThree four five',
      text: 'One new two.\n\nThree four',
    });
    const labels = toggles().map((b) => b.querySelector('.sr-only')!.textContent);
    expect(labels).toContain("Change 1 of 3: added 'new', taken");
    expect(labels).toContain('Change 2 of 3: spacing or line breaks changed, taken');
    expect(labels).toContain("Change 3 of 3: removed 'five', taken");
  });
});
