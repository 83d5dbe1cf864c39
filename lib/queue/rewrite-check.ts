/**
 * The meaning check of a finished job (issue 27, point 1), made once, in the background, on
 * the queue's chain, before the job is stored and published as done: every view of it (the
 * page's card, the popup) then carries the same verdict, and the page's content script, which
 * writes, only obeys it. The check itself is the background's to bind (engine-deps.ts:
 * lib/meaning-check with the browser's language detector and the message catalogue); the
 * queue knows only its shape. A check that fails holds the write back too: unchecked is not
 * checked.
 */
import { joinChunks } from '../text/chunk';
import type { RewriteCheck } from '../model/job-view';
import type { CheckRewrite } from './engine-deps';
import { chunkBody } from './job-state';
import type { PersistedJob } from './persisted-queue';

/** Findings kept per job: the card lists them; a rewrite with more is held back anyway. */
export const MAX_FINDINGS_KEPT = 20;
/** Characters of one finding's sentence kept (they quote at most 80 of the user's). */
const MAX_FINDING_CHARS = 400;

export async function checkFinishedJob(
  job: PersistedJob,
  check: CheckRewrite,
  failed: string,
): Promise<PersistedJob> {
  if (job.status !== 'done') return job;
  const rewrites = job.chunks.map((c) => c.result?.humanized_text ?? '');
  const rewrite = joinChunks(rewrites, job.chunks);
  // The parts meet at their words: whitespace at a part's edges is no sentence, and a part of
  // whitespace only has no seam (a paragraph's job keeps the version's paragraph breaks in its
  // kept parts: paragraph-version.ts).
  const parts = job.chunks
    .map((_, i) => [chunkBody(job, i).trim(), rewrites[i]!.trim()] as const)
    .filter(([original, rewritten]) => original !== '' || rewritten !== '');
  let verdict: RewriteCheck;
  try {
    verdict = await check(job.text, rewrite, {
      original: parts.map(([original]) => original),
      rewrite: parts.map(([, rewritten]) => rewritten),
    });
  } catch {
    verdict = { findings: [failed] };
  }
  return { ...job, check: boundCheck(verdict) };
}

/** A check within bounds (also what a stored one, untrusted, is read back through). */
export function boundCheck(value: unknown): RewriteCheck | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { findings, unusable } = value as Record<string, unknown>;
  if (!Array.isArray(findings)) return undefined;
  const kept = findings
    .filter((f): f is string => typeof f === 'string')
    .slice(0, MAX_FINDINGS_KEPT)
    .map((f) => f.slice(0, MAX_FINDING_CHARS));
  const kinds = ['empty', 'unchanged', 'cosmetic'];
  const bad = typeof unusable === 'string' && kinds.includes(unusable);
  return { findings: kept, ...(bad && { unusable: unusable as RewriteCheck['unusable'] }) };
}
