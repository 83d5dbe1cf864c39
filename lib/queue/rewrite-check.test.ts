/**
 * The meaning check of a finished job (rewrite-check.ts): made on the joined rewrite with the
 * parts it was sent in, a failing check holds the write back, and a stored check is bounded.
 */
import { describe, expect, it, vi } from 'vitest';
import { createJob } from './job-state';
import { boundCheck, checkFinishedJob, MAX_FINDINGS_KEPT } from './rewrite-check';

const result = (text: string) => ({ humanized_text: text, word_count: 2, words_charged: 2 });

function doneJob(text: string, rewrites: string[]) {
  const job = createJob('j1', text, { kind: 'popup' }, 0);
  const chunks = job.chunks.map((c, i) => ({ ...c, result: result(rewrites[i] ?? '') }));
  return { ...job, status: 'done' as const, chunks };
}

describe('checkFinishedJob', () => {
  it('checks the original against the joined rewrite, and keeps the verdict on the job', async () => {
    const check = vi.fn(async () => ({ findings: ['15% became 20%'] }));
    const job = doneJob('Sales rose 15%.', ['Sales went up 20%.']);
    const checked = await checkFinishedJob(job, check, 'failed');
    expect(check).toHaveBeenCalledWith('Sales rose 15%.', 'Sales went up 20%.', {
      original: ['Sales rose 15%.'],
      rewrite: ['Sales went up 20%.'],
    });
    expect(checked.check).toEqual({ findings: ['15% became 20%'] });
  });

  it('holds the write back when the check itself fails', async () => {
    const check = vi.fn(async () => Promise.reject(new Error('too long')));
    const checked = await checkFinishedJob(doneJob('a b', ['c d']), check, 'Not checked.');
    expect(checked.check).toEqual({ findings: ['Not checked.'] });
  });

  it('leaves a job that is not done alone', async () => {
    const check = vi.fn(async () => ({ findings: [] }));
    const job = { ...doneJob('a b', ['c d']), status: 'failed' as const };
    expect(await checkFinishedJob(job, check, 'x')).toBe(job);
    expect(check).not.toHaveBeenCalled();
  });
});

describe('boundCheck (stored data is untrusted)', () => {
  it('keeps strings only, at most MAX_FINDINGS_KEPT, and a known unusable kind', () => {
    const many = Array.from({ length: 50 }, (_, i) => `finding ${i}`);
    const bounded = boundCheck({ findings: [...many, 3], unusable: 'cosmetic' });
    expect(bounded?.findings).toHaveLength(MAX_FINDINGS_KEPT);
    expect(bounded?.unusable).toBe('cosmetic');
    expect(boundCheck({ findings: [7, 'x'], unusable: 'nope' })).toEqual({ findings: ['x'] });
    expect(boundCheck({ findings: 'x' })).toBeUndefined();
    expect(boundCheck(null)).toBeUndefined();
  });
});
