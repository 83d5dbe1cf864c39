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
