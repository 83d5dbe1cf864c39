/** Words charged, as the server reported them, per local day ("YYYY-MM-DD"), month ("YYYY-MM") and in all. */
export interface UsageLedger {
  days: Record<string, number>;
  months: Record<string, number>;
  total: number;
}
