// @vitest-environment happy-dom
/**
 * A rewrite the background's meaning check held back (issue 27): nothing is written, even in
 * "Replace right away"; the card lists the findings; Replace anyway writes, Keep my text
 * leaves the text, Another version follows a new job; an answer that is no rewrite is never
 * written, not even on request.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { done, job, setup, textarea } from '@/lib/selection/testing/session-harness';
import { resetPage } from '@/lib/selection/testing/selection-session-fixtures';

const finding = '“15%” became “20%” in sentence 1.';

async function heldCard(check: { findings: string[]; unusable?: 'unchanged' }, rewrite: string) {
  const t = textarea('Sales rose 15% this year.', 0, 25);
  const h = setup();
  await h.controller['content.capture']({ captureId: 'c1' });
  await h.controller['content.attach']({ captureId: 'c1', job: job(), mode: 'replace' });
  await h.controller['content.jobUpdate']({ job: done(rewrite, { check }) });
  await h.settle();
  return { t, ...h };
}

describe('in-page sessions: a rewrite held back by the meaning check', () => {
  beforeEach(resetPage);

  it('writes nothing in Replace right away and lists each finding', async () => {
    const { t, last } = await heldCard({ findings: [finding] }, 'Sales went up 20% this year.');
    expect(t.value).toBe('Sales rose 15% this year.');
    expect(last().model).toMatchObject({
      kind: 'held',
      findings: [finding],
      canReplace: true,
      wordsCharged: 3,
      text: 'Sales went up 20% this year.',
    });
    expect(last().focused).toBe(true);
  });

  it('Replace anyway writes the rewrite', async () => {
    const { t, last, settle } = await heldCard({ findings: [finding] }, 'Sales went up 20%.');
    last().actions.tryReplace();
    await settle();
    expect(t.value).toBe('Sales went up 20%.');
    expect(last().model).toMatchObject({ kind: 'replaced' });
  });

  it('Keep my text closes the card and leaves the text', async () => {
    const { t, last, controller } = await heldCard({ findings: [finding] }, 'Sales went up 20%.');
    last().actions.close();
    expect(last().removed).toBe(true);
    expect(controller.sessions()).toHaveLength(0);
    expect(t.value).toBe('Sales rose 15% this year.');
  });

  it('Another version follows a new job, written when it passes', async () => {
    const h = await heldCard({ findings: [finding] }, 'Sales went up 20%.');
    h.last().actions.another();
    await h.settle();
    expect(h.deps.anotherVersion).toHaveBeenCalledWith('job-1', false, undefined);
    expect(h.last().model).toMatchObject({ kind: 'waiting', job: { id: 'job-3' } });
    const next = done('Sales grew 15% this year.', { id: 'job-3', check: { findings: [] } });
    await h.controller['content.jobUpdate']({ job: next });
    await h.settle();
    expect(h.t.value).toBe('Sales grew 15% this year.');
  });

  it('an unchanged answer is never written, not even on request', async () => {
    const same = 'Sales rose 15% this year.';
    const { t, last, settle } = await heldCard({ findings: [], unusable: 'unchanged' }, same);
    expect(last().model).toMatchObject({ kind: 'held', unusable: 'unchanged', canReplace: false });
    last().actions.tryReplace();
    await settle();
    expect(t.value).toBe(same);
    expect(last().model).toMatchObject({ kind: 'held' });
  });
});
