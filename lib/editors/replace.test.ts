import { describe, expect, it } from 'vitest';
import { fakeTarget, instant } from '@/lib/editors/testing/fake-target';
import { replaceSpan } from './replace';

const paths = (writes: string[]) => writes.map((w) => w.split(':')[0]);

const request = (before: string) => ({
  before,
  span: { start: 6, end: 11 },
  replacement: 'big\nplanet',
});

describe('replaceSpan', () => {
  it('stops at the first path whose write verifies', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept', paste: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({
      status: 'replaced',
      path: 'execCommand',
      span: { start: 6, end: 16 },
      before: { text: 'hello world!' },
    });
    expect(fake.value()).toBe('hello big\nplanet!');
    expect(paths(fake.writes)).toEqual(['execCommand']);
  });

  it('moves on when a path is ignored', async () => {
    const fake = fakeTarget('hello world!', { beforeinput: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome.status).toBe('replaced');
    expect(paths(fake.writes)).toEqual(['execCommand', 'paste', 'beforeinput']);
  });

  it('undoes a wrong write before trying the next path', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'garble', paste: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'paste' });
    expect(fake.value()).toBe('hello big\nplanet!');
  });

  it('restores an uncancelled paste that deleted the selection, then writes by the next path', async () => {
    const fake = fakeTarget('hello world!', { paste: 'delete', execCommand: 'accept' });
    fake.target.paths = ['paste', 'execCommand'];
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'execCommand' });
    expect(fake.undos).toEqual(['historyUndo']);
    expect(fake.value()).toBe('hello big\nplanet!');
  });

  it('writes back what a wrong write took when undo cannot, verified, then goes on', async () => {
    const fake = fakeTarget(
      'hello world!',
      { paste: 'delete', execCommand: 'accept' },
      { undoWorks: false },
    );
    fake.target.paths = ['paste', 'execCommand'];
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    // The deleted "world" is written back at its place, then the rewrite goes in.
    expect(fake.writes).toEqual([
      'paste:big\nplanet',
      'paste:world',
      'execCommand:world',
      'execCommand:big\nplanet',
    ]);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'execCommand' });
    expect(fake.value()).toBe('hello big\nplanet!');
  });

  it('stops, never writing on top, when the text cannot be brought back', async () => {
    const fake = fakeTarget(
      'hello world!',
      { paste: 'delete', execCommand: 'accept' },
      { undoWorks: false, refuseAfterFirst: true },
    );
    fake.target.paths = ['paste', 'execCommand'];
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'unverified', path: 'paste' });
    expect(fake.writes.filter((w) => w.endsWith('big\nplanet'))).toEqual(['paste:big\nplanet']);
    expect(fake.value()).toBe('hello !');
  });

  it('stops undoing when an undo moves the text somewhere else (earlier edits survive)', async () => {
    const fake = fakeTarget(
      'hello world!',
      { paste: 'delete' },
      { undoWorks: true, refuseAfterFirst: true },
    );
    fake.target.paths = ['paste'];
    // The editor's history holds an earlier edit under the deletion: undo takes both at once.
    fake.target.undo = (method) => {
      fake.undos.push(method);
      return true;
    };
    const read = fake.target.read;
    let undone = false;
    fake.target.read = () => (undone ? 'hel' : read());
    const undo = fake.target.undo;
    fake.target.undo = (m) => ((undone = true), undo(m));
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(fake.undos).toEqual(['historyUndo']);
    expect(outcome.status).toBe('unverified');
  });

  it('reports rejected, text untouched, when no path takes the text', async () => {
    const fake = fakeTarget('hello world!', {});
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'rejected', tried: ['execCommand', 'paste', 'beforeinput'] });
    expect(fake.value()).toBe('hello world!');
  });

  it('writes nothing when the text changed since capture', async () => {
    const fake = fakeTarget('hello world! typed', { execCommand: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'changed' });
    expect(fake.writes).toEqual([]);
  });

  it('tries the preferred path first', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept', paste: 'accept' });
    const outcome = await replaceSpan(
      fake.target,
      { ...request('hello world!'), prefer: ['paste'] },
      instant,
    );
    expect(outcome).toMatchObject({ path: 'paste' });
  });

  it('writes a one-line version into a single-line input', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept' });
    const target = { ...fake.target, singleLine: true };
    const outcome = await replaceSpan(target, request('hello world!'), instant);
    expect(outcome).toMatchObject({ status: 'replaced', span: { start: 6, end: 16 } });
    expect(fake.value()).toBe('hello big planet!');
  });

  it('a write that merges paragraphs is not verified, however right its text', async () => {
    // The text reads right, but where paragraphs were there is now a line break.
    const fake = fakeTarget('one two\nthree four', { execCommand: 'accept', paste: 'accept' });
    const breaks = () => (fake.writes.length === 1 ? 'b' : 'p');
    const target = { ...fake.target, readBreaks: breaks, paths: ['execCommand', 'paste'] as const };
    const outcome = await replaceSpan(
      target,
      { before: 'one two\nthree four', span: { start: 4, end: 13 }, replacement: 'TWO\nTHREE' },
      instant,
    );
    expect(fake.undos).toEqual(['historyUndo']);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'paste' });
  });
});

describe('replaceSpan when the page moves the focus away (hostile page)', () => {
  it('sends nothing once the focus left the field: moved, the text intact', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept' }, { hostile: { at: 1 } });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'moved', intact: true, gone: false });
    expect(fake.writes).toEqual([]);
    expect(fake.value()).toBe('hello world!');
  });

  it('never goes on to the next path after a move (no value setter behind its back)', async () => {
    const fake = fakeTarget('hello world!', { paste: 'accept' }, { hostile: { at: 2 } });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'moved', intact: true, gone: false });
    expect(fake.writes).toEqual(['execCommand:big\nplanet']);
  });

  it('a field removed from the page: moved, not intact (the card keeps the original)', async () => {
    const fake = fakeTarget(
      'hello world!',
      { execCommand: 'accept' },
      { hostile: { at: 1, removes: true } },
    );
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'moved', intact: false, gone: true });
  });

  it('a field already gone before the write: nothing is tried', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'accept' });
    (fake.target.element as { isConnected: boolean }).isConnected = false;
    expect(await replaceSpan(fake.target, request('hello world!'), instant)).toEqual({
      status: 'moved',
      intact: false,
      gone: true,
    });
    expect(fake.writes).toEqual([]);
  });
});
