import { formatCount, t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';
import type { ShownJob } from '../stores/shown-job';

/**
 * A cancelled job. When its request was already on its way, the server may still charge
 * for it (the queue records that charge in the usage ledger), so the popup says so.
 */
export function CancelledPanel({ shown }: { shown: ShownJob }) {
  const retry = usePopup((s) => s.retry);
  const inFlight = usePopup((s) => s.cancelledInFlight.includes(shown.id));
  const partsDone = (shown.job?.chunksDone ?? 0) > 0;
  return (
    <div className="progress">
      <div className="status-text">
        <p className="status-line">{t(inFlight ? 'popupCancelledInFlight' : 'popupCancelled')}</p>
        {partsDone && (
          <p className="status-line muted">
            {t('popupCancelledCharged', formatCount(shown.wordsCharged))}
          </p>
        )}
      </div>
      {shown.job && (
        <button type="button" onClick={() => void retry(shown.id)}>
          {t('popupRetry')}
        </button>
      )}
    </div>
  );
}
