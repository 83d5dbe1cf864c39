/**
 * Numbers and dates the way the UI's language writes them: 12.345 Wörter, 12 345 mots,
 * 23/11/26. Pure: the locale (and, for tests, the time zone) is passed in; the extension
 * picks it in utils/i18n/t.ts.
 */

/**
 * The locale to format with. The browser's UI language when it is the language the
 * messages are in (en-GB keeps its day-first dates under the English catalogue); otherwise
 * the catalogue's own, so a German message never carries 12,345 (Chromium on Linux can show
 * a `--lang=de` catalogue while still reporting en-US).
 */
export function formatLocale(uiLanguage: string | undefined, catalogueLocale: string): string {
  const language = (tag: string) => tag.split(/[-_]/)[0]!.toLowerCase();
  const ui = uiLanguage?.replace('_', '-');
  if (ui && language(ui) === language(catalogueLocale) && isSupported(ui)) return ui;
  return isSupported(catalogueLocale) ? catalogueLocale : 'en';
}

function isSupported(tag: string): boolean {
  try {
    return Intl.NumberFormat.supportedLocalesOf([tag]).length > 0;
  } catch {
    return false; // not a well-formed tag
  }
}

/**
 * Whole numbers from 0 to 999, which every language we ship (en, es, pt-BR, fr, de, id)
 * writes as plain digits (locale-format.test.ts checks each against Intl). They skip Intl:
 * the first Intl object in a page's process loads ICU's locale data, 30–110 ms measured
 * here, paid by the first card in a tab.
 */
export function isPlainNumber(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n < 1000;
}

/**
 * Intl formatters by locale and options, built once: each costs about 0.1 ms, and the popup's
 * first view formats a dozen lines (history's dates, counts). Few distinct keys ever exist
 * (a locale, a time zone, four option sets); the bound only guards against a caller that
 * varies them.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
const MAX_FORMATTERS = 32;

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  const known = formatters.get(key) as F | undefined;
  if (known) return known;
  if (formatters.size >= MAX_FORMATTERS) formatters.clear();
  const made = make();
  formatters.set(key, made);
  return made;
}

const numberFormat = (locale: string) => cached(`n|${locale}`, () => new Intl.NumberFormat(locale));

const dateFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export function formatNumber(n: number, locale: string): string {
  return numberFormat(locale).format(n);
}

/** A message substitution: numbers written in the locale, text left alone. */
export function formatSubstitution(value: string | number, locale: string): string {
  return typeof value === 'number' ? formatNumber(value, locale) : value;
}

/**
 * When a history entry finished: the time alone for today (in `timeZone`, the user's by
 * default), the short date for older ones, so the line stays short.
 */
export function formatFinishedAt(
  finishedAt: number,
  now: number,
  locale: string,
  timeZone?: string,
): string {
  const day = dateFormat('en-CA', { timeZone, dateStyle: 'short' });
  const sameDay = day.format(finishedAt) === day.format(now);
  return dateFormat(
    locale,
    sameDay ? { timeZone, timeStyle: 'short' } : { timeZone, dateStyle: 'short' },
  ).format(finishedAt);
}

/**
 * A moment soon (a rate limit's end): the time with seconds for today (in `timeZone`, the
 * user's by default), the date and time for a later day.
 */
export function formatMoment(at: number, now: number, locale: string, timeZone?: string): string {
  const day = dateFormat('en-CA', { timeZone, dateStyle: 'short' });
  const sameDay = day.format(at) === day.format(now);
  return dateFormat(
    locale,
    sameDay
      ? { timeZone, timeStyle: 'medium' }
      : { timeZone, dateStyle: 'medium', timeStyle: 'medium' },
  ).format(at);
}
