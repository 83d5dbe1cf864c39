import { formatCount, t } from '@/utils/i18n/t';
import { useNow } from '../shared/use-now';
import { usePopup } from '../stores/popup-context';
import { progressText } from './job-progress';

/**
 * The queue beside the current job: its first rows (the jobs the background publishes, at
 * most PUBLISHED_HEAD) and how many more wait, never a row per job: a queue of 1,000 jobs
 * draws as few rows as one of ten (issue 18). Choosing a row shows that job.
 */
export function QueueList() {
  const queue = usePopup((s) => s.queue);
  const jobId = usePopup((s) => s.jobId);
  const reopen = usePopup((s) => s.reopen);
  const rows = queue.head.filter((job) => job.id !== jobId);
  const more = Math.max(0, queue.live - queue.head.length);
  const now = useNow(rows.length > 0);
  if (rows.length === 0 && more === 0) return null;
  return (
    <section className="history queue" aria-labelledby="queue-title">
      <div className="row">
        <h2 id="queue-title">{t('popupQueueTitle')}</h2>
      </div>
      <ul>
        {rows.map((job) => (
          <li key={job.id}>
            <button type="button" className="history-item" onClick={() => void reopen(job.id)}>
              <span className="snippet" dir="auto">
                {job.text.slice(0, 80)}
              </span>
              <span className="meta muted">{progressText(job, now)}</span>
            </button>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="muted queue-more">{t('popupQueueMore', formatCount(more))}</p>}
    </section>
  );
}
