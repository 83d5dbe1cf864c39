/** The card's wording, kept apart from layout so it can be tested on its own. */
import type { JobView } from '@/lib/queue/job-view';
import type { ResultReason } from './card-model';

export const REASON_TEXT: Record<ResultReason, string> = {
  readonly: 'Here is the rewrite. The page was not changed.',
  canvas:
    'Google Docs draws its text on a canvas, so the rewrite cannot be put back there. Copy it and paste it over your selection.',
  card_mode: 'Here is the rewrite (your settings show it here instead of replacing the text).',
  changed:
    'The text changed while the rewrite was on its way, so it was not written over your edits.',
  unverified:
    'The editor changed the text differently than expected and could not be undone automatically. Check the field; the rewrite is below.',
  rejected: 'This editor did not accept the rewrite, so nothing was changed. Copy it instead.',
};

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

export function waitingText(job: JobView, now: number): string {
  switch (job.status) {
    case 'queued': {
      const place = job.position ? `position ${job.position}` : 'waiting for a slot';
      const eta =
        job.estimatedStartAt !== undefined
          ? `, starts in about ${seconds(job.estimatedStartAt - now)} s`
          : '';
      return `Queued: ${place}${eta}.`;
    }
    case 'sending':
      return job.chunkCount > 1
        ? `Sending chunk ${Math.min(job.chunksDone + 1, job.chunkCount)} of ${job.chunkCount}…`
        : 'Sending…';
    case 'retrying': {
      // A 429's message counts the seconds as of the answer; the live countdown replaces it.
      const why =
        job.error?.kind === 'rate_limited'
          ? 'The API is rate limiting requests. '
          : job.error
            ? `${job.error.message} `
            : '';
      const when = job.retryAt !== undefined ? `Retrying in ${seconds(job.retryAt - now)} s.` : '';
      return `${why}${when}`.trim() || 'Retrying…';
    }
    case 'paused':
      return job.error?.message ?? 'Paused until the API key or address is fixed.';
    default:
      return 'Working…';
  }
}

export function countdown(untilMs: number, now: number): number {
  return seconds(untilMs - now);
}

export function wordsText(words: number): string {
  return `${words.toLocaleString('en')} word${words === 1 ? '' : 's'} charged`;
}
