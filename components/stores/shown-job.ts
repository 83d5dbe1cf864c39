/** What the popup shows as "the current job": a live job, or a finished one from history. */
import type { HumanizeErrorInfo } from '@/lib/model/errors';
import type { LoadedHistoryEntry } from '@/lib/queue/published';
import type { JobStatus, JobView } from '@/lib/model/job-view';

export interface ShownJob {
  id: string;
  status: JobStatus;
  original: string;
  /** The server's humanized_text, when done. */
  resultText?: string;
  /** Counts exactly as the server reported them. */
  wordCount: number;
  wordsCharged: number;
  error?: HumanizeErrorInfo;
  finishedAt?: number;
  /**
   * The earlier rewrites of the same text ("Another version"), oldest first, those whose
   * text is read; resultText is the newest. Empty for a text with one rewrite.
   */
  versions?: ShownVersion[];
  /** Words the API charged for this text before this job (earlier versions and tries). */
  chargedBefore?: number;
  /** The live job, while the background still publishes it. */
  job?: JobView;
}

export interface ShownVersion {
  id: string;
  text: string;
  wordsCharged: number;
}

/** A stored count is shown only when it is one (storage is not trusted). */
const countOf = (value: unknown): number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;

export function shownJob(
  jobId: string | null,
  jobs: JobView[],
  history: LoadedHistoryEntry[],
): ShownJob | null {
  if (!jobId) return null;
  const job = jobs.find((j) => j.id === jobId);
  const entry = history.find((h) => h.id === jobId);
  if (job) {
    const own = (job.versions ?? []).map(({ id, text, wordsCharged }) => ({
      id,
      text,
      wordsCharged,
    }));
    return {
      id: job.id,
      status: job.status,
      original: job.text,
      resultText: job.result?.humanized_text,
      wordCount: job.result?.word_count ?? job.wordCount,
      wordsCharged: job.result?.words_charged ?? job.wordsCharged,
      error: job.error,
      finishedAt: job.finishedAt,
      // A version asked from a history entry whose job had left the queue: the queue keeps
      // none of its earlier versions, its history entry (once recorded) holds them all.
      versions: job.status === 'done' && entry ? longer(own, entryVersions(entry)) : own,
      chargedBefore: countOf(job.chargedBefore),
      job,
    };
  }
  if (!entry) return null;
  // Texts not read (yet): no result to show, rather than an empty or another entry's one.
  return {
    id: entry.id,
    status: entry.status,
    original: entry.original ?? '',
    resultText: entry.original === undefined ? undefined : entry.result,
    wordCount: entry.wordCount,
    wordsCharged: entry.wordsCharged,
    error: entry.error,
    finishedAt: entry.finishedAt,
    versions: entryVersions(entry),
    chargedBefore: countOf(entry.chargedBefore),
  };
}

/** A history entry's earlier versions whose texts are read. */
const entryVersions = (entry: LoadedHistoryEntry): ShownVersion[] =>
  (entry.versions ?? []).flatMap(({ id, text, wordsCharged }) =>
    text === undefined ? [] : [{ id, text, wordsCharged }],
  );

const longer = (a: ShownVersion[], b: ShownVersion[]) => (b.length > a.length ? b : a);
