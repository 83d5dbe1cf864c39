import type { HumanizeErrorInfo } from '../api/errors';

/** One finished job, kept locally (the last 50) unless history is off. */
export interface HistoryEntry {
  id: string;
  original: string;
  result?: string;
  wordCount: number;
  wordsCharged: number;
  finishedAt: number;
  /** Host of the page for selection jobs; 'popup' or 'automation' otherwise. */
  site: string;
  status: 'done' | 'failed';
  error?: HumanizeErrorInfo;
  /** The request was resent once after the worker died mid-flight (may have been charged twice). */
  resent?: boolean;
}

/**
 * An entry as storage holds it. While its job is still among the queue's recent jobs, the
 * texts are the queue's (each text is stored once): `original` and `result` are absent and
 * readers take them from the queue (stored-texts.ts). They move here when the job leaves it.
 */
export type StoredHistoryEntry = Omit<HistoryEntry, 'original'> & { original?: string };
