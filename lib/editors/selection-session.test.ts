// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Captured } from './capture';
import type { EditableTarget } from './editable-target';
import { fakeTarget } from '@/test/unit/editors/fake-target';
import { done, instant, job, setup, textarea } from '@/test/unit/editors/session-harness';
import { SelectionSession } from './selection-session';
import type { Span } from './span';

describe('in-page sessions', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
    document.getSelection()?.removeAllRanges();
  });

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
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
    await controller['content.jobUpdate']({ job: done('TWO') });
    await settle();
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
    const { controller, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
    await controller['content.jobUpdate']({ job: done('TWO') });
    await settle();
    last().actions.close();
    expect(last().removed).toBe(true);
    expect(controller.sessions()).toHaveLength(0);
    expect(t.value).toBe('One two three.');
  });

  it('shows a failure with its action, and Retry follows the new job', async () => {
    const t = textarea('One two three.', 4, 7);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    const error = { kind: 'network' as const, message: 'Offline.', action: 'retry' as const };
    await controller['content.jobUpdate']({ job: job({ status: 'failed', error, finishedAt: 5 }) });
    expect(last().model).toEqual({ kind: 'failed', error, failedAt: 5 });
    last().actions.retry();
    await settle();
    expect(deps.retryJob).toHaveBeenCalledWith('job-1');
    expect(last().model).toMatchObject({ kind: 'waiting', job: { id: 'job-2' } });
    await controller['content.jobUpdate']({ job: done('TWO', { id: 'job-2' }) });
    await settle();
    expect(t.value).toBe('One TWO three.');
  });

  it('Cancel asks the background; Close removes the card', async () => {
    textarea('One two three.', 4, 7);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    last().actions.cancel();
    await settle();
    expect(deps.cancelJob).toHaveBeenCalledWith('job-1');
    last().actions.close();
    expect(last().removed).toBe(true);
    expect(controller.sessions()).toHaveLength(0);
  });

  it('a card that cannot mount hands the job to the background and writes nothing', async () => {
    const t = textarea('One two three.', 4, 7);
    const { controller, deps, settle } = setup({ mountFails: true });
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await settle();
    expect(deps.cardUnavailable).toHaveBeenCalledWith('job-1');
    expect(controller.sessions()).toHaveLength(0);
    await controller['content.jobUpdate']({ job: done('New words here.') });
    await settle();
    expect(t.value).toBe('One two three.');
  });

  it('a card the page removes later does the same, once', async () => {
    textarea('One two three.', 4, 7);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    last().lose?.();
    last().lose?.();
    await settle();
    expect(deps.cardUnavailable).toHaveBeenCalledTimes(1);
    expect(controller.sessions()).toHaveLength(0);
  });

  it('keeps one card per target: a second action on the same field replaces the first card', async () => {
    textarea('One two three.', 4, 7);
    const { controller, cards } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    await controller['content.capture']({ captureId: 'c2' });
    await controller['content.attach']({
      captureId: 'c2',
      job: job({ id: 'job-2' }),
      mode: 'replace',
    });
    expect(cards).toHaveLength(2);
    expect(cards[0]!.removed).toBe(true);
    expect(cards[1]!.removed).toBe(false);
    expect(controller.sessions().map((s) => s.jobId)).toEqual(['job-2']);
  });

  it('refuses to attach an unknown capture', async () => {
    const { controller } = setup();
    expect(
      await controller['content.attach']({ captureId: 'nope', job: job(), mode: 'replace' }),
    ).toEqual({
      ok: false,
    });
  });
});

describe('Restore original', () => {
  /** An editor with its own history: write pushes, undo pops (unless it ignores undo). */
  function historyTarget(text: string, undoWorks: boolean) {
    let value = text;
    let sel: Span = { start: 0, end: 0 };
    const history: string[] = [];
    const log: string[] = [];
    const target: EditableTarget = {
      family: 'fake',
      element: document.body,
      singleLine: false,
      paths: ['paste'],
      read: () => value,
      selection: () => sel,
      select: (span) => void (sel = span),
      write(path, t) {
        log.push(`write:${t}`);
        history.push(value);
        value = value.slice(0, sel.start) + t + value.slice(sel.end);
        return true;
      },
      undoMethods: ['historyUndo'],
      undo() {
        log.push('undo');
        if (undoWorks) value = history.pop() ?? value;
        return undoWorks;
      },
    };
    return { target, log, value: () => value, type: (v: string) => void (value = v) };
  }

  async function rewritten(fake: ReturnType<typeof historyTarget>) {
    const { deps, last, settle } = setup();
    const before = fake.value();
    const span = { start: 6, end: 11 };
    const captured: Captured = {
      kind: 'editable',
      target: fake.target,
      before,
      span,
      text: before.slice(span.start, span.end),
    };
    const session = new SelectionSession(captured, 'replace', job(), deps, () => undefined);
    await session.onJob(done('big\nplanet'));
    expect(fake.value()).toBe('Hello big\nplanet!');
    return { last, settle };
  }

  it("takes the rewrite back with the editor's own undo when it is the last change", async () => {
    const fake = historyTarget('Hello world!', true);
    const { last, settle } = await rewritten(fake);
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'undo']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });

  it('writes the original back when the undo changes nothing', async () => {
    const fake = historyTarget('Hello world!', false);
    const { last, settle } = await rewritten(fake);
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'undo', 'write:world']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });

  it('does not undo over later edits: writes the original over the rewrite instead', async () => {
    const fake = historyTarget('Hello world!', true);
    const { last, settle } = await rewritten(fake);
    fake.type('Oh. Hello big\nplanet!');
    last().actions.restore();
    await settle();
    expect(fake.value()).toBe('Oh. Hello world!');
    expect(fake.log).toEqual(['write:big\nplanet', 'write:world']);
  });

  it('a second Restore does nothing: it does not write the original over the same words elsewhere', async () => {
    // The rewrite ("planet") also stands later in the text, where a stale record of the
    // write would find it and put the original ("world") there.
    const fake = historyTarget('Hello world, small planet.', true);
    const { deps, last, settle } = setup();
    const span = { start: 6, end: 11 };
    const captured: Captured = {
      kind: 'editable',
      target: fake.target,
      before: fake.value(),
      span,
      text: 'world',
    };
    const session = new SelectionSession(captured, 'replace', job(), deps, () => undefined);
    await session.onJob(done('planet'));
    expect(fake.value()).toBe('Hello planet, small planet.');
    const restore = last().actions.restore;
    restore();
    await settle();
    expect(fake.value()).toBe('Hello world, small planet.');
    restore();
    await settle();
    expect(fake.value()).toBe('Hello world, small planet.');
    expect(fake.log).toEqual(['write:planet', 'undo']);
    expect(last().model).toMatchObject({ kind: 'replaced', restored: true });
  });
});

describe('a write that goes wrong', () => {
  async function humanizeIn(fake: ReturnType<typeof fakeTarget>) {
    const { deps, last } = setup();
    const before = fake.value();
    const span = { start: 6, end: 11 };
    const captured: Captured = {
      kind: 'editable',
      target: fake.target,
      before,
      span,
      text: before.slice(span.start, span.end),
    };
    const sleep = vi.spyOn(instant, 'sleep');
    const session = new SelectionSession(captured, 'replace', job(), deps, () => undefined);
    await session.onJob(done('big\nplanet'));
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

describe('the card from the capture on', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('shows the card at capture, before the job exists, then follows the attached job', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, cards, last } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    expect(cards).toHaveLength(1);
    expect(last().model).toMatchObject({ kind: 'waiting', job: { id: '' } });
    // An update for the (not yet attached) job is held, not lost.
    await controller['content.jobUpdate']({ job: job({ status: 'sending' }) });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    expect(cards).toHaveLength(1);
    expect(last().model).toMatchObject({
      kind: 'waiting',
      job: { id: 'job-1', status: 'sending' },
    });
  });

  it('a card the page removed before the job existed is reported with the job once attached', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, deps, last } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    last().lose!();
    expect(deps.cardUnavailable).not.toHaveBeenCalled();
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    expect(deps.cardUnavailable).toHaveBeenCalledWith('job-1');
  });

  it('Cancel pressed before the job existed cancels it once attached, and the card stays cancelled', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    last().actions.cancel();
    await settle();
    expect(last().model).toEqual({ kind: 'cancelled' });
    await controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
    expect(deps.cancelJob).toHaveBeenCalledWith('job-1');
    expect(last().model).toEqual({ kind: 'cancelled' });
  });

  it('a notice after the capture (the text could not be queued) takes the early card away', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, cards } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.notice']({ message: 'Storage is full.', text: 'Rewrite me please.' });
    expect(cards[0]!.removed).toBe(true);
  });
});
