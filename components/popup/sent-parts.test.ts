/**
 * The popup's "(part n of m)" counts the requests a job sends: a paragraph job's kept parts
 * (the text around the paragraph, answered before it starts) are not parts being sent.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { jobAnnouncement } from './job-announcement';
import { progressText } from './job-progress';
import { sentParts } from './sent-parts';
import { jobView } from './testing/popup-fixtures';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

describe('the parts a job sends', () => {
  it('a paragraph job sending its one paragraph says no part count', () => {
    // Before, kept before and after: three chunks, two of them kept and done.
    const job = jobView({ status: 'sending', chunkCount: 3, chunksDone: 2, keptParts: 2 });
    expect(sentParts(job)).toBeUndefined();
    expect(progressText(job, Date.now())).toBe('Sending…');
    const shown = { id: job.id, status: 'sending' as const, original: '', wordCount: 0 };
    expect(jobAnnouncement({ ...shown, wordsCharged: 0, job })).toBe('Sending…');
  });

  it('a long paragraph sent in two requests counts those two only', () => {
    const first = jobView({ status: 'sending', chunkCount: 4, chunksDone: 2, keptParts: 2 });
    expect(sentParts(first)).toEqual({ part: 1, count: 2 });
    expect(progressText(first, Date.now())).toBe('Sending… (part 1 of 2)');
    const second = { ...first, chunksDone: 3 };
    expect(progressText(second, Date.now())).toBe('Sending… (part 2 of 2)');
  });

  it('a whole-text job counts every chunk as before', () => {
    const job = jobView({ status: 'sending', chunkCount: 3, chunksDone: 2 });
    expect(progressText(job, Date.now())).toBe('Sending… (part 3 of 3)');
    expect(sentParts(jobView({ chunkCount: 1 }))).toBeUndefined();
  });

  it('a kept count out of bounds (stored by an older or broken writer) stays within the job', () => {
    expect(sentParts({ chunkCount: 3, chunksDone: 0, keptParts: 9 })).toEqual({
      part: 1,
      count: 3,
    });
    expect(sentParts({ chunkCount: 3, chunksDone: 1, keptParts: -4 })).toEqual({
      part: 2,
      count: 3,
    });
  });
});
