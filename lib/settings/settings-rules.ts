/**
 * Rules for settings the user types, shared by the options page (to say what is wrong at
 * once) and the background (which never trusts its caller). Pure.
 */
import { isValidConfirmThreshold } from '@/lib/text/spend-decision';

export const MIN_REQUESTS_PER_MINUTE = 1;
export const MAX_REQUESTS_PER_MINUTE = 600;

/** True for a whole number within the allowed requests-per-minute range. */
export function isValidRequestsPerMinute(value: number): boolean {
  return (
    Number.isInteger(value) && value >= MIN_REQUESTS_PER_MINUTE && value <= MAX_REQUESTS_PER_MINUTE
  );
}

/** The number typed in the field, or null when it is not a whole number in range. */
export function parseRequestsPerMinute(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidRequestsPerMinute(value) ? value : null;
}

/** The "ask before sending more than N words" field as typed, or null when out of range. */
export function parseConfirmAboveWords(input: string): number | null {
  const trimmed = input.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return isValidConfirmThreshold(value) ? value : null;
}
