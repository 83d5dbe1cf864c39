import type { JobView } from '@/lib/queue/job-view';

/** A popup job as the background publishes it; override what the test is about. */
export function jobView(overrides: Partial<JobView> = {}): JobView {
  return {
    id: 'job-1',
    source: { kind: 'popup' },
    text: 'The quick brown fox jumps over the lazy dog.',
    createdAt: Date.now(),
    status: 'queued',
    position: 1,
    chunkCount: 1,
    chunksDone: 0,
    wordCount: 0,
    wordsCharged: 0,
    ...overrides,
  };
}
