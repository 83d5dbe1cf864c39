// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Translate } from '@/lib/i18n/translate';
import type { CardModel } from '../../model/card-model';
import { renderResultCard } from './result-card';
import { cardActions, jobView } from '@/lib/model/testing/fixtures';

/** Answers every key as «key:args», so any wording not taken from the catalogue shows up. */
const keysOnly: Translate = (key, ...subs) => `«${key}${subs.length ? `:${subs.join(',')}` : ''}»`;

const actions = cardActions;
const job = jobView;

const models: CardModel[] = [
  { kind: 'confirm', words: 25_009, requests: 3 },
  { kind: 'confirm', words: 1001, requests: 1 },
  { kind: 'waiting', job: job({ status: 'queued', position: 2, estimatedStartAt: 0 }) },
  { kind: 'waiting', job: job({ status: 'queued' }) },
  { kind: 'waiting', job: job({ status: 'sending', chunkCount: 3 }) },
  { kind: 'waiting', job: job({ status: 'retrying', retryAt: 0 }) },
  { kind: 'waiting', job: job({ status: 'paused' }) },
  { kind: 'replacing' },
  { kind: 'replaced', wordsCharged: 1, restored: false },
  { kind: 'replaced', wordsCharged: 2, restored: false, invisibleRemoved: 1 },
  { kind: 'review', original: '', text: '', wordsCharged: 1, invisibleRemoved: 3 },
  { kind: 'replaced', wordsCharged: 5, restored: true },
  { kind: 'result', text: '', wordsCharged: 3, reason: 'unverified', canReplace: true },
  {
    kind: 'result',
    text: '',
    wordsCharged: 3,
    reason: 'readonly',
    canReplace: false,
    invisibleRemoved: 2,
  },
  {
    kind: 'failed',
    failedAt: Date.now(),
    error: { kind: 'rate_limited', message: '', action: 'wait', retryAfterMs: 30_000 },
  },
  { kind: 'failed', failedAt: 0, error: { kind: 'server_error', message: '', action: 'retry' } },
  {
    kind: 'failed',
    failedAt: 0,
    error: { kind: 'unauthorized', message: '', action: 'open_options' },
  },
  { kind: 'cancelled' },
  { kind: 'notice', message: '', text: '' },
];

describe('the card wording', () => {
  afterEach(() => document.body.replaceChildren());

  it.each(models.map((m) => [m.kind, m] as const))(
    'takes every word of a %s card from the catalogue',
    (_kind, model) => {
      const container = renderResultCard(model, {
        doc: document,
        actions: actions(),
        t: keysOnly,
        theme: 'light',
        now: Date.now(),
        accept: () => true,
      });
      const labels = [...container.querySelectorAll('[aria-label]')].map((el) =>
        el.getAttribute('aria-label'),
      );
      const shown = `${container.textContent} ${labels.join(' ')}`;
      // Nothing but looked-up keys (and the close button's × glyph) is left.
      expect(shown.replace(/«[^»]*»/g, '').replace(/[×\s.]/g, '')).toBe('');
      expect(shown).toContain('«extensionName»');
    },
  );
});
