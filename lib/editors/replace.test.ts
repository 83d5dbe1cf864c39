import { describe, expect, it } from 'vitest';
import type { EditableTarget, WritePath } from './editable-target';
import { replaceSpan, type Waiter } from './replace';
import type { Span } from './span';

/** Resolves at once: the fake editors below react synchronously. */
const instant: Waiter = { until: async (done) => done(), tick: async () => undefined };

type Behaviour = 'accept' | 'ignore' | 'garble';

/** A fake editor whose paths accept, ignore or garble a write; undo pops its history. */
function fakeTarget(
  text: string,
  behaviours: Partial<Record<WritePath, Behaviour>>,
  undoWorks = true,
) {
  let value = text;
  let sel: Span = { start: 0, end: 0 };
  const history: string[] = [];
  const writes: WritePath[] = [];
  const target: EditableTarget = {
    family: 'fake',
    element: {} as HTMLElement,
    singleLine: false,
    paths: ['execCommand', 'paste', 'beforeinput'],
    read: () => value,
    selection: () => sel,
    select: (span) => {
      sel = span;
    },
    write(path, t) {
      writes.push(path);
      const behaviour = behaviours[path] ?? 'ignore';
      if (behaviour === 'ignore') return;
      history.push(value);
      const inserted = behaviour === 'garble' ? t.replace(/\n/g, '') : t;
      value = value.slice(0, sel.start) + inserted + value.slice(sel.end);
    },
    undo() {
      if (undoWorks) value = history.pop() ?? value;
    },
  };
  return { target, writes, value: () => value };
}

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
    });
    expect(fake.value()).toBe('hello big\nplanet!');
    expect(fake.writes).toEqual(['execCommand']);
  });

  it('moves on when a path is ignored', async () => {
    const fake = fakeTarget('hello world!', { beforeinput: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome.status).toBe('replaced');
    expect(fake.writes).toEqual(['execCommand', 'paste', 'beforeinput']);
  });

  it('undoes a wrong write before trying the next path', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'garble', paste: 'accept' });
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'paste' });
    expect(fake.value()).toBe('hello big\nplanet!');
  });

  it('never writes on top of a wrong write it could not undo', async () => {
    const fake = fakeTarget('hello world!', { execCommand: 'garble', paste: 'accept' }, false);
    const outcome = await replaceSpan(fake.target, request('hello world!'), instant);
    expect(outcome).toEqual({ status: 'unverified', path: 'execCommand' });
    expect(fake.writes).toEqual(['execCommand']);
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
});
