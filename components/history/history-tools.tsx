import { useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '@/lib/history/history-export';
import { MAX_QUERY_CHARS } from '@/lib/history/history-search';
import { formatCount, t } from '@/utils/i18n/t';

const FORMAT_NAMES: Record<ExportFormat, string> = {
  markdown: 'Markdown',
  json: 'JSON',
  csv: 'CSV',
};

/**
 * History's search field and export (issue 28, point 3), shared by the popup and the side
 * panel: the owner filters its list by the query and exports the selected entries, or all.
 */
export function HistoryTools(props: {
  query: string;
  onQuery(query: string): void;
  selectedCount: number;
  onExport(format: ExportFormat): void;
}) {
  const [format, setFormat] = useState<ExportFormat>('markdown');
  return (
    <div className="history-tools">
      <input
        type="search"
        aria-label={t('historySearchLabel')}
        placeholder={t('historySearchLabel')}
        maxLength={MAX_QUERY_CHARS}
        value={props.query}
        onChange={(event) => props.onQuery(event.target.value)}
      />
      <select
        aria-label={t('historyExportFormat')}
        value={format}
        onChange={(event) => setFormat(event.target.value as ExportFormat)}
      >
        {EXPORT_FORMATS.map((f) => (
          <option key={f} value={f}>
            {FORMAT_NAMES[f]}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => props.onExport(format)}>
        {props.selectedCount > 0
          ? t('historyExportSelected', formatCount(props.selectedCount))
          : t('historyExportAll')}
      </button>
    </div>
  );
}
