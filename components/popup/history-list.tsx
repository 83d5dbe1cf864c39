import { formatCount, t } from '../i18n/t';
import { usePopup } from '../stores/popup-context';

const SHOWN = 5;

/** The last finished jobs; choosing one shows its result again. */
export function HistoryList() {
  const history = usePopup((s) => s.history);
  const jobId = usePopup((s) => s.jobId);
  const reopen = usePopup((s) => s.reopen);
  const recent = [...history].sort((a, b) => b.finishedAt - a.finishedAt).slice(0, SHOWN);
  if (recent.length === 0) return null;
  return (
    <section className="history" aria-labelledby="history-title">
      <h2 id="history-title">{t('popupHistoryTitle')}</h2>
      <ul>
        {recent.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="history-item"
              aria-current={entry.id === jobId ? 'true' : undefined}
              onClick={() => void reopen(entry.id)}
            >
              <span className="snippet">{entry.original.slice(0, 80)}</span>
              <span className="muted">
                {entry.status === 'done'
                  ? t('popupHistoryCharged', formatCount(entry.wordsCharged))
                  : t('popupHistoryFailed')}
                {' · '}
                {new Date(entry.finishedAt).toLocaleString(undefined, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
