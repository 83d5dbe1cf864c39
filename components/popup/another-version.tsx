import { countWords } from '@/lib/text/word-count';
import { t } from '@/utils/i18n/t';
import { usePopup } from '../stores/popup-context';
import type { ShownJob } from '../stores/shown-job';

/**
 * "Another version" of the shown text (issue 27, point 3), as on the card: what it will cost
 * is said before it is sent, counted with the API's own counter over the text that would be
 * sent (lib/text/word-count.ts; the server may charge a minimum on top, hence "about"). It
 * goes through the queue like any job (`job.another`). Above the user's words threshold the
 * background queues nothing and answers with the count: the popup asks, as the card does, and
 * sends only on Send. Offered for a done job and for a done history entry: once the queue no
 * longer keeps the entry's job, the background sends the entry's original, and the new version
 * joins that entry's versions (lib/queue/history-another.ts).
 */
export function AnotherVersion({ shown }: { shown: ShownJob }) {
  const another = usePopup((s) => s.another);
  const ask = usePopup((s) => s.anotherAsk);
  const cancel = usePopup((s) => s.cancelAnother);
  if (shown.status !== 'done' || (shown.job && shown.job.status !== 'done')) return null;

  if (ask?.jobId === shown.id) {
    return (
      <div className="another confirm" role="group" aria-label={t('cardAnotherVersion')}>
        <p data-testid="popup-another-confirm">
          {t('cardConfirmWords', ask.words)}
          {ask.requests > 1 && ` ${t('cardConfirmRequests', ask.requests)}`}
        </p>
        <div className="row">
          <button type="button" onClick={cancel}>
            {t('popupCancel')}
          </button>
          <button type="button" className="primary" onClick={() => void another(shown.id, true)}>
            {t('cardConfirmSend', ask.words)}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="another row">
      <p className="muted" data-testid="popup-another-cost">
        {t('anotherVersionCost', countWords(shown.original))}
      </p>
      <button type="button" onClick={() => void another(shown.id)}>
        {t('cardAnotherVersion')}
      </button>
    </div>
  );
}
