/**
 * History export (issue 28, point 3): the chosen entries as Markdown (to read), JSON or CSV
 * (to keep or bill from), each with its original, rewrite, site, time and words charged.
 * History stays local; an export, which the user starts, is the only way out. The parsers
 * read back what the formatters wrote (the round-trip test), shape-checked like any input.
 */
import { isRecord } from '../is-record';
import { CsvParseError, formatCsv, parseCsv } from './csv';

/** One exported entry; a failed job's rewrite is empty. */
export interface ExportedEntry {
  original: string;
  rewrite: string;
  site: string;
  /** When the job finished, ISO 8601 in UTC. */
  time: string;
  wordsCharged: number;
}

export type ExportFormat = 'markdown' | 'json' | 'csv';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['markdown', 'json', 'csv'];

/** What an export is made from: a history entry with its texts loaded. */
export interface ExportableEntry {
  original?: string;
  result?: string;
  site: string;
  finishedAt: number;
  wordsCharged: number;
}

export const CSV_HEADER = ['original', 'rewrite', 'site', 'time', 'words_charged'] as const;

export function exportedEntry(entry: ExportableEntry): ExportedEntry {
  return {
    original: entry.original ?? '',
    rewrite: entry.result ?? '',
    site: entry.site,
    time: new Date(entry.finishedAt).toISOString(),
    wordsCharged: entry.wordsCharged,
  };
}

/** A code fence longer than any run of backticks in `text`, so the text cannot close it. */
function fenced(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/gu) ?? []).map((run) => run.length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}text\n${text}\n${fence}`;
}

export function toMarkdown(entries: readonly ExportedEntry[]): string {
  const sections = entries.map((e) =>
    [
      `## ${e.time} · ${e.site.replace(/[\r\n]/gu, ' ')} · ${e.wordsCharged} words charged`,
      '### Original',
      fenced(e.original),
      '### Rewrite',
      fenced(e.rewrite),
    ].join('\n\n'),
  );
  return `# Humanizer history\n\n${sections.join('\n\n')}\n`;
}

export const toJson = (entries: readonly ExportedEntry[]) =>
  `${JSON.stringify(entries, null, 2)}\n`;

export const toCsv = (entries: readonly ExportedEntry[]) =>
  formatCsv([
    CSV_HEADER,
    ...entries.map((e) => [e.original, e.rewrite, e.site, e.time, String(e.wordsCharged)]),
  ]);

/** Thrown when an export's text does not hold exported entries. */
export class ExportParseError extends Error {
  readonly code = 'export-parse';
}

function checked(value: unknown): ExportedEntry {
  if (
    !isRecord(value) ||
    typeof value.original !== 'string' ||
    typeof value.rewrite !== 'string' ||
    typeof value.site !== 'string' ||
    typeof value.time !== 'string' ||
    Number.isNaN(Date.parse(value.time)) ||
    typeof value.wordsCharged !== 'number' ||
    !Number.isSafeInteger(value.wordsCharged) ||
    value.wordsCharged < 0
  ) {
    throw new ExportParseError('Not an exported history entry.');
  }
  const { original, rewrite, site, time, wordsCharged } = value;
  return { original, rewrite, site, time, wordsCharged };
}

export function parseJsonExport(text: string): ExportedEntry[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new ExportParseError('Not a list of entries.');
  return parsed.map(checked);
}

export function parseCsvExport(text: string): ExportedEntry[] {
  let rows: string[][];
  try {
    rows = parseCsv(text);
  } catch (err) {
    if (err instanceof CsvParseError) throw new ExportParseError(err.message);
    throw err;
  }
  const [header, ...records] = rows;
  if (header?.join(',') !== CSV_HEADER.join(',')) throw new ExportParseError('Not our header.');
  return records.map(([original, rewrite, site, time, words]) =>
    checked({ original, rewrite, site, time, wordsCharged: Number(words) }),
  );
}

/** The file an export is saved as: its text, type and name (dated by `now`). */
export function exportFile(
  entries: readonly ExportableEntry[],
  format: ExportFormat,
  now: number,
): { text: string; mime: string; name: string } {
  const rows = entries.map(exportedEntry);
  const day = new Date(now).toISOString().slice(0, 10);
  const name = `humanizer-history-${day}`;
  if (format === 'json')
    return { text: toJson(rows), mime: 'application/json', name: `${name}.json` };
  if (format === 'csv') return { text: toCsv(rows), mime: 'text/csv', name: `${name}.csv` };
  return { text: toMarkdown(rows), mime: 'text/markdown', name: `${name}.md` };
}
