import { useMemo } from 'react';
import { t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';
import { shownJob } from '../stores/shown-job';
import { AnotherVersion } from './another-version';
import { CancelledPanel } from './cancelled-panel';
import { ErrorPanel } from './error-panel';
import { HeldJobs } from './held-jobs';
import { jobAnnouncement } from './job-announcement';
import { JobProgress } from './job-progress';
import { ResultPanel } from './result-panel';

/**
 * The current job, whatever its state. Its state is announced once by a hidden live region
 * (job-announcement.ts); the panel itself is not live, since its countdown ticks every second.
 */
export function JobPanel() {
  const jobId = usePopup((s) => s.jobId);
  const jobs = usePopup((s) => s.jobs);
  const history = usePopup((s) => s.history);
  const sendError = usePopup((s) => s.sendError);
  const shown = useMemo(() => shownJob(jobId, jobs, history), [jobId, jobs, history]);

  return (
    <>
      <p className="sr-only" role="status" data-testid="job-live">
        {jobAnnouncement(shown)}
      </p>
      <section className="job" aria-label={t('popupJobLabel')}>
        {sendError && (
          <div className="error" role="alert">
            <p>{sendError}</p>
          </div>
        )}
        <HeldJobs />
        {shown?.job && !['done', 'failed', 'cancelled', 'paused'].includes(shown.status) && (
          <JobProgress job={shown.job} />
        )}
        {shown?.status === 'paused' && shown.error && (
          <ErrorPanel jobId={shown.id} error={shown.error} paused />
        )}
        {shown?.status === 'done' && shown.resultText !== undefined && (
          <>
            <ResultPanel key={shown.id} shown={shown} resultText={shown.resultText} />
            <AnotherVersion shown={shown} />
          </>
        )}
        {shown?.status === 'failed' && shown.error && (
          <ErrorPanel jobId={shown.id} error={shown.error} failedAt={shown.finishedAt} />
        )}
        {shown?.status === 'cancelled' && <CancelledPanel shown={shown} />}
      </section>
    </>
  );
}
