/**
 * What the popup's live region says about the shown job (issue 28 point 6): its state once,
 * never its seconds. The visible progress line counts down every second; if that line were
 * live, a screen reader would read it every second. Failures are not said here: the error
 * panel is an alert of its own.
 */
import { t } from '@/utils/i18n/t';
import type { ShownJob } from '../stores/shown-job';
import { sentPartsSuffix } from './sent-parts';

export function jobAnnouncement(shown: ShownJob | null): string {
  if (!shown) return '';
  const job = shown.job;
  const parts = job ? sentPartsSuffix(job) : '';
  switch (shown.status) {
    case 'queued':
      return job?.position ? t('cardQueued', job.position) + parts : t('cardQueuedNoSlot');
    case 'sending':
      return t('popupSending') + parts;
    case 'retrying':
      return (
        (job?.error?.kind === 'rate_limited' ? t('cardRateLimited') : t('cardRetrying')) + parts
      );
    case 'done':
      // The result's name only: its counts follow it in the panel, read once there.
      return `${t('popupResultLabel')}.`;
    case 'cancelled':
      // Short: the panel's own text says what the cancel means for the charge and the draft.
      return t('errorCancelled');
    default:
      return '';
  }
}
