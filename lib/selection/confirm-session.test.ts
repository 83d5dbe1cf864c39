// @vitest-environment happy-dom
/**
 * The card's side of "the user decides how many words a click spends" (issue 16): over the
 * threshold, the background holds the capture and the card asks; only its confirm action
 * queues it, Cancel and closing drop it, and a capture the background lost says so.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createInPageController } from './in-page-controller';
import { done, setup, textarea } from '@/lib/selection/testing/session-harness';

describe('a capture over the words threshold', () => {
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('says whether the whole field was taken because nothing was selected', async () => {
    textarea('All of this field.', 3, 3);
    const { controller } = setup();
    expect(await controller['content.capture']({ captureId: 'c1' })).toMatchObject({
      ok: true,
      text: 'All of this field.',
      wholeField: true,
    });
    textarea('All of this field.', 0, 3);
    expect(await controller['content.capture']({ captureId: 'c2' })).toMatchObject({
      text: 'All',
      wholeField: false,
    });
  });

  it('shows the count and queues nothing until the confirm action; then follows the job', async () => {
    const t = textarea('Keep. Rewrite me please. Keep.', 6, 24);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    expect(
      await controller['content.confirm']({ captureId: 'c1', words: 1200, requests: 1 }),
    ).toEqual({ ok: true });
    expect(last().model).toEqual({ kind: 'confirm', words: 1200, requests: 1 });
    expect(last().focused).toBe(true);
    expect(deps.confirmCapture).not.toHaveBeenCalled();

    last().actions.confirm();
    await settle();
    expect(deps.confirmCapture).toHaveBeenCalledWith('c1');
    expect(last().model).toMatchObject({ kind: 'waiting', job: { id: 'job-1' } });
    await controller['content.jobUpdate']({ job: done('New words.') });
    await settle();
    expect(t.value).toBe('Keep. New words. Keep.');
    expect(deps.discardCapture).not.toHaveBeenCalled();
  });

  it('Cancel drops the held capture: nothing queued, the card says cancelled', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, deps, last, settle } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.confirm']({ captureId: 'c1', words: 25_009, requests: 3 });
    last().actions.cancel();
    await settle();
    expect(deps.discardCapture).toHaveBeenCalledWith('c1');
    expect(deps.confirmCapture).not.toHaveBeenCalled();
    expect(deps.cancelJob).not.toHaveBeenCalled();
    expect(last().model).toEqual({ kind: 'cancelled' });
    // A later confirm on that card does nothing.
    last().actions.confirm();
    await settle();
    expect(deps.confirmCapture).not.toHaveBeenCalled();
  });

  it('closing the card, or the page taking it away, drops the held capture', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, deps, cards } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.confirm']({ captureId: 'c1', words: 2000, requests: 1 });
    cards[0]!.actions.close();
    expect(deps.discardCapture).toHaveBeenCalledWith('c1');

    await controller['content.capture']({ captureId: 'c2' });
    await controller['content.confirm']({ captureId: 'c2', words: 2000, requests: 1 });
    cards[1]!.lose!();
    expect(deps.discardCapture).toHaveBeenCalledWith('c2');
    expect(deps.confirmCapture).not.toHaveBeenCalled();
  });

  it('a capture the background no longer holds: the card says to try again', async () => {
    textarea('Rewrite me please.', 0, 18);
    const expired = 'This text is no longer waiting to be sent. Humanize it again.';
    const { controller, last, settle } = setup({
      confirm: async () => {
        throw new Error(expired);
      },
    });
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.confirm']({ captureId: 'c1', words: 2000, requests: 1 });
    last().actions.confirm();
    await settle();
    expect(last().model).toEqual({ kind: 'notice', message: expired });
  });

  it('a notice for a later action does not take a waiting confirm card away', async () => {
    textarea('Rewrite me please.', 0, 18);
    const { controller, cards } = setup();
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.confirm']({ captureId: 'c1', words: 2000, requests: 1 });
    await controller['content.notice']({ message: 'Nothing to humanize.' });
    expect(cards[0]!.removed).toBe(false);
    expect(cards[0]!.model).toMatchObject({ kind: 'confirm' });
  });

  it('answers not ok for a capture it does not know', async () => {
    const { controller } = setup();
    expect(await controller['content.confirm']({ captureId: 'zz', words: 2, requests: 1 })).toEqual(
      { ok: false },
    );
  });
});

describe('the Google Docs bridge', () => {
  it('is never asked unless the background says Docs support is on', async () => {
    textarea('Plain field text.', 0, 5);
    const { deps } = setup();
    const asyncCapture = vi.fn(async () => null);
    const controller = createInPageController(document, [], deps, asyncCapture);
    await controller['content.capture']({ captureId: 'c1' });
    await controller['content.capture']({ captureId: 'c2', googleDocs: false });
    expect(asyncCapture).not.toHaveBeenCalled();
    await controller['content.capture']({ captureId: 'c3', googleDocs: true, fallbackText: 'x' });
    expect(asyncCapture).toHaveBeenCalledWith('x');
  });
});
