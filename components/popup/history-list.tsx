import type { LoadedHistoryEntry } from '@/lib/queue/published';
import { formatCount, formatWhen, t } from '@/utils/i18n/t';
import { HISTORY_COLLAPSED } from '../stores/history-text-cache';
import { usePopup } from '../stores/popup-context';

/**
 * The last finished jobs, newest first; choosing one shows its result again. An entry's
 * snippet shows once its texts are read (only drawn entries' are); its meta line at once.
 */
export function HistoryList() {
  const history = usePopup((s) => s.history);
  const jobId = usePopup((s) => s.jobId);
  const reopen = usePopup((s) => s.reopen);
  const expanded = usePopup((s) => s.historyExpanded);
  const setExpanded = usePopup((s) => s.setHistoryExpanded);
  const sorted = [...history].sort((a, b) => b.finishedAt - a.finishedAt);
  if (sorted.length === 0) return null;
  const more = sorted.length > HISTORY_COLLAPSED;
  const shown = expanded ? sorted : sorted.slice(0, HISTORY_COLLAPSED);
  return (
    <section className="history" aria-labelledby="history-title">
      <div className="row">
        <h2 id="history-title">{t('popupHistoryTitle')}</h2>
        {more && (
          <button
            type="button"
            className="link"
            aria-expanded={expanded}
            aria-controls="history-list"
            onClick={() => void setExpanded(!expanded)}
          >
            {expanded
              ? t('popupHistoryShowFewer')
              : t('popupHistoryShowAll', formatCount(sorted.length))}
          </button>
        )}
      </div>
      <ul id="history-list" className={expanded ? 'expanded' : undefined}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <button
              type="button"
              className="history-item"
              aria-current={entry.id === jobId ? 'true' : undefined}
              onClick={() => void reopen(entry.id)}
            >
              <span className="snippet">{entry.original?.slice(0, 80)}</span>
              <span className="meta muted">{entryMeta(entry)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function entryMeta(entry: LoadedHistoryEntry): string {
  const outcome =
    entry.status === 'done'
      ? t('popupHistoryCharged', formatCount(entry.wordsCharged))
      : t('popupHistoryFailed');
  // Today's jobs by time alone; older ones by date: the line stays short.
  const when = formatWhen(entry.finishedAt);
  return `${outcome} · ${when}`;
}
