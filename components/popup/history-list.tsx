import { useState } from 'react';
import type { HistoryEntry } from '@/lib/queue/history';
import { formatCount, formatWhen, t } from '../i18n/t';
import { usePopup } from '../stores/popup-context';

/** Entries shown before "Show all": keeps the popup within Chrome's 600 px. */
export const HISTORY_COLLAPSED = 3;

/** The last finished jobs, newest first; choosing one shows its result again. */
export function HistoryList() {
  const history = usePopup((s) => s.history);
  const jobId = usePopup((s) => s.jobId);
  const reopen = usePopup((s) => s.reopen);
  const [expanded, setExpanded] = useState(false);
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
            onClick={() => setExpanded((v) => !v)}
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
              <span className="snippet">{entry.original.slice(0, 80)}</span>
              <span className="meta muted">{entryMeta(entry)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function entryMeta(entry: HistoryEntry): string {
  const outcome =
    entry.status === 'done'
      ? t('popupHistoryCharged', formatCount(entry.wordsCharged))
      : t('popupHistoryFailed');
  // Today's jobs by time alone; older ones by date: the line stays short.
  const when = formatWhen(entry.finishedAt);
  return `${outcome} · ${when}`;
}
