/**
 * "Insert into the page": the shown rewrite goes into the field focused in the tab beside
 * the panel, through the page's card and its verified writer (the background's
 * sidePanel.insert). The card in the page says whether it was replaced, and offers Copy when
 * not; this line says only that it was sent there, or why it could not be.
 */
import { useMemo, useState } from 'react';
import { useCurrentWindowId } from '../shared/use-current-window-id';
import { t } from '@/utils/i18n/t';
import { sendToBackground } from '@/utils/messaging';
import { usePopup } from '../stores/popup-context';
import { shownJob } from '../stores/shown-job';

export function InsertIntoPage() {
  const jobId = usePopup((s) => s.jobId);
  const jobs = usePopup((s) => s.jobs);
  const history = usePopup((s) => s.history);
  const shown = useMemo(() => shownJob(jobId, jobs, history), [jobId, jobs, history]);
  const windowId = useCurrentWindowId();
  /** The line about the last insert, for the rewrite it was about. */
  const [status, setStatus] = useState({ jobId: '', text: '' });
  const [busy, setBusy] = useState(false);

  const text = shown?.status === 'done' ? shown.resultText : undefined;
  if (!shown || !text) return null;

  const insert = async () => {
    const jobId = shown.id;
    setBusy(true);
    setStatus({ jobId, text: '' });
    try {
      const wordsCharged = shown.wordsCharged;
      await sendToBackground('sidePanel.insert', { jobId, text, wordsCharged, windowId });
      setStatus({ jobId, text: t('sidePanelInsertSent') });
    } catch (err) {
      setStatus({ jobId, text: err instanceof Error ? err.message : String(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="row insert-into-page">
      <span className="muted" role="status">
        {/* A new rewrite: the last one's line no longer applies. */}
        {status.jobId === shown.id ? status.text : ''}
      </span>
      <button type="button" disabled={busy} onClick={() => void insert()}>
        {t('sidePanelInsert')}
      </button>
    </div>
  );
}
