// @vitest-environment happy-dom
/**
 * The versions of a text on the card (issue 27, points 3 and 4): the card steps between the
 * Original and each rewrite, the one shown is the one Replace writes, the total charged is
 * the API's; Another version over the threshold asks first, and Cancel goes back.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

const ORIGINAL = 'Sales rose this year.';

async function reviewWithVersions() {
  const t = textarea(ORIGINAL, 0, ORIGINAL.length);
  const h = setup();
  await h.controller['content.capture']({ captureId: 'c1' });
  await h.controller['content.attach']({ captureId: 'c1', job: job(), mode: 'review' });
  const versions = [{ id: 'job-0', text: 'Sales went up this year.', wordsCharged: 4, parts: 1 }];
  const newest = done('Sales grew this year.', {
    check: { findings: [] },
    versions,
    chargedBefore: 4,
  });
  await h.controller['content.jobUpdate']({ job: newest });
  await h.settle();
  return { t, ...h };
}

describe('in-page sessions: the versions of a text', () => {
  beforeEach(resetPage);

  it('shows the newest as "2 of 2" with the total the API charged, and steps back to the Original', async () => {
    const h = await reviewWithVersions();
    expect(h.last().model).toMatchObject({
      kind: 'review',
      text: 'Sales grew this year.',
      versionShown: 2,
      versionCount: 2,
      totalCharged: 7,
    });
    h.last().actions.previousVersion();
    expect(h.last().model).toMatchObject({ text: 'Sales went up this year.', versionShown: 1 });
    h.last().actions.previousVersion();
    expect(h.last().model).toMatchObject({ text: ORIGINAL, versionShown: 0 });
    // Past the first there is nothing: it stays on the Original.
    h.last().actions.previousVersion();
    expect(h.last().model).toMatchObject({ versionShown: 0 });
    // The Original has nothing to write.
    h.last().actions.tryReplace();
    await h.settle();
    expect(h.t.value).toBe(ORIGINAL);
  });

  it('Replace writes the version shown', async () => {
    const h = await reviewWithVersions();
    h.last().actions.previousVersion();
    h.last().actions.tryReplace();
    await h.settle();
    expect(h.t.value).toBe('Sales went up this year.');
    expect(h.last().model).toMatchObject({ kind: 'replaced', totalCharged: 7 });
  });

  it('stepping forward again shows the newest as it was decided', async () => {
    const h = await reviewWithVersions();
    h.last().actions.previousVersion();
    h.last().actions.nextVersion();
    h.last().actions.nextVersion();
    expect(h.last().model).toMatchObject({ text: 'Sales grew this year.', versionShown: 2 });
    h.last().actions.tryReplace();
    await h.settle();
    expect(h.t.value).toBe('Sales grew this year.');
  });

  it('Another version over the threshold asks with its count; Cancel goes back, Send sends it', async () => {
    const h = await reviewWithVersions();
    vi.mocked(h.deps.anotherVersion).mockResolvedValueOnce({
      confirm: { words: 1200, requests: 1 },
    });
    h.last().actions.another();
    await h.settle();
    expect(h.last().model).toEqual({ kind: 'confirm', words: 1200, requests: 1 });
    h.last().actions.cancel();
    await h.settle();
    expect(h.last().model).toMatchObject({ kind: 'review', versionShown: 2 });
    expect(h.t.value).toBe(ORIGINAL);

    vi.mocked(h.deps.anotherVersion).mockResolvedValueOnce({
      confirm: { words: 1200, requests: 1 },
    });
    h.last().actions.another();
    await h.settle();
    h.last().actions.confirm();
    await h.settle();
    expect(h.deps.anotherVersion).toHaveBeenLastCalledWith('job-1', true, undefined);
    expect(h.last().model).toMatchObject({ kind: 'waiting', job: { id: 'job-3' } });
  });
});
