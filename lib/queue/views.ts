/** Derives what the popup and the in-page card see (JobView) from the persisted queue. */
import { joinChunks } from '../text/chunk';
import { planSendTimes, type WindowLimits } from '../rate-limit/rolling-window';
import { isHeld, isWaiting } from './job-state';
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
  if (job.notice) view.notice = job.notice;
  if (job.finishedAt !== undefined) view.finishedAt = job.finishedAt;
  return view;
}

export function buildViews(queue: PersistedQueue, limits: WindowLimits, now: number): JobView[] {
  const remaining = (j: PersistedJob) => j.chunks.filter((c) => !c.result).length;
  // Requests ahead of the waiting jobs: the rest of the chunks of jobs in flight.
  let ahead = queue.jobs
    .filter((j) => j.status === 'sending')
    .reduce((n, j) => n + Math.max(0, remaining(j) - 1), 0);
  // Jobs held for another origin are out of the line until the user sends them.
  const inLine = (j: PersistedJob) => isWaiting(j) && !isHeld(j);
  const waiting = queue.jobs.filter(inLine);
  const total = Math.min(PLAN_LIMIT, ahead + waiting.reduce((n, j) => n + remaining(j), 0));
  const plan = planSendTimes(queue.limiter, limits, now, total);
  let position = 0;
  return queue.jobs.map((job) => {
    const view = jobView(job);
    if (isWaiting(job) && isHeld(job)) view.status = 'paused';
    if (!inLine(job)) return view;
    position += 1;
    view.position = position;
    const planned = plan[ahead];
    const start = Math.max(planned ?? plan[plan.length - 1] ?? now, job.retryAt ?? 0);
    ahead += remaining(job);
    if (queue.pause) {
      view.status = 'paused';
      view.error = queue.pause.error;
    } else {
      view.estimatedStartAt = start;
    }
    return view;
  });
}
