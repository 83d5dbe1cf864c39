import type { JobView } from '@/lib/model/job-view';
import { t } from '@/utils/i18n/t';
import { secondsUntil, useNow } from '../shared/use-now';
import { usePopup } from '../stores/popup-context';
import { sentPartsSuffix } from './sent-parts';

/** A running job's state in words, with Cancel. */
export function JobProgress({ job }: { job: JobView }) {
  const cancel = usePopup((s) => s.cancel);
  const now = useNow(job.status === 'queued' || job.status === 'retrying');
  return (
    <div className="progress">
      <div className="status-text">
        <p className="status-line">
          <span className="spinner" aria-hidden="true" />
          {progressText(job, now)}
        </p>
        {job.notice && <p className="muted provider-notice">{job.notice}</p>}
      </div>
      <button type="button" onClick={() => void cancel(job.id)}>
        {t('popupCancel')}
      </button>
    </div>
  );
}

export function progressText(job: JobView, now: number): string {
  const ofParts = sentPartsSuffix(job);
  switch (job.status) {
    case 'queued': {
      const position = job.position ?? 1;
      const wait = job.estimatedStartAt ? secondsUntil(job.estimatedStartAt, now) : 0;
      return wait > 0
        ? t('popupQueuedWait', position, wait) + ofParts
        : t('popupQueued', position) + ofParts;
    }
    case 'sending':
      return t('popupSending') + ofParts;
    case 'retrying': {
      const wait = job.retryAt ? secondsUntil(job.retryAt, now) : 0;
      // A 429 is the server pacing us, not a failure: say we wait, not what went wrong.
      if (job.error?.kind === 'rate_limited') return t('popupRateLimitedWait', wait) + ofParts;
      const reason = job.error ? ` ${job.error.message}` : '';
      return t('popupRetrying', wait) + ofParts + reason;
    }
    default:
      return '';
  }
}
