// @vitest-environment happy-dom
/**
 * What a finished job does to the page: in replace mode it writes over an unchanged field
 * (and Restore takes it back), never over one edited meanwhile or a read-only one; in review
 * mode nothing is written until Replace. The card's own life: selection-session-card.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

type Session = ReturnType<typeof setup>;

/** The user's action on the page's selection, then the job done with `rewrite`. */
async function finish(session: Session, mode: 'replace' | 'review', rewrite: string) {
  await session.controller['content.capture']({ captureId: 'c1' });
  await session.controller['content.attach']({ captureId: 'c1', job: job(), mode });
  await session.controller['content.jobUpdate']({ job: done(rewrite) });
  await session.settle();
}

describe('in-page sessions: the result', () => {
  beforeEach(resetPage);

  it('replaces an unchanged field when the job is done, and restores the original', async () => {
    const t = textarea('Keep this. Rewrite me please. Keep that.', 11, 29);
    const { controller, last, settle } = setup();
    const capture = await controller['content.capture']({ captureId: 'c1' });
    expect(capture).toMatchObject({
      ok: true,
      text: 'Rewrite me please.',
      editable: true,
      family: 'textarea',
    });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    expect(last().model).toMatchObject({ kind: 'waiting' });
    await controller['content.jobUpdate']({ job: done('New words here.') });
    await settle();
    expect(t.value).toBe('Keep this. New words here. Keep that.');
    expect(last().model).toEqual({ kind: 'replaced', wordsCharged: 3, restored: false });
    last().actions.restore();
    await settle();
    expect(t.value).toBe('Keep this. Rewrite me please. Keep that.');
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });

  it('does not write over a field edited meanwhile; Try replace again finds the original', async () => {
    const t = textarea('Alpha beta gamma.', 6, 10);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    t.value = 'Typed first. Alpha beta gamma.';
    await controller['content.jobUpdate']({ job: done('BETA') });
    await settle();
    expect(t.value).toBe('Typed first. Alpha beta gamma.');
    expect(last().model).toMatchObject({
      kind: 'result',
      reason: 'changed',
      text: 'BETA',
      canReplace: true,
    });
    last().actions.tryReplace();
    await settle();
    expect(t.value).toBe('Typed first. Alpha BETA gamma.');
  });

  it('writes the merged text Replace sends in review, and nothing longer than a merge', async () => {
    const t = textarea('Keep. We utilize the tool daily. Keep.', 6, 32);
    const session = setup();
    const { last, settle } = session;
    await finish(session, 'review', 'We use a tool often.');
    expect(last().model).toMatchObject({ kind: 'review' });
    last().actions.tryReplace('x'.repeat(100));
    await settle();
    expect(t.value).toBe('Keep. We utilize the tool daily. Keep.');
    last().actions.tryReplace('We use a tool daily.');
    await settle();
    expect(t.value).toBe('Keep. We use a tool daily. Keep.');
    expect(last().model).toMatchObject({ kind: 'replaced', restored: false });
  });

  it('offers the merged text again when its write could not be done', async () => {
    const t = textarea('Keep. We utilize the tool daily. Keep.', 6, 32);
    const session = setup();
    const { last, settle } = session;
    await finish(session, 'review', 'We use a tool often.');
    t.value = 'Other words now.';
    t.setSelectionRange(0, 0);
    last().actions.tryReplace('We use a tool daily.');
    await settle();
    expect(t.value).toBe('Other words now.');
    expect(last().model).toMatchObject({ kind: 'result', text: 'We use a tool daily.' });
    t.value = 'Keep. We utilize the tool daily. Keep.';
    last().actions.tryReplace();
    await settle();
    expect(t.value).toBe('Keep. We use a tool daily. Keep.');
  });

  it('shows a read-only rewrite in the card and focuses it', async () => {
    document.body.innerHTML = '<p id="p">Some read only words.</p>';
    const range = document.createRange();
    range.selectNodeContents(document.getElementById('p')!);
    document.getSelection()!.addRange(range);
    const { controller, last, settle } = setup();
    expect(await controller['content.capture']({ captureId: 'c1' })).toMatchObject({
      editable: false,
    });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
    await controller['content.jobUpdate']({ job: done('Rewritten.') });
    await settle();
    expect(last().model).toMatchObject({
      kind: 'result',
      reason: 'readonly',
      canReplace: false,
      text: 'Rewritten.',
    });
    expect(last().focused).toBe(true);
    expect(document.getElementById('p')!.textContent).toBe('Some read only words.');
  });

  it('applies an update that arrived before the job was attached', async () => {
    const t = textarea('One two three.', 4, 7);
    const { controller, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.jobUpdate']({ job: done('TWO') });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await settle();
    expect(t.value).toBe('One TWO three.');
  });

  it('ignores stale updates after the job ended, and other jobs', async () => {
    const t = textarea('One two three.', 4, 7);
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
    await controller['content.jobUpdate']({ job: done('TWO') });
    await controller['content.jobUpdate']({ job: job({ status: 'sending' }) });
    await controller['content.jobUpdate']({ job: job({ id: 'other', status: 'failed' }) });
    await settle();
    expect(last().model).toMatchObject({ kind: 'review', text: 'TWO' });
    expect(t.value).toBe('One two three.');
  });

  it('in review, writes nothing until Replace, then writes once through the write path', async () => {
    const t = textarea('One two three.', 4, 7);
    const session = setup();
    const { last, settle } = session;
    await finish(session, 'review', 'TWO');
    expect(last().model).toEqual({ kind: 'review', original: 'two', text: 'TWO', wordsCharged: 3 });
    expect(last().focused).toBe(true);
    expect(t.value).toBe('One two three.');
    last().actions.tryReplace();
    await settle();
    expect(last().model).toMatchObject({ kind: 'replaced', restored: false });
    expect(t.value).toBe('One TWO three.');
  });

  it('in review, Discard closes the card and leaves the field alone', async () => {
    const t = textarea('One two three.', 4, 7);
    const session = setup();
    const { controller, last } = session;
    await finish(session, 'review', 'TWO');
    last().actions.close();
    expect(last().removed).toBe(true);
    expect(controller.sessions()).toHaveLength(0);
    expect(t.value).toBe('One two three.');
  });
});
