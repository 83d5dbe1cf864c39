/**
 * Dates and times in the formats people write: 2024-03-05, 05/03/2024 (which is 5 March or
 * 3 May: both keys), March 5, 2024, 5th of March, 5 de marzo de 2024, 5. März 2024,
 * 3:30 pm, 15:30, 15h30. Keys are the parts that were written ("date:2024-3-5",
 * "date:?-3-?", "time:930"), so the same day in another format matches.
 */
import type { Fact } from './finding';
import type { ScannedText } from './scanned-text';

const MONTH_NAMES: string[][] = [
  ['january', 'jan', 'enero', 'janeiro', 'janvier', 'januar', 'januari'],
  ['february', 'feb', 'febrero', 'fevereiro', 'février', 'februar', 'februari'],
  ['march', 'mar', 'marzo', 'março', 'mars', 'märz', 'maret'],
  ['april', 'apr', 'abril', 'avril'],
  ['may', 'mayo', 'maio', 'mai', 'mei'],
  ['june', 'jun', 'junio', 'junho', 'juin', 'juni'],
  ['july', 'jul', 'julio', 'julho', 'juillet', 'juli'],
  ['august', 'aug', 'agosto', 'août', 'agustus'],
  ['september', 'sep', 'sept', 'septiembre', 'setembro', 'septembre'],
  ['october', 'oct', 'octubre', 'outubro', 'octobre', 'oktober'],
  ['november', 'nov', 'noviembre', 'novembro', 'novembre'],
  ['december', 'dec', 'diciembre', 'dezembro', 'décembre', 'dezember', 'desember'],
];
const MONTHS = new Map<string, number>(
  MONTH_NAMES.flatMap((names, i) => names.map((name): [string, number] => [name, i + 1])),
);
/** Month names that are also common words: only months when capitalised or beside a day. */
const AMBIGUOUS_ALONE = new Set(['may', 'march', 'mar', 'jan', 'sep', 'mai', 'mars', 'dec']);

const M = [...MONTHS.keys()].sort((a, b) => b.length - a.length).join('|');
const B = '(?<![\\p{L}\\p{N}])';
const E = '(?![\\p{L}\\p{N}])';
const ORD = '(?:st|nd|rd|th|º|er|\\.)?';
const PATTERNS: Array<{ re: RegExp; read: (m: RegExpMatchArray) => string[] }> = [
  {
    // March 5, 2024 · Mar. 5th · March 5
    re: new RegExp(`${B}(${M})\\.?\\s+(\\d{1,2})${ORD}(?:,?\\s+(\\d{4}))?${E}`, 'giu'),
    read: (m) => [key(m[3], month(m[1]), m[2])],
  },
  {
    // 5 March 2024 · 5th of March · 5 de marzo de 2024 · 5. März 2024 · le 5 mars
    re: new RegExp(
      `${B}(\\d{1,2})${ORD}\\s+(?:of\\s+|de\\s+)?(${M})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?${E}`,
      'giu',
    ),
    read: (m) => [key(m[3], month(m[2]), m[1])],
  },
  {
    // 2024-03-05 · 2024/3/5
    re: new RegExp(`${B}(\\d{4})([-/.])(\\d{1,2})\\2(\\d{1,2})${E}`, 'gu'),
    read: (m) => [key(m[1], Number(m[3]), m[4])],
  },
  {
    // 05/03/2024 · 3.5.24: day and month order unknown, so both
    re: new RegExp(`${B}(\\d{1,2})([-/.])(\\d{1,2})\\2(\\d{4}|\\d{2})${E}`, 'gu'),
    read: (m) => [key(m[4], Number(m[3]), m[1]), key(m[4], Number(m[1]), m[3])],
  },
  {
    // March 2024 · in March
    re: new RegExp(`${B}(${M})\\.?(?:,?\\s+(?:de\\s+)?(\\d{4}))?${E}`, 'giu'),
    read: (m) => (m[2] || !AMBIGUOUS_ALONE.has(m[1]!) ? [key(m[2], month(m[1]), undefined)] : []),
  },
  {
    // 3:30 pm · 3 p.m. · 11am
    re: new RegExp(`${B}(\\d{1,2})(?:[:.](\\d{2}))?\\s?([ap])\\.?m\\.?(?![\\p{L}])`, 'giu'),
    read: (m) => [time((Number(m[1]) % 12) + (m[3]!.toLowerCase() === 'p' ? 12 : 0), m[2])],
  },
  {
    // 15:30 · 15h30 · 15.30 Uhr · 15 Uhr
    re: new RegExp(
      `${B}(\\d{1,2})(?::(\\d{2})(?::\\d{2})?|h(\\d{2})|\\.(\\d{2})\\s+Uhr|\\s+Uhr)${E}`,
      'gu',
    ),
    read: (m) => (Number(m[1]) < 24 ? [time(Number(m[1]), m[2] ?? m[3] ?? m[4])] : []),
  },
];

function month(name: string | undefined): number {
  return MONTHS.get((name ?? '').toLowerCase()) ?? 0;
}

function fullYear(year: string | undefined): string {
  if (!year) return '?';
  if (year.length === 4) return year;
  return String(Number(year) + (Number(year) < 50 ? 2000 : 1900));
}

function key(year: string | undefined, m: number, day: string | undefined): string {
  return `date:${fullYear(year)}-${m || '?'}-${day ? Number(day) : '?'}`;
}

function time(hours: number, minutes: string | undefined): string {
  return `time:${hours * 60 + Number(minutes ?? 0)}`;
}

const valid = (k: string) => !/-(1[3-9]|[2-9]\d|0)-|-(3[2-9]|[4-9]\d|0)$/.test(k);

export function extractDates(scan: ScannedText): Fact[] {
  const facts: Fact[] = [];
  for (const { re, read } of PATTERNS) {
    for (const match of scan.text.matchAll(re)) {
      const end = match.index + match[0].length;
      if (!scan.isFree(match.index, end)) continue;
      const name = match[0].match(/^\p{L}+/u)?.[0];
      if (name && AMBIGUOUS_ALONE.has(name) && !/\d/.test(match[0])) continue;
      const keys = read(match).filter((k) => !k.startsWith('date') || valid(k));
      if (keys.length === 0) continue;
      scan.claim(match.index, end);
      facts.push({ kind: 'date', text: match[0], keys, at: match.index });
    }
  }
  return facts.sort((a, b) => a.at - b.at);
}
