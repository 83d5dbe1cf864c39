// @vitest-environment happy-dom
/**
 * A write the editor does not take as asked: the card says whether the field was restored,
 * and offers the user's original beside the rewrite when it could not be.
 */
import { describe, expect, it, vi } from 'vitest';
import { fakeTarget } from '@/lib/editors/testing/fake-target';
import { instant } from '@/lib/selection/testing/session-harness';
import { rewriteWorld } from '@/lib/selection/testing/selection-session-fixtures';

describe('a write that goes wrong', () => {
  async function humanizeIn(fake: ReturnType<typeof fakeTarget>) {
    const sleep = vi.spyOn(instant, 'sleep');
    const { last } = await rewriteWorld(fake.target, 'big\nplanet');
    return { model: last().model, sleep };
  }

  it('restored by the editor: the card says so and needs no original', async () => {
    const fake = fakeTarget('Hello world!', { paste: 'delete' });
    fake.target.paths = ['paste'];
    const { model } = await humanizeIn(fake);
    expect(fake.value()).toBe('Hello world!');
    expect(model).toMatchObject({ kind: 'result', reason: 'rejected' });
    expect(model).not.toHaveProperty('original');
  });

  it('not restorable: the card offers the user original beside the rewrite', async () => {
    const fake = fakeTarget(
      'Hello world!',
      { paste: 'delete' },
      { undoWorks: false, refuseAfterFirst: true },
    );
    fake.target.paths = ['paste'];
    const { model, sleep } = await humanizeIn(fake);
    expect(fake.value()).toBe('Hello !');
    expect(model).toMatchObject({
      kind: 'result',
      reason: 'unverified',
      text: 'big\nplanet',
      original: 'world',
    });
    // The write waited out the undo group of the keystrokes before the action.
    expect(sleep.mock.calls[0]![0]).toBeGreaterThan(1000);
  });
});
