/** Derives what the popup and the in-page card see (JobView) from the persisted queue. */
import { joinChunks } from '../text/chunk';
import { planSendTimes, type WindowLimits } from '../rate-limit/rolling-window';
import { isLive, isWaiting } from './job-state';
import type { PersistedJob, PersistedQueue } from './persisted-queue';
import type { JobView } from './job-view';

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
  if (job.status === 'retrying' && job.retryAt !== undefined) view.retryAt = job.retryAt;
  if (job.error && job.status !== 'done') view.error = job.error;
  if (job.resent) view.resent = true;
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
  // Requests ahead of the waiting jobs: the rest of the chunks of jobs in flight.
  let ahead = 0;
  let waitingChunks = 0;
  for (const j of queue.jobs) {
    if (j.status === 'sending') ahead += Math.max(0, remaining(j) - 1);
    else if (waitingChunks < PLAN_LIMIT && isWaiting(j)) waitingChunks += remaining(j);
  }
  const plan = planSendTimes(
    queue.limiter,
    limits,
    now,
    Math.min(PLAN_LIMIT, ahead + waitingChunks),
  );
  let position = 0;
  let live = 0;
  let paused = false;
  const views: JobView[] = [];
  for (const job of queue.jobs) {
    const liveIndex = isLive(job) ? live++ : -1;
    const waiting = isWaiting(job);
    if (waiting) position += 1;
    if (waiting && queue.pause) paused = true;
    const start = waiting ? startOf(job, plan, ahead, now) : 0;
    if (waiting) ahead += remaining(job);
    if (!want(job, liveIndex)) continue;
    const view = jobView(job);
    if (waiting) {
      view.position = position;
      if (queue.pause) {
        view.status = 'paused';
        view.error = queue.pause.error;
      } else {
        view.estimatedStartAt = start;
      }
    }
    views.push(view);
  }
  return { views, counts: { live, paused } };
}

function startOf(job: PersistedJob, plan: readonly number[], ahead: number, now: number): number {
  const planned = plan[ahead];
  return Math.max(planned ?? plan[plan.length - 1] ?? now, job.retryAt ?? 0);
}

/** Every job's view (tests, and readers of a whole stored queue). */
export function buildViews(queue: PersistedQueue, limits: WindowLimits, now: number): JobView[] {
  return pickViews(queue, limits, now, () => true).views;
}
