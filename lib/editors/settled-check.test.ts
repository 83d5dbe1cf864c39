import { describe, expect, it } from 'vitest';
import { fakeTarget, instant } from '@/lib/editors/testing/fake-target';
import type { Waiter } from './waiter';
import { replaceSpan } from './replace';

const ORIGINAL = 'hello world!';
const request = { before: ORIGINAL, span: { start: 6, end: 11 }, replacement: 'big planet' };

/**
 * An editor that shows the write, then renders its own model again on its next frame: the
 * words written are gone from it (Quill 1 written through the browser's editing).
 */
function rendersModelBack(undoWorks = true) {
  const fake = fakeTarget(ORIGINAL, { execCommand: 'accept' }, { undoWorks });
  let rendered = false;
  const read = () => {
    const value = fake.value();
    return rendered && value !== ORIGINAL ? 'hello !' : value;
  };
  const waiter: Waiter = { ...instant, settle: async () => void (rendered = true) };
  return { fake, target: { ...fake.target, read }, waiter };
}

describe('a write that reads as landed, then is rendered away', () => {
  it('is not "replaced": it is taken back and reported as dropped', async () => {
    const editor = rendersModelBack();
    const outcome = await replaceSpan(editor.target, request, editor.waiter);
    expect(outcome).toEqual({ status: 'dropped', intact: true });
    expect(editor.target.read()).toBe(ORIGINAL);
  });

  it('says so when the words could not be brought back either', async () => {
    const editor = rendersModelBack(false);
    expect(await replaceSpan(editor.target, request, editor.waiter)).toEqual({
      status: 'dropped',
      intact: false,
    });
  });

  it('a write that stays is replaced, as before', async () => {
    const fake = fakeTarget(ORIGINAL, { execCommand: 'accept' });
    const outcome = await replaceSpan(fake.target, request, instant);
    expect(outcome).toMatchObject({ status: 'replaced', path: 'execCommand' });
    expect(fake.value()).toBe('hello big planet!');
  });
});
