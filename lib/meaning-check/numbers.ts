/**
 * Numbers with what they count: percentages, currency amounts, scales (1.5 million), units
 * (5 km), in digits or in words, and ranges (10–20%). A fact's keys are its value with its
 * category ("%:15", "USD:1500000", "km:5", ":3"), so "10%" → "10 percent" and "3" → "three"
 * match while "15%" → "20%" or "5 km" → "5 miles" do not.
 */
import type { Fact } from './finding';
import { numberWordList, readWordNumber } from './number-words';
import type { ScannedText } from './scanned-text';

const DIGITS =
  /(?<![\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Greek}\p{N}_.,])(US\$|R\$|A\$|C\$|Rp\.?|[$€£¥₹₩])?\s?(\d(?:[\d.,\u00a0\u202f]*\d)?)/gu;
let numberWords: RegExp | undefined;
/** Number words where a word starts and ends, built on first use. */
function numberWordPattern(): RegExp {
  numberWords ??= new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${numberWordList().join('|')})(?![\\p{L}])`,
    'giu',
  );
  return numberWords;
}
const GAP = '[ \\t\\u00a0-]?';
const END = '(?![\\p{L}\\p{N}])';

const sticky = (alternatives: string) => new RegExp(`${GAP}(${alternatives})${END}`, 'iuy');
const SCALE = sticky(
  'mil millones|k|thousand|mil|ribu|tausend|m|mn|mio|million|millions|millones|millón|' +
    'milhões|milhão|millionen|juta|bn|b|billion|billions|milliard|milliards|miliar|mrd|trillion',
);
const PERCENT = new RegExp(
  `${GAP}(%|percent|per cent|pct|por ciento|pour cent|por cento|prozent|persen)${END}|(%)`,
  'iuy',
);
const CURRENCY_WORD = sticky(
  'dollars?|dólares|usd|us\\$|\\$|euros?|eur|€|gbp|£|pounds sterling|yen|jpy|¥|reais|brl|' +
    'rupiah|idr|rupees|inr|₹',
);
const UNIT = sticky(
  'km/h|kmh|mph|km|kilometres?|kilometers?|kilómetros?|quilômetros?|kilometer|m|metres?|' +
    'meters?|metros?|mètres?|cm|mm|mi|miles?|kg|kilograms?|kilos?|g|grams?|lbs?|pounds|' +
    'hours?|hrs?|h|minutes?|mins?|seconds?|secs?|s|ms|days?|weeks?|months?|years?|' +
    '°c|°f|degrees?|gb|mb|tb|kb|ghz|mhz|kwh|kw|w|l|litres?|liters?|ml',
);

const PREFIX_CURRENCY: Record<string, string> = {
  $: 'USD',
  US$: 'USD',
  R$: 'BRL',
  A$: 'AUD',
  C$: 'CAD',
  '€': 'EUR',
  '£': 'GBP',
  '¥': 'JPY',
  '₹': 'INR',
  '₩': 'KRW',
  Rp: 'IDR',
  'Rp.': 'IDR',
};

function scaleOf(word: string, hasCurrency: boolean): number | undefined {
  const w = word.toLowerCase();
  if (w === 'm' && word === 'm' && !hasCurrency) return undefined; // metres
  if (w === 'b' && !hasCurrency) return undefined;
  if (/^(k|thousand|mil|ribu|tausend)$/.test(w)) return 1e3;
  if (/^(bn|b|billions?|mil millones|milliards?|miliar|mrd)$/.test(w)) return 1e9;
  if (w === 'trillion') return 1e12;
  return 1e6;
}

function currencyOf(word: string): string {
  const w = word.toLowerCase();
  if (/^(dollars?|dólares|usd|us\$|\$)$/.test(w)) return 'USD';
  if (/^(euros?|eur|€)$/.test(w)) return 'EUR';
  if (/^(gbp|£|pounds sterling)$/.test(w)) return 'GBP';
  if (/^(yen|jpy|¥)$/.test(w)) return 'JPY';
  if (/^(reais|brl)$/.test(w)) return 'BRL';
  if (/^(rupiah|idr)$/.test(w)) return 'IDR';
  return 'INR';
}

function unitOf(word: string): string {
  const w = word.toLowerCase();
  const table: Array<[RegExp, string]> = [
    [/^(km|kilom.*|kilóm.*|quilôm.*)$/, 'km'],
    [/^(m|met.*|mèt.*|metro.*)$/, 'm'],
    [/^(mi|miles?)$/, 'mi'],
    [/^(kg|kilo)/, 'kg'],
    [/^(g|grams?)$/, 'g'],
    [/^(lbs?|pounds)$/, 'lb'],
    [/^(h|hrs?|hours?)$/, 'h'],
    [/^(mins?|minutes?)$/, 'min'],
    [/^(s|secs?|seconds?)$/, 's'],
    [/^(l|lit)/, 'l'],
    [/^(days?)$/, 'day'],
    [/^(weeks?)$/, 'week'],
    [/^(months?)$/, 'month'],
    [/^(years?)$/, 'year'],
    [/^(kmh|km\/h)$/, 'km/h'],
    [/^degrees?$/, '°'],
  ];
  for (const [pattern, unit] of table) if (pattern.test(w)) return unit;
  return w;
}

/** The values a digit string can mean: "1.500" is 1.5 or 1500 depending on the language. */
export function digitValues(raw: string): number[] {
  const s = raw.replace(/[\u00a0\u202f]/g, '');
  const dots = (s.match(/\./g) ?? []).length;
  const commas = (s.match(/,/g) ?? []).length;
  if (dots && commas) {
    const decimal = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ',';
    const other = decimal === '.' ? /,/g : /\./g;
    return [Number(s.replace(other, '').replace(decimal, '.'))];
  }
  if (!dots && !commas) return [Number(s)];
  const sep = dots ? '.' : ',';
  if (dots + commas > 1) return [Number(s.split(sep).join(''))];
  const [whole = '', part = ''] = s.split(sep);
  const asDecimal = Number(`${whole}.${part}`);
  const asThousands = Number(whole + part);
  return part.length === 3 && whole !== '0' ? [asThousands, asDecimal] : [asDecimal];
}

interface Reading {
  at: number;
  end: number;
  values: number[];
  category: string;
  soft: boolean;
}

/** Scale, then percent / currency / unit after the number that ends at `end`. */
function readSuffix(text: string, reading: Reading): void {
  const hasCurrency = reading.category !== '';
  const match = (pattern: RegExp) => {
    pattern.lastIndex = reading.end;
    return pattern.exec(text);
  };
  const scale = match(SCALE);
  const factor = scale ? scaleOf(scale[1]!, hasCurrency) : undefined;
  if (scale && factor !== undefined) {
    reading.values = reading.values.map((v) => v * factor);
    reading.end += scale[0].length;
  }
  const percent = match(PERCENT);
  if (percent) {
    reading.category = '%';
    reading.end += percent[0].length;
    return;
  }
  const currency = match(CURRENCY_WORD);
  if (currency) {
    reading.category = currencyOf(currency[1]!);
    reading.end += currency[0].length;
    return;
  }
  if (hasCurrency) return;
  const unit = match(UNIT);
  if (unit) {
    reading.category = unitOf(unit[1]!);
    reading.end += unit[0].length;
  }
}

const RANGE_JOIN = /^\s*(?:[-–—]|to|bis|a|à|até|hingga|sampai|and|und|et|e|y|dan)\s*$/i;
const keyOf = (category: string, value: number) => `${category}:${+value.toPrecision(12)}`;

/** "10–20%": the first end of a bare range takes the category of the other, and back. */
function shareRangeCategories(text: string, readings: Reading[], facts: Fact[]): void {
  for (let i = 0; i + 1 < readings.length; i += 1) {
    const a = readings[i]!;
    const b = readings[i + 1]!;
    if (a.category === b.category || b.at - a.end > 8) continue;
    if (!RANGE_JOIN.test(text.slice(a.end, b.at))) continue;
    if (a.category === '') facts[i]!.keys.push(...a.values.map((v) => keyOf(b.category, v)));
    if (b.category === '') facts[i + 1]!.keys.push(...b.values.map((v) => keyOf(a.category, v)));
  }
}

export function extractNumbers(scan: ScannedText): Fact[] {
  const { text } = scan;
  const readings: Reading[] = [];
  for (const match of text.matchAll(DIGITS)) {
    const prefix = match[1];
    const at = match.index + (prefix ? 0 : match[0].length - match[2]!.length);
    const reading: Reading = {
      at,
      end: match.index + match[0].length,
      values: digitValues(match[2]!),
      category: prefix ? (PREFIX_CURRENCY[prefix] ?? '') : '',
      soft: false,
    };
    readSuffix(text, reading);
    if (scan.isFree(reading.at, reading.end)) readings.push(reading);
  }
  for (const r of readings) scan.claim(r.at, r.end);
  const wordStart = numberWordPattern();
  wordStart.lastIndex = 0;
  for (let m = wordStart.exec(text); m; m = wordStart.exec(text)) {
    if (!scan.isFree(m.index, m.index + 1)) continue;
    const word = readWordNumber(text, m.index);
    if (!word) continue;
    const reading: Reading = {
      at: m.index,
      end: m.index + word.length,
      values: [word.value],
      category: '',
      soft: word.soft,
    };
    wordStart.lastIndex = reading.end;
    readSuffix(text, reading);
    if (scan.isFree(reading.at, reading.end)) readings.push(reading);
  }
  readings.sort((a, b) => a.at - b.at);
  const facts = readings.map((r): Fact => ({
    kind: 'number',
    text: text.slice(r.at, r.end),
    keys: r.values.map((v) => keyOf(r.category, v)),
    at: r.at,
    ...(r.soft ? { soft: true } : {}),
  }));
  shareRangeCategories(text, readings, facts);
  for (const r of readings) scan.claim(r.at, r.end);
  return facts;
}
