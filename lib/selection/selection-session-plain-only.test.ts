// @vitest-environment happy-dom
/**
 * An editor that cannot keep the selection's formatting (EditableTarget.losesFormatting: a rich
 * editor without a formatted write): nothing is written when the rewrite arrives, the card says
 * why and offers "Replace as plain text"; only that press writes (issue 25: a mark is never
 * lost silently).
 */
import { describe, expect, it } from 'vitest';
import { fakeTarget } from '@/lib/editors/testing/fake-target';
import { rewriteWorld } from '@/lib/selection/testing/selection-session-fixtures';

describe('a selection whose formatting the editor cannot keep', () => {
  it('is written only once the user chose plain text on the card', async () => {
    const fake = fakeTarget('Hello world!', { paste: 'accept' });
    fake.target.paths = ['paste'];
    const asked: Array<{ start: number; end: number }> = [];
    fake.target.losesFormatting = (span) => (asked.push(span), true);
    const { last, settle } = await rewriteWorld(fake.target, 'planet');
    expect(asked).toEqual([{ start: 6, end: 11 }]);
    expect(fake.value()).toBe('Hello world!');
    expect(last().model).toMatchObject({ kind: 'result', reason: 'plain_only', text: 'planet' });
    last().actions.tryReplace();
    await settle();
    expect(fake.value()).toBe('Hello planet!');
    expect(last().model).toMatchObject({ kind: 'replaced', restored: false });
  });

  it('is written at once where the selection holds none', async () => {
    const fake = fakeTarget('Hello world!', { paste: 'accept' });
    fake.target.paths = ['paste'];
    fake.target.losesFormatting = () => false;
    const { last } = await rewriteWorld(fake.target, 'planet');
    expect(fake.value()).toBe('Hello planet!');
    expect(last().model).toMatchObject({ kind: 'replaced' });
  });
});
