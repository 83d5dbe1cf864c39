/**
 * One line for a scenario case that failed, with what the editor held in full (an assertion's
 * message abbreviates it): the scenario files run every case and report all failures at once.
 */
export function caseFailure(label: string, err: unknown): string {
  const actual = (err as { actual?: unknown } | null)?.actual;
  const held = actual === undefined ? '' : ` (held: ${JSON.stringify(actual)})`;
  return `${label}: ${String(err)}${held}`;
}
