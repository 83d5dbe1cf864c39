import { describe, expect, it } from 'vitest';
import { fakeTarget, instant } from '@/lib/editors/testing/fake-target';
import { differingSpan, restoreText } from './restore-text';

describe('differingSpan', () => {
  it('finds a deleted piece as a collapsed span and the text to put back', () => {
    expect(differingSpan('hello !', 'hello world!')).toEqual({
      span: { start: 6, end: 6 },
      text: 'world',
    });
  });

  it('finds a replaced piece, without overlapping prefix and suffix', () => {
    expect(differingSpan('aXa', 'aYYa')).toEqual({ span: { start: 1, end: 2 }, text: 'YY' });
    expect(differingSpan('aaa', 'aa')).toEqual({ span: { start: 2, end: 3 }, text: '' });
  });
});

describe('restoreText', () => {
  it('uses the editor undo first', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept' });
    fake.target.select({ start: 6, end: 11 });
    fake.target.write('execCommand', 'X');
    expect(await restoreText(fake.target, { text: 'hello world!' }, instant)).toBe(true);
    expect(fake.undos).toEqual(['historyUndo']);
    expect(fake.writes).toEqual(['execCommand:X']);
  });

  it('reports false, and leaves the text, when neither undo nor writing back works', async () => {
    const fake = fakeTarget('hello world!', { paste: 'delete' }, { undoWorks: false });
    fake.target.paths = ['paste'];
    fake.target.select({ start: 6, end: 11 });
    fake.target.write('paste', 'X');
    expect(await restoreText(fake.target, { text: 'hello world!' }, instant)).toBe(false);
    expect(fake.value()).toBe('hello !');
  });
});
