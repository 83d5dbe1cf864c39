// @vitest-environment happy-dom
/**
 * "Another version of this paragraph" in the page (issue 27, point 3): the session sends the
 * paragraph picked with the version shown (the newest or an earlier one, never the Original),
 * and a paragraph over the threshold is asked about and then sent as that paragraph.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

const ORIGINAL = 'Sales rose.\n\nCosts fell.';

async function review() {
  const t = textarea(ORIGINAL, 0, ORIGINAL.length);
  const h = setup();
  await h.controller['content.capture']({ captureId: 'c1' });
  await h.controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
  const versions = [
    { id: 'job-0', text: 'Sales went up.\n\nCosts dropped.', wordsCharged: 4, parts: 1 },
  ];
  await h.controller['content.jobUpdate']({
    job: done('Sales grew.\n\nCosts shrank.', { check: { findings: [] }, versions }),
  });
  await h.settle();
  return { t, ...h };
}

describe('in-page sessions: another version of one paragraph', () => {
  beforeEach(resetPage);

  it('sends the paragraph with the version shown: the newest, then an earlier one', async () => {
    const h = await review();
    h.last().actions.another(1);
    await h.settle();
    expect(h.deps.anotherVersion).toHaveBeenLastCalledWith('job-1', false, {
      index: 1,
      versionId: 'job-1',
    });
    expect(h.last().model).toMatchObject({ kind: 'waiting', job: { id: 'job-3' } });
  });

  it('an earlier version shown: its id goes along; the Original: nothing is sent', async () => {
    const h = await review();
    h.last().actions.previousVersion();
    h.last().actions.another(0);
    await h.settle();
    expect(h.deps.anotherVersion).toHaveBeenLastCalledWith('job-1', false, {
      index: 0,
      versionId: 'job-0',
    });
    const h2 = await review();
    h2.last().actions.previousVersion();
    h2.last().actions.previousVersion();
    expect(h2.last().model).toMatchObject({ versionShown: 0 });
    vi.mocked(h2.deps.anotherVersion).mockClear();
    h2.last().actions.another(0);
    await h2.settle();
    expect(h2.deps.anotherVersion).not.toHaveBeenCalled();
  });

  it('over the threshold it asks, and Send sends that paragraph, not the whole text', async () => {
    const h = await review();
    vi.mocked(h.deps.anotherVersion).mockResolvedValueOnce({
      confirm: { words: 1500, requests: 1 },
    });
    h.last().actions.another(1);
    await h.settle();
    expect(h.last().model).toEqual({ kind: 'confirm', words: 1500, requests: 1 });
    h.last().actions.confirm();
    await h.settle();
    expect(h.deps.anotherVersion).toHaveBeenLastCalledWith('job-1', true, {
      index: 1,
      versionId: 'job-1',
    });
  });
});
