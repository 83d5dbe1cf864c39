/**
 * The versions of a text kept together (issue 27, points 3 and 4). "Another version" sends a
 * done job's text again as a new job that remembers the earlier jobs (ids only: each rewrite
 * stays in its own job's text items, stored once) and what the API charged for this text so
 * far. A retry carries the same, plus what its failed try was charged. Views resolve the
 * earlier rewrites from the finished jobs the queue keeps; one no longer kept is left out.
 * Stored values are read bounded: a job item from an older or broken version cannot make a
 * view cost more than MAX_VERSIONS look-ups.
 */
import type { EarlierVersion, JobView } from '../model/job-view';
import type { PersistedJob } from './persisted-queue';

/** Versions of one text kept together, the newest included. */
export const MAX_VERSIONS = 10;
const MAX_ID_LENGTH = 200;

/** What the API reported charging for this job's finished requests. */
const chargedBy = (job: PersistedJob): number =>
  job.chunks.reduce((sum, c) => sum + (c.result?.words_charged ?? 0), 0);

/** The stored earlier versions, checked and bounded (storage is not trusted). */
export function earlierIds(job: Pick<PersistedJob, 'earlierVersions'>): string[] {
  const ids = job.earlierVersions;
  if (!Array.isArray(ids)) return [];
  return ids
    .slice(-(MAX_VERSIONS - 1))
    .filter((id): id is string => typeof id === 'string' && id.length <= MAX_ID_LENGTH);
}

/** The stored charge before this job, checked: a finite whole number ≥ 0, else 0. */
export function chargedBefore(job: Pick<PersistedJob, 'chargedBefore'>): number {
  const value = job.chargedBefore;
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : 0;
}

const withCharge = (charged: number) => (charged > 0 ? { chargedBefore: charged } : {});

/** What a new job for "Another version" of the done `job` inherits. */
export function anotherVersionOf(
  job: PersistedJob,
): Pick<PersistedJob, 'earlierVersions' | 'chargedBefore'> {
  return {
    earlierVersions: [...earlierIds(job), job.id].slice(-(MAX_VERSIONS - 1)),
    ...withCharge(chargedBefore(job) + chargedBy(job)),
  };
}

/** What a retry of the failed or cancelled `job` inherits: its versions and its charges. */
export function retryOf(
  job: PersistedJob,
): Pick<PersistedJob, 'earlierVersions' | 'chargedBefore'> {
  const earlier = earlierIds(job);
  return {
    ...(earlier.length > 0 && { earlierVersions: earlier }),
    ...withCharge(chargedBefore(job) + chargedBy(job)),
  };
}

/**
 * Adds the earlier versions and the charge before to `view`. `earlierVersion` finds a kept,
 * done job's rewrite by id (views.ts, once per publication).
 */
export function addVersions(
  view: JobView,
  job: PersistedJob,
  earlierVersion: (id: string) => EarlierVersion | undefined,
): JobView {
  const charged = chargedBefore(job);
  if (charged > 0) view.chargedBefore = charged;
  const versions = earlierIds(job).flatMap((id) => earlierVersion(id) ?? []);
  if (versions.length > 0) view.versions = versions;
  return view;
}
