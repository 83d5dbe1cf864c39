import { describe, expect, it } from 'vitest';
import {
  addVersions,
  anotherVersionOf,
  chargedBefore,
  earlierIds,
  MAX_VERSIONS,
  retryOf,
} from './job-versions';
import { createJob } from './job-state';
import type { PersistedJob } from './persisted-queue';
import type { JobView } from '../model/job-view';

const done = (id: string, charged: number, extra: Partial<PersistedJob> = {}): PersistedJob => {
  const job = createJob(id, 'a text', { kind: 'popup' }, 0);
  const chunks = job.chunks.map((c) => ({
    ...c,
    result: { humanized_text: 'A TEXT', word_count: 2, words_charged: charged },
  }));
  return { ...job, chunks, status: 'done', ...extra };
};

describe('job versions', () => {
  it('another version lists the earlier jobs oldest first and adds the charges', () => {
    const first = done('a', 5);
    const second = { ...done('b', 6), ...anotherVersionOf(first) };
    expect(anotherVersionOf(second)).toEqual({ earlierVersions: ['a', 'b'], chargedBefore: 11 });
  });

  it('keeps at most MAX_VERSIONS versions together, the newest ones', () => {
    let job = done('v0', 1);
    for (let i = 1; i <= 2 * MAX_VERSIONS; i += 1)
      job = { ...done(`v${i}`, 1), ...anotherVersionOf(job) };
    expect(earlierIds(job)).toHaveLength(MAX_VERSIONS - 1);
    expect(earlierIds(job).at(-1)).toBe(`v${2 * MAX_VERSIONS - 1}`);
    expect(chargedBefore(job)).toBe(2 * MAX_VERSIONS);
  });

  it('a retry keeps the versions and adds only what was charged', () => {
    const failed = {
      ...done('c', 4),
      status: 'failed' as const,
      earlierVersions: ['a'],
      chargedBefore: 3,
    };
    expect(retryOf(failed)).toEqual({ earlierVersions: ['a'], chargedBefore: 7 });
    const nothing = { ...createJob('d', 'x', { kind: 'popup' }, 0), status: 'failed' as const };
    expect(retryOf(nothing)).toEqual({});
  });

  it('reads stored values bounded: junk ids and charges are dropped', () => {
    const junk = {
      earlierVersions: [
        'ok',
        7,
        'x'.repeat(500),
        ...Array.from({ length: 50 }, (_, i) => `id${i}`),
      ],
      chargedBefore: -4,
    } as unknown as PersistedJob;
    expect(earlierIds(junk).length).toBeLessThanOrEqual(MAX_VERSIONS - 1);
    expect(earlierIds(junk).every((id) => typeof id === 'string' && id.length < 200)).toBe(true);
    expect(chargedBefore(junk)).toBe(0);
    expect(chargedBefore({ chargedBefore: Number.NaN })).toBe(0);
    expect(earlierIds({ earlierVersions: 'a' as unknown as string[] })).toEqual([]);
  });

  it('a view gets the versions still kept; one no longer kept is left out', () => {
    const job = { ...done('c', 2), earlierVersions: ['gone', 'b'], chargedBefore: 9 };
    const view = addVersions({ id: 'c' } as JobView, job, (id) =>
      id === 'b' ? { id, text: 'B', wordsCharged: 4, parts: 1 } : undefined,
    );
    expect(view.versions).toEqual([{ id: 'b', text: 'B', wordsCharged: 4, parts: 1 }]);
    expect(view.chargedBefore).toBe(9);
  });
});
