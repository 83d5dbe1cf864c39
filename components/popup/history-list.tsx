import { useContext, useState } from 'react';
import { exportFile, type ExportFormat } from '@/lib/history/history-export';
import { queryWords, searchHistory } from '@/lib/history/history-search';
import type { LoadedHistoryEntry } from '@/lib/queue/published';
import { formatCount, formatWhen, t } from '@/utils/i18n/t';
import { downloadFile } from '../history/download-file';
import { HistoryTools } from '../history/history-tools';
import { HISTORY_COLLAPSED } from '../stores/history-text-cache';
import { PopupStoreContext, usePopup } from '../stores/popup-context';

const newestFirst = (entries: readonly LoadedHistoryEntry[]) =>
  [...entries].sort((a, b) => b.finishedAt - a.finishedAt);

/**
 * The last finished jobs, newest first; choosing one shows its result again. An entry's
 * snippet shows once its texts are read (only drawn entries' are); its meta line at once.
 * A search shows every entry (all texts read) that matches; an export takes the ticked
 * entries, or all, once their texts are read.
 */
export function HistoryList() {
  const store = useContext(PopupStoreContext);
  const history = usePopup((s) => s.history);
  const jobId = usePopup((s) => s.jobId);
  const reopen = usePopup((s) => s.reopen);
  const expanded = usePopup((s) => s.historyExpanded);
  const setExpanded = usePopup((s) => s.setHistoryExpanded);
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const sorted = newestFirst(history);
  if (sorted.length === 0) return null;
  const searching = queryWords(query).length > 0;
  const more = !searching && sorted.length > HISTORY_COLLAPSED;
  const shown = searching
    ? searchHistory(sorted, query)
    : expanded
      ? sorted
      : sorted.slice(0, HISTORY_COLLAPSED);

  const search = (next: string) => {
    setQuery(next);
    // Searching reads every entry's texts: the ones not drawn yet are read now.
    if (!expanded && queryWords(next).length > 0) void setExpanded(true);
  };
  const exportEntries = async (format: ExportFormat) => {
    await setExpanded(true);
    const all = newestFirst(store?.getState().history ?? []);
    const chosen = selected.size > 0 ? all.filter((e) => selected.has(e.id)) : all;
    downloadFile(document, exportFile(chosen, format, Date.now()));
  };
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (!next.delete(id)) next.add(id);
    setSelected(next);
  };

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
      <HistoryTools
        query={query}
        onQuery={search}
        selectedCount={selected.size}
        onExport={(format) => void exportEntries(format)}
      />
      {searching && shown.length === 0 && (
        <p className="muted" role="status">
          {t('historyNoMatch')}
        </p>
      )}
      <ul id="history-list" className={expanded || searching ? 'expanded' : undefined}>
        {shown.map((entry) => (
          <li key={entry.id}>
            <input
              type="checkbox"
              aria-label={t('historySelectEntry')}
              checked={selected.has(entry.id)}
              onChange={() => toggle(entry.id)}
            />
            <button
              type="button"
              className="history-item"
              aria-current={entry.id === jobId ? 'true' : undefined}
              onClick={() => void reopen(entry.id)}
            >
              <span className="snippet" dir="auto">
                {entry.original?.slice(0, 80)}
              </span>
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
      ? t('popupHistoryCharged', formatCount(entry.wordsCharged + (entry.chargedBefore ?? 0)))
      : t('popupHistoryFailed');
  // Today's jobs by time alone; older ones by date: the line stays short.
  const when = formatWhen(entry.finishedAt);
  // An entry keeping several versions of its text says how many (issue 27).
  const versions = entry.versions?.length
    ? ` · ${t('popupHistoryVersions', entry.versions.length + 1)}`
    : '';
  return `${outcome}${versions} · ${when}`;
}
