import { afterEach, describe, expect, it } from 'vitest';
import {
  formatFinishedAt,
  formatLocale,
  formatMoment,
  formatNumber,
  formatSubstitution,
  isPlainNumber,
} from './locale-format';

const NNBSP = '\u202f';

describe('formatLocale', () => {
  it('takes the browser UI language when the messages are in that language', () => {
    expect(formatLocale('en-GB', 'en')).toBe('en-GB');
    expect(formatLocale('de-CH', 'de')).toBe('de-CH');
    expect(formatLocale('pt_BR', 'pt-BR')).toBe('pt-BR');
  });

  it("takes the catalogue's language when the browser reports another", () => {
    // Chromium on Linux with --lang=de: German messages, getUILanguage() still en-US.
    expect(formatLocale('en-US', 'de')).toBe('de');
    expect(formatLocale('ja', 'en')).toBe('en');
    expect(formatLocale(undefined, 'fr')).toBe('fr');
  });

  it('falls back to English for a tag that is not a locale', () => {
    expect(formatLocale(undefined, 'not a tag')).toBe('en');
  });
});

describe('formatNumber', () => {
  it.each([
    ['en', '12,345'],
    ['de', '12.345'],
    ['es', '12.345'],
    ['pt-BR', '12.345'],
    ['id', '12.345'],
    ['fr', `12${NNBSP}345`],
  ])('%s writes 12345 as %s', (locale, written) => {
    expect(formatNumber(12_345, locale)).toBe(written);
  });

  it('leaves text substitutions alone and formats numbers', () => {
    expect(formatSubstitution('api.example.com', 'de')).toBe('api.example.com');
    expect(formatSubstitution(10_000, 'de')).toBe('10.000');
  });
});

describe('formatFinishedAt', () => {
  const now = Date.UTC(2026, 10, 23, 18, 0);
  const todayAt = Date.UTC(2026, 10, 23, 14, 5);
  const earlier = Date.UTC(2026, 10, 3, 14, 5);

  it("shows today's entries by time, in the locale's clock", () => {
    // ICU builds differ on the space before PM (U+202F or U+0020).
    expect(formatFinishedAt(todayAt, now, 'en', 'UTC').replace(/\s/gu, ' ')).toBe('2:05 PM');
    expect(formatFinishedAt(todayAt, now, 'de', 'UTC')).toBe('14:05');
    expect(formatFinishedAt(todayAt, now, 'id', 'UTC')).toBe('14.05');
  });

  it("shows older entries by date, in the locale's order", () => {
    expect(formatFinishedAt(earlier, now, 'en', 'UTC')).toBe('11/3/26');
    expect(formatFinishedAt(earlier, now, 'de', 'UTC')).toBe('03.11.26');
    expect(formatFinishedAt(earlier, now, 'es', 'UTC')).toBe('3/11/26');
    expect(formatFinishedAt(earlier, now, 'pt-BR', 'UTC')).toBe('03/11/2026');
  });

  it("decides what is today in the user's time zone", () => {
    // 23:30 UTC on the 22nd is already the 23rd in Berlin.
    const lateEvening = Date.UTC(2026, 10, 22, 23, 30);
    expect(formatFinishedAt(lateEvening, now, 'de', 'Europe/Berlin')).toBe('00:30');
    expect(formatFinishedAt(lateEvening, now, 'de', 'UTC')).toBe('22.11.26');
  });
});

describe('isPlainNumber', () => {
  it.each(['en', 'en-GB', 'es', 'pt-BR', 'fr', 'de', 'id'])(
    'matches Intl in %s for every number it lets skip Intl',
    (locale) => {
      for (let n = 0; n < 1000; n += 1) {
        expect(isPlainNumber(n)).toBe(true);
        expect(formatNumber(n, locale)).toBe(String(n));
      }
      expect([1000, 1.5, -1].map(isPlainNumber)).toEqual([false, false, false]);
    },
  );
});

describe('formatMoment (when a rate limit ends)', () => {
  const now = Date.UTC(2026, 2, 10, 12, 0, 0);
  it('writes the time with seconds today, and the date too on a later day', () => {
    expect(formatMoment(now + 95_000, now, 'en-GB', 'UTC')).toBe('12:01:35');
    expect(formatMoment(now + 86_400_000, now, 'de', 'UTC')).toBe('11.03.2026, 12:00:00');
  });
});

describe('formatters', () => {
  const { DateTimeFormat, NumberFormat } = Intl;
  afterEach(() => Object.assign(Intl, { DateTimeFormat, NumberFormat }));

  it('builds each locale and option set once, however many lines are formatted', () => {
    const built = { dates: 0, numbers: 0 };
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args);
        built.dates += 1;
      }
    } as typeof DateTimeFormat;
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args);
        built.numbers += 1;
      }
    } as typeof NumberFormat;
    const now = Date.UTC(2026, 10, 24, 12);
    const lines = Array.from({ length: 20 }, (_, i) => [
      formatFinishedAt(now - i * 3_600_000, now, 'fr-CH', 'Asia/Tokyo'),
      formatNumber(1_000 + i, 'fr-CH'),
    ]);
    expect(new Set(lines.map(([when]) => when)).size).toBeGreaterThan(10);
    // The day check, today's time and an older date; one number format.
    expect(built.dates).toBeLessThanOrEqual(3);
    expect(built.numbers).toBe(1);
    expect(formatNumber(1_234, 'de-DE')).toBe(new Intl.NumberFormat('de-DE').format(1_234));
  });
});
