import type { HumanizeErrorInfo } from '../model/errors';

/** What a history entry says about its job, without the texts. */
export interface HistoryMeta {
  id: string;
  wordCount: number;
  wordsCharged: number;
  finishedAt: number;
  /** Host of the page for selection jobs; 'popup' or 'automation' otherwise. */
  site: string;
  status: 'done' | 'failed';
  error?: HumanizeErrorInfo;
  /** The request was resent once after the worker died mid-flight (may have been charged twice). */
  resent?: boolean;
  /** Words the API charged for this text before this job: earlier versions and tries. */
  chargedBefore?: number;
}

/** A finished job's texts: the original, and the rewrite when it is done. */
export interface HistoryTexts {
  original: string;
  result?: string;
}

/** One finished job, kept locally (the last 50) unless history is off. */
export type HistoryEntry = HistoryMeta & HistoryTexts;

/**
 * An entry of the stored index (the `history` item, v2): no texts, only their weight
 * (`textBytes`, UTF-8 bytes of the texts as stored), so the index is trimmed without reading
 * them. The texts are the job's text items (`text:<id>`, `result:<id>:<k>`), written once when
 * the job had them and kept for the entry when the job leaves the queue (stored-layout.ts).
 * An entry written before v2 may still hold its texts inline, and one of v2 in a
 * `historyText:<id>` item, until the queue's startup moves them into text items.
 */
export type StoredHistoryEntry = HistoryMeta & {
  textBytes: number;
  /** Chunks of the rewrite (one `result:<id>:<k>` item each) when more than one. */
  parts?: number;
  /**
   * The earlier versions of the same text ("Another version", issue 27), oldest first; the
   * entry's own rewrite is the newest. Their text items stay theirs (history-versions.ts).
   */
  versions?: HistoryVersion[];
} & Partial<HistoryTexts>;

/** An earlier version kept in a history entry: its job's id, and what to read and weigh. */
export interface HistoryVersion {
  id: string;
  /** Chunks of its rewrite (`result:<id>:<k>` items). */
  parts: number;
  /** What the API reported charging for it. */
  wordsCharged: number;
  /** UTF-8 bytes of its texts as stored, counted in the entry's textBytes. */
  textBytes: number;
}

/** An earlier version as a reader shows it: its rewrite once read. */
export interface LoadedHistoryVersion {
  id: string;
  wordsCharged: number;
  text?: string;
}

/** An entry as a reader shows it: the texts once they are loaded (or found in the queue). */
export type LoadedHistoryEntry = HistoryMeta &
  Partial<HistoryTexts> & { versions?: LoadedHistoryVersion[] };
