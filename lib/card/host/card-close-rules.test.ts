import { describe, expect, it } from 'vitest';
import { pendingJob } from '@/lib/selection/session-deps';
import { staysOnNewAction } from './card-close-rules';
import type { CardModel } from '../../model/card-model';

const error = { kind: 'server_error' as const, message: 'Down', action: 'retry' as const };

describe('which cards a new action closes', () => {
  it.each<[string, CardModel]>([
    ['still working', { kind: 'waiting', job: pendingJob('Some text.', 0) }],
    ['writing', { kind: 'replacing' }],
    ['asking to confirm', { kind: 'confirm', words: 2000, requests: 1 }],
    ['in review', { kind: 'review', original: 'a', text: 'b', wordsCharged: 1 }],
    [
      "offering the user's original after a write went wrong",
      {
        kind: 'result',
        text: 'b',
        wordsCharged: 1,
        reason: 'not_submitted',
        canReplace: true,
        original: 'a',
      },
    ],
    ['offering a text it could not queue or restore', { kind: 'notice', message: 'm', text: 'a' }],
  ])('a card %s stays', (_, model) => {
    expect(staysOnNewAction(model)).toBe(true);
  });

  it.each<[string, CardModel]>([
    ['replaced', { kind: 'replaced', wordsCharged: 3, restored: false }],
    ['restored', { kind: 'replaced', wordsCharged: 3, restored: true }],
    [
      'showing a rewrite of read-only text',
      { kind: 'result', text: 'b', wordsCharged: 1, reason: 'readonly', canReplace: false },
    ],
    [
      'showing a rewrite it could not write (the text changed)',
      { kind: 'result', text: 'b', wordsCharged: 1, reason: 'changed', canReplace: true },
    ],
    ['failed', { kind: 'failed', error, failedAt: 0 }],
    ['cancelled', { kind: 'cancelled' }],
    ['with a plain notice', { kind: 'notice', message: 'Select some text first.' }],
  ])('a finished card (%s) closes', (_, model) => {
    expect(staysOnNewAction(model)).toBe(false);
  });
});
