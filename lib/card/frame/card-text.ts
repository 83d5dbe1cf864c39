/**
 * The card's wording, kept apart from layout so it can be tested on its own. Every string
 * comes from the message catalogue through the Translate passed in.
 */
import type { MessageKey, Translate } from '@/lib/i18n/translate';
import type { JobView } from '@/lib/model/job-view';
import type { ResultReason } from '../../model/card-model';

export const REASON_TEXT: Record<ResultReason, MessageKey> = {
  readonly: 'cardReasonReadonly',
  spans_fields: 'cardReasonSpansFields',
  canvas: 'cardReasonCanvas',
  card_mode: 'cardReasonCardMode',
  changed: 'cardReasonChanged',
  unverified: 'cardReasonUnverified',
  rejected: 'cardReasonRejected',
  moved: 'cardReasonMoved',
  gone: 'cardReasonGone',
  dropped: 'cardReasonDropped',
  not_submitted: 'cardReasonNotSubmitted',
  plain_only: 'cardReasonPlainOnly',
};

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000));

function queuedText(job: JobView, now: number, t: Translate): string {
  const wait = job.estimatedStartAt !== undefined ? seconds(job.estimatedStartAt - now) : undefined;
  if (job.position) {
    return wait === undefined
      ? t('cardQueued', job.position)
      : t('cardQueuedWait', job.position, wait);
  }
  return wait === undefined ? t('cardQueuedNoSlot') : t('cardQueuedNoSlotWait', wait);
}

export function waitingText(job: JobView, now: number, t: Translate): string {
  // Shown from the capture until the background says where the job stands (no id yet).
  if (!job.id) return t('cardWorking');
  switch (job.status) {
    case 'queued':
      return queuedText(job, now, t);
    case 'sending': {
      // The parts kept around a paragraph sent again are not sent: they are not counted.
      const kept = Math.max(0, Math.min(job.keptParts ?? 0, job.chunksDone));
      const parts = job.chunkCount - kept;
      return parts > 1
        ? t('cardSendingChunk', Math.min(job.chunksDone - kept + 1, parts), parts)
        : t('cardSending');
    }
    case 'retrying': {
      // A 429's message counts the seconds as of the answer; the live countdown replaces it.
      const why =
        job.error?.kind === 'rate_limited' ? t('cardRateLimited') : (job.error?.message ?? '');
      const when = job.retryAt !== undefined ? t('cardRetryingIn', seconds(job.retryAt - now)) : '';
      return `${why} ${when}`.trim() || t('cardRetrying');
    }
    case 'paused':
      return job.error?.message ?? t('cardPaused');
    default:
      return t('cardWorking');
  }
}

/**
 * The job's state as the live region says it: waitingText without its seconds, so a
 * countdown does not make a screen reader speak every second (live-status.ts).
 */
export function progressAnnouncement(job: JobView, t: Translate): string {
  if (!job.id) return t('cardWorking');
  switch (job.status) {
    case 'queued':
      return job.position ? t('cardQueued', job.position) : t('cardQueuedNoSlot');
    case 'retrying':
      return job.error?.kind === 'rate_limited'
        ? t('cardRateLimited')
        : (job.error?.message ?? t('cardRetrying'));
    default:
      return waitingText(job, 0, t);
  }
}

export function countdown(untilMs: number, now: number): number {
  return seconds(untilMs - now);
}

export function wordsText(words: number, t: Translate): string {
  // Chrome's i18n has no plural rules: one message for exactly one, another for the rest.
  return t(words === 1 ? 'cardWordCharged' : 'cardWordsCharged', words);
}
