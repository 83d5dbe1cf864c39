import { describe, expect, it } from 'vitest';
import { appendHistory, entryBytes, HISTORY_LIMIT, siteOf } from './history-log';
import { addCharge, usageTotals } from './usage';
import type { StoredHistoryEntry } from './history';

describe('usage ledger', () => {
  it('adds charges to the local day, month and total', () => {
    let ledger = { days: {}, months: {}, total: 0 };
    ledger = addCharge(ledger, 120, new Date(2026, 0, 31, 23, 59));
    ledger = addCharge(ledger, 30, new Date(2026, 1, 1, 0, 1));
    expect(ledger).toEqual({
      days: { '2026-01-31': 120, '2026-02-01': 30 },
      months: { '2026-01': 120, '2026-02': 30 },
      total: 150,
    });
    expect(usageTotals(ledger, new Date(2026, 1, 1, 12))).toEqual({
      today: 30,
      month: 30,
      total: 150,
    });
  });
});

describe('history', () => {
  it('keeps the newest first and at most 50', () => {
    let list: StoredHistoryEntry[] = [];
    for (let i = 0; i < 60; i += 1) {
      list = appendHistory(list, {
        id: `j${i}`,
        textBytes: 16,
        wordCount: 1,
        wordsCharged: 1,
        finishedAt: i,
        site: 'popup',
        status: 'done',
      });
    }
    expect(list).toHaveLength(HISTORY_LIMIT);
    expect(list[0]!.id).toBe('j59');
    expect(list.at(-1)!.id).toBe('j10');
  });

  it('names the site of a selection job by its host', () => {
    expect(
      siteOf({ kind: 'selection', tabId: 1, frameId: 0, url: 'https://mail.example.com/x' }),
    ).toBe('mail.example.com');
    expect(siteOf({ kind: 'popup' })).toBe('popup');
  });
});

describe('history byte cap', () => {
  /** An index entry whose texts (stored elsewhere) weigh `textBytes`. */
  const entry = (i: number, textBytes: number): StoredHistoryEntry => ({
    id: `j${i}`,
    textBytes,
    wordCount: 1000,
    wordsCharged: 1000,
    finishedAt: i,
    site: 'popup',
    status: 'done',
  });

  it('weighs an index entry with the bytes of its texts, not only its line', () => {
    const line = new TextEncoder().encode(JSON.stringify(entry(0, 10_000))).length;
    expect(entryBytes(entry(0, 10_000))).toBe(line + 10_000);
  });

  it('drops the oldest entries once their texts’ bytes pass the cap, keeping the newest', () => {
    const one = entryBytes(entry(0, 10_000));
    let list: StoredHistoryEntry[] = [];
    for (let i = 0; i < 10; i += 1) list = appendHistory(list, entry(i, 10_000), one * 3.5);
    expect(list.map((e) => e.id)).toEqual(['j9', 'j8', 'j7']);
    expect(list.reduce((n, e) => n + entryBytes(e), 0)).toBeLessThanOrEqual(one * 3.5);
  });

  it('keeps the newest entry even when it alone is over the cap', () => {
    const list = appendHistory([entry(0, 10)], entry(1, 5000), 100);
    expect(list.map((e) => e.id)).toEqual(['j1']);
  });
});
