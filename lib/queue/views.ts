/** Derives what the popup and the in-page card see (JobView) from the persisted queue. */
import { joinChunks } from '../text/chunk';
import { planSendTimes, type WindowLimits } from '../rate-limit/rolling-window';
import { isHeld, isLive, isWaiting } from './job-state';
import { boundCheck } from './rewrite-check';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import type { EarlierVersion, JobView } from '../model/job-view';
import { addVersions, earlierIds } from './job-versions';

/** Estimates are planned for at most this many requests ahead. */
const PLAN_LIMIT = 300;

/** The view of one job on its own (no position or estimate). */
export function jobView(job: PersistedJob): JobView {
  const done = job.chunks.filter((c) => c.result);
  const view: JobView = {
    id: job.id,
    source: job.source,
    text: job.text,
    createdAt: job.createdAt,
    status: job.status,
    chunkCount: job.chunks.length,
    chunksDone: done.length,
    wordCount: done.reduce((sum, c) => sum + (c.result?.word_count ?? 0), 0),
    wordsCharged: done.reduce((sum, c) => sum + (c.result?.words_charged ?? 0), 0),
  };
  if (job.status === 'done') {
    view.result = {
      humanized_text: joinChunks(
        job.chunks.map((c) => c.result?.humanized_text ?? ''),
        job.chunks,
      ),
      word_count: view.wordCount,
      words_charged: view.wordsCharged,
    };
  }
  const kept = job.chunks.filter((c) => c.kept === true).length;
  if (kept > 0) view.keptParts = kept;
  const check = job.status === 'done' ? boundCheck(job.check) : undefined;
  if (check) view.check = check;
  if (job.status === 'retrying' && job.retryAt !== undefined) view.retryAt = job.retryAt;
  if (job.error && job.status !== 'done') view.error = job.error;
  if (job.resent) view.resent = true;
  if (job.notice) view.notice = job.notice;
  if (job.finishedAt !== undefined) view.finishedAt = job.finishedAt;
  return view;
}

/** What the badge shows: jobs not finished, and whether they wait on a pause. */
export interface JobCounts {
  live: number;
  paused: boolean;
}

export interface PickedViews {
  views: JobView[];
  counts: JobCounts;
}

/**
 * Views of the jobs `want` picks, each with its place in the queue and its estimated start:
 * one pass over the queue in cheap arithmetic, and views built only for the picked jobs, so
 * that a change costs the same however many jobs wait (issue 18).
 */
export function pickViews(
  queue: PersistedQueue,
  limits: WindowLimits,
  now: number,
  want: (job: PersistedJob, liveIndex: number) => boolean,
): PickedViews {
  const remaining = (j: PersistedJob) => {
    let n = 0;
    for (const c of j.chunks) if (!c.result) n += 1;
    return n;
  };
  // First pass, in integers: the requests ahead of each waiting job (the rest of the chunks
  // of jobs in flight first), and how far the wanted ones need the plan to reach.
  let inFlightAhead = 0;
  for (const j of queue.jobs)
    if (j.status === 'sending') inFlightAhead += Math.max(0, remaining(j) - 1);
  let ahead = inFlightAhead;
  let live = 0;
  let reach = 0;
  const picked: Array<{ job: PersistedJob; position?: number; ahead: number }> = [];
  let position = 0;
  let held = false;
  for (const job of queue.jobs) {
    const liveIndex = isLive(job) ? live++ : -1;
    // Jobs held for another origin are out of the line until the user sends them.
    const waiting = isWaiting(job) && !isHeld(job);
    if (isWaiting(job) && isHeld(job)) held = true;
    if (waiting) position += 1;
    if (want(job, liveIndex)) {
      picked.push({ job, ahead, ...(waiting && { position }) });
      if (waiting) reach = Math.max(reach, ahead + 1);
    }
    if (waiting) ahead += remaining(job);
  }
  const earlierVersion = versionFinder(queue);
  const plan = planSendTimes(queue.limiter, limits, now, Math.min(PLAN_LIMIT, reach));
  const paused = held || (queue.pause !== undefined && position > 0);
  const views = picked.map(({ job, position: place, ahead: before }) => {
    const view =
      earlierIds(job).length > 0 || job.chargedBefore
        ? addVersions(jobView(job), job, earlierVersion)
        : jobView(job);
    if (isWaiting(job) && isHeld(job)) view.status = 'paused';
    if (place === undefined) return view;
    view.position = place;
    if (queue.pause) {
      view.status = 'paused';
      view.error = queue.pause.error;
    } else {
      view.estimatedStartAt = startOf(job, plan, before, now);
    }
    return view;
  });
  return { views, counts: { live, paused } };
}

/**
 * Finds a done job's rewrite by id among the queue's jobs, for the versions of a text
 * (job-versions.ts); the lookup table is built on first use, once per publication.
 */
function versionFinder(queue: PersistedQueue): (id: string) => EarlierVersion | undefined {
  let done: Map<string, PersistedJob> | undefined;
  return (id) => {
    done ??= new Map(queue.jobs.filter((j) => j.status === 'done').map((j) => [j.id, j]));
    const job = done.get(id);
    const result = job && jobView(job).result;
    if (!job || !result) return undefined;
    return {
      id,
      text: result.humanized_text,
      wordsCharged: result.words_charged,
      parts: job.chunks.length,
    };
  };
}

function startOf(job: PersistedJob, plan: readonly number[], ahead: number, now: number): number {
  const planned = plan[ahead];
  return Math.max(planned ?? plan[plan.length - 1] ?? now, job.retryAt ?? 0);
}

/** Every job's view (tests, and readers of a whole stored queue). */
export function buildViews(queue: PersistedQueue, limits: WindowLimits, now: number): JobView[] {
  return pickViews(queue, limits, now, () => true).views;
}
