import { describe, expect, it } from 'vitest';
import { appendHistory, HISTORY_LIMIT, siteOf } from './history-log';
import { addCharge, usageTotals } from './usage';
import type { HistoryEntry } from './history';

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
    let list: HistoryEntry[] = [];
    for (let i = 0; i < 60; i += 1) {
      list = appendHistory(list, {
        id: `j${i}`,
        original: 't',
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
