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

describe('resultAfterWrite names what was observed', () => {
  it('the editor refused the text', () => {
    expect(resultAfterWrite({ status: 'rejected', tried: ['paste'] }, 'x').reason).toBe('rejected');
  });

  it('the target left the page: gone, and the original offered when it went with it', () => {
    expect(resultAfterWrite({ status: 'moved', intact: false, gone: true }, 'my words')).toEqual({
      reason: 'gone',
      original: 'my words',
    });
  });

  it('the page moved the focus: moved, the original offered only if a partial write stayed', () => {
    expect(resultAfterWrite({ status: 'moved', intact: true, gone: false }, 'x')).toEqual({
      reason: 'moved',
    });
    expect(resultAfterWrite({ status: 'moved', intact: false, gone: false }, 'x')).toEqual({
      reason: 'moved',
      original: 'x',
    });
  });

  it('the editor dropped words: the original is always offered, even when put back', () => {
    expect(resultAfterWrite({ status: 'dropped', intact: true }, 'my words')).toEqual({
      reason: 'dropped',
      original: 'my words',
    });
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
