// @vitest-environment happy-dom
/**
 * The card of an in-page session once its job is attached: a failure with Retry, Cancel and
 * Close, a card that cannot mount or that the page removes (the background takes the job
 * over), one card per field, and no attach without a capture. Before the job exists:
 * selection-session-early-card.test.ts.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

describe('in-page sessions: the card', () => {
  beforeEach(resetPage);

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
