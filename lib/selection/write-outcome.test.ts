import { describe, expect, it } from 'vitest';
import { pauseBeforeWrite, resultAfterWrite, UNDO_GROUP_MS } from './write-outcome';

describe('resultAfterWrite', () => {
  it('offers the original only when the editor could not be restored', () => {
    expect(resultAfterWrite({ status: 'unverified', path: 'paste' }, 'my words')).toEqual({
      reason: 'unverified',
      original: 'my words',
    });
  });

  it('does not offer it when the editor still holds the user text', () => {
    expect(resultAfterWrite({ status: 'rejected', tried: ['paste'] }, 'my words')).toEqual({
      reason: 'rejected',
    });
    expect(resultAfterWrite({ status: 'changed' }, 'my words')).toEqual({ reason: 'changed' });
  });
});

describe('pauseBeforeWrite', () => {
  it('keeps the write out of the undo group of the keystrokes before the capture', () => {
    expect(pauseBeforeWrite(1000, 1000)).toBe(UNDO_GROUP_MS);
    expect(pauseBeforeWrite(1000, 1400)).toBe(UNDO_GROUP_MS - 400);
    expect(pauseBeforeWrite(1000, 1000 + UNDO_GROUP_MS + 5)).toBe(0);
  });

  it('never waits longer than the group, whatever the clock says', () => {
    expect(pauseBeforeWrite(5000, 1000)).toBe(UNDO_GROUP_MS);
  });
});
