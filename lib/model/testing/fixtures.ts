/** Shared fixtures for unit tests of the card and the in-page session. */
import { vi } from 'vitest';
import type { CardButtons } from '@/lib/model/card-model';
import type { JobView } from '@/lib/model/job-view';

/** A queued selection job; tests override what they look at. */
export const jobView = (over: Partial<JobView> = {}): JobView => ({
  id: 'j',
  source: { kind: 'selection', tabId: 1, frameId: 0 },
  text: 't',
  createdAt: 0,
  status: 'queued',
  chunkCount: 1,
  chunksDone: 0,
  wordCount: 0,
  wordsCharged: 0,
  ...over,
});

/** Every button of the card (the session's actions and Copy) as a spy. */
export const cardActions = (): CardButtons => ({
  confirm: vi.fn(),
  cancel: vi.fn(),
  copy: vi.fn(async () => true),
  tryReplace: vi.fn(),
  restore: vi.fn(),
  retry: vi.fn(),
  another: vi.fn(),
  previousVersion: vi.fn(),
  nextVersion: vi.fn(),
  openOptions: vi.fn(),
  close: vi.fn(),
});
