// @vitest-environment happy-dom
/**
 * The card from the capture on, before the background has made a job of it: it shows at
 * once, and what the user or the page does to it meanwhile carries over to the attached job.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

describe('the card from the capture on', () => {
  beforeEach(resetPage);

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
