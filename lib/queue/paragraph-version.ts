/**
 * "Another version of this paragraph" (issue 27, point 3), in the queue: a new version of a
 * done job's text where one paragraph is sent again and the others are those of a version
 * the user saw. It is a job like any other (the whole original as its text, queued, checked
 * and charged as usual) whose chunks say so: the text before and after the paragraph are
 * chunks already answered with that version's text (`kept`: never sent, nothing charged),
 * the paragraph is the one chunk (or, past the per-request limit, chunks) left to send. The
 * joined result is then the whole new version, and the meaning check runs on it as a whole.
 */
import type { ParagraphPick } from '../model/queue-api';
import { chunkText } from '../text/chunk';
import { alignedParagraph } from '../text/paragraphs';
import { earlierIds } from './job-versions';
import type { PersistedChunk, PersistedJob } from './persisted-queue';
import { jobView } from './views';

/** A chunk that holds a version's text as it was: counted and charged as nothing. */
const keptChunk = (length: number, text: string): PersistedChunk => ({
  length,
  separatorAfter: '',
  result: { humanized_text: text, word_count: 0, words_charged: 0 },
  kept: true,
});

/**
 * The chunks of a new job for paragraph `index` of the version `versionText` of `original`,
 * or `undefined` when the two have not the same paragraphs (paragraphs.ts).
 */
export function paragraphChunks(
  original: string,
  versionText: string,
  index: number,
): PersistedChunk[] | undefined {
  const spans = alignedParagraph(original, versionText, index);
  if (!spans) return undefined;
  const { original: ours, version: theirs } = spans;
  const sent = chunkText(original.slice(ours.start, ours.end)).map((c): PersistedChunk => ({
    length: c.text.length,
    separatorAfter: c.separatorAfter,
  }));
  return [
    ...(ours.start > 0 ? [keptChunk(ours.start, versionText.slice(0, theirs.start))] : []),
    ...sent,
    ...(ours.end < original.length
      ? [keptChunk(original.length - ours.end, versionText.slice(theirs.end))]
      : []),
  ];
}

/**
 * The rewrite of the version `pick.versionId` of the done `job`: the job itself or one of
 * its earlier versions still kept among `jobs`; `undefined` for any other id.
 */
function versionText(
  job: PersistedJob,
  pick: ParagraphPick,
  jobs: readonly PersistedJob[],
): string | undefined {
  const known = pick.versionId === job.id || earlierIds(job).includes(pick.versionId);
  const version = known ? jobs.find((j) => j.id === pick.versionId) : undefined;
  return version?.status === 'done' ? jobView(version).result?.humanized_text : undefined;
}

/** The chunks for "Another version of paragraph `pick.index`" of the done `job`. */
export const chunksForPick = (
  job: PersistedJob,
  pick: ParagraphPick,
  jobs: readonly PersistedJob[],
): PersistedChunk[] | undefined => {
  const text = versionText(job, pick, jobs);
  return text === undefined ? undefined : paragraphChunks(job.text, text, pick.index);
};

/** Is this a paragraph's job (some chunks kept from a version)? Stored values are untrusted. */
export const hasKeptChunks = (job: PersistedJob): boolean =>
  job.chunks.some((c) => c.kept === true);

/** The chunks a retry of a failed paragraph's job sends again: the kept ones stay. */
export const chunksForRetry = (job: PersistedJob): PersistedChunk[] =>
  job.chunks.map((c) =>
    c.kept === true ? c : { length: c.length, separatorAfter: c.separatorAfter },
  );
