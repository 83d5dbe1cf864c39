import { useMemo } from 'react';
import type { JobView } from '@/lib/model/job-view';
import { t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';

interface HeldGroup {
  queuedFor: string;
  current: string;
  ids: string[];
}

/** Jobs waiting because they were queued for the API origin used before, by that origin. */
export function heldGroups(jobs: readonly JobView[], except: string | null): HeldGroup[] {
  const groups = new Map<string, HeldGroup>();
  for (const job of jobs) {
    const origins = job.error?.kind === 'held_for_origin' ? job.error.origins : undefined;
    if (job.status !== 'paused' || !origins || job.id === except) continue;
    const key = `${origins.queuedFor} ${origins.current}`;
    const group = groups.get(key) ?? { ...origins, ids: [] };
    group.ids.push(job.id);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Jobs from anywhere (in-page selections included) that wait for the user's choice after
 * the base URL moved to another origin: send them to the current API, or cancel them.
 * The popup's own current job shows the same choice in its panel.
 */
export function HeldJobs() {
  const jobs = usePopup((s) => s.jobs);
  const jobId = usePopup((s) => s.jobId);
  const sendToOrigin = usePopup((s) => s.sendToOrigin);
  const cancel = usePopup((s) => s.cancel);
  const groups = useMemo(() => heldGroups(jobs, jobId), [jobs, jobId]);
  return groups.map((group) => (
    <div key={`${group.queuedFor} ${group.current}`} className="error held-jobs" role="alert">
      <p>{t('popupHeldJobs', group.queuedFor, group.ids.length)}</p>
      <div className="row end">
        <button type="button" onClick={() => void Promise.all(group.ids.map((id) => cancel(id)))}>
          {t('popupCancelHeld')}
        </button>
        <button
          type="button"
          className="primary"
          onClick={() => void sendToOrigin(group.ids, group.current)}
        >
          {t('popupSendToOrigin', group.current)}
        </button>
      </div>
    </div>
  ));
}
