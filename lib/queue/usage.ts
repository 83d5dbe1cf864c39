/** Adds the server's `words_charged` to the local ledger (never computed locally). */
import type { UsageLedger } from './usage-ledger';

const pad = (n: number) => String(n).padStart(2, '0');

/** Local-time keys: "YYYY-MM-DD" and "YYYY-MM". */
export function ledgerKeys(at: Date): { day: string; month: string } {
  const month = `${at.getFullYear()}-${pad(at.getMonth() + 1)}`;
  return { day: `${month}-${pad(at.getDate())}`, month };
}

export function addCharge(ledger: UsageLedger, words: number, at: Date): UsageLedger {
  const { day, month } = ledgerKeys(at);
  return {
    days: { ...ledger.days, [day]: (ledger.days[day] ?? 0) + words },
    months: { ...ledger.months, [month]: (ledger.months[month] ?? 0) + words },
    total: ledger.total + words,
  };
}

/** Today's, this month's and all-time totals, for display. */
export function usageTotals(ledger: UsageLedger, at: Date) {
  const { day, month } = ledgerKeys(at);
  return { today: ledger.days[day] ?? 0, month: ledger.months[month] ?? 0, total: ledger.total };
}
