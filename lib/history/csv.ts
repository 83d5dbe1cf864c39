/**
 * CSV as RFC 4180 writes it (history export, issue 28): a field holding a comma, a quote or a
 * line break is quoted, its quotes doubled. A field a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is written with a leading apostrophe,
 * as is one that starts with an apostrophe, so that the parser drops exactly one and a
 * round trip gives back the same text.
 */

const FORMULA_START = /^[=+\-@\t\r']/u;
const NEEDS_QUOTES = /[",\r\n]/u;

function field(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV text, CRLF between records (and after the last). */
export function formatCsv(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `${row.map(field).join(',')}\r\n`).join('');
}

/** Thrown for text that is not CSV as formatCsv writes it. */
export class CsvParseError extends Error {
  readonly code = 'csv-parse';
}

/** Parses CSV (quoted fields may hold commas, quotes and line breaks) into rows of fields. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let i = 0;
  while (i < text.length) {
    let value = '';
    if (text[i] === '"') {
      i += 1;
      for (;;) {
        if (i >= text.length) throw new CsvParseError('An unclosed quoted field.');
        if (text[i] === '"') {
          if (text[i + 1] === '"') {
            value += '"';
            i += 2;
            continue;
          }
          i += 1;
          break;
        }
        value += text[i];
        i += 1;
      }
    } else {
      while (i < text.length && text[i] !== ',' && text[i] !== '\r' && text[i] !== '\n') {
        value += text[i];
        i += 1;
      }
    }
    row.push(value.startsWith("'") ? value.slice(1) : value);
    if (text[i] === ',') {
      i += 1;
      continue;
    }
    if (text[i] === '\r' && text[i + 1] === '\n') i += 2;
    else if (text[i] === '\n' || text[i] === '\r') i += 1;
    else if (i < text.length) throw new CsvParseError(`Unexpected character at ${i}.`);
    rows.push(row);
    row = [];
  }
  if (text.endsWith(',')) row.push('');
  if (row.length > 0) rows.push(row);
  return rows;
}
