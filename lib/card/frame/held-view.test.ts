// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/dom';
import { afterEach, describe, expect, it, type Mock } from 'vitest';
import { englishMessages as t } from '@/lib/i18n/english-messages';
import type { CardModel } from '@/lib/model/card-model';
import { cardActions } from '@/lib/model/testing/fixtures';
import { isCardModel } from '../port/card-frame-validators';
import { renderResultCard } from './result-card';

const held = (over: Partial<Extract<CardModel, { kind: 'held' }>> = {}) => {
  const a = cardActions();
  const model: CardModel = {
    kind: 'held',
    original: 'Sales rose 15%.',
    text: 'Sales went up 20%.',
    wordsCharged: 4,
    findings: ['“15%” became “20%” in sentence 1.'],
    canReplace: true,
    ...over,
  };
  expect(isCardModel(model)).toBe(true);
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

describe('a rewrite held back by the meaning check', () => {
  afterEach(() => document.body.replaceChildren());

  it('lists each finding, says nothing was written and what it cost', () => {
    held();
    expect(screen.getByTestId('card-findings').textContent).toBe(
      '“15%” became “20%” in sentence 1.',
    );
    expect(screen.getByTestId('card-status').textContent).toContain('Nothing was written');
    expect(screen.getByTestId('card-words').textContent).toBe('4 words charged');
  });

  it('Replace anyway, Keep my text and Another version ask the session', () => {
    const a = held();
    fireEvent.click(screen.getByTestId('card-replace-anyway'));
    fireEvent.click(screen.getByTestId('card-keep-mine'));
    fireEvent.click(screen.getByTestId('card-another'));
    expect([a.tryReplace, a.close, a.another].map((f) => (f as Mock).mock.calls.length)).toEqual([
      1, 1, 1,
    ]);
  });

  it('an unusable answer says why, and offers no Replace anyway', () => {
    held({ findings: [], unusable: 'unchanged', canReplace: false });
    expect(screen.getByTestId('card-status').textContent).toContain('unchanged');
    expect(screen.queryByTestId('card-replace-anyway')).toBeNull();
    expect(screen.queryByTestId('card-findings')).toBeNull();
  });

  it('a model whose findings are not strings is refused', () => {
    expect(
      isCardModel({
        kind: 'held',
        original: '',
        text: '',
        wordsCharged: 1,
        findings: [1],
        canReplace: false,
      }),
    ).toBe(false);
  });
});
