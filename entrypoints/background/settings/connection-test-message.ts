/**
 * "Test connection" in plain words: what the API's answer to an empty text says about the
 * key and URL. Pure; the probe itself goes through the queue (it counts as a request).
 */
import { formatSoon, t } from '@/utils/i18n/t';
import type { ConnectionTestResult } from '@/lib/messages/protocol';
import type { ProbeOutcome } from '@/lib/model/queue-api';

export function connectionTestMessage(outcome: ProbeOutcome, origin: string): ConnectionTestResult {
  if (outcome.kind === 'key_ok') return { ok: true, message: t('testKeyOk', origin) };
  if (outcome.kind === 'unexpected_success') {
    return { ok: true, message: t('testUnexpectedSuccess', origin) };
  }
  if (outcome.kind === 'rate_limited') {
    // Answered at once, never after the wait: the user learns when to test again.
    if (!Number.isFinite(outcome.until)) return { ok: false, message: t('testQueueBusy') };
    return { ok: false, message: t('testRateLimitedUntil', formatSoon(outcome.until)) };
  }
  const { error } = outcome;
  const status = error.status !== undefined ? ` (HTTP ${error.status})` : '';
  switch (error.kind) {
    case 'unauthorized':
      return { ok: false, message: t('testUnauthorized') + status, error };
    case 'plan_required':
      return { ok: false, message: t('testPlanRequired') + status, error };
    case 'missing_key':
      return { ok: false, message: t('testMissingKey'), error };
    case 'rate_limited':
      return {
        ok: false,
        message: t('testRateLimited', Math.ceil((error.retryAfterMs ?? 60_000) / 1000)),
        error,
      };
    case 'network':
    case 'timeout':
      return { ok: false, message: t('testUnreachable', origin, error.message), error };
    case 'origin_not_permitted':
      return { ok: false, message: t('testNoPermission', origin), error };
    default:
      return { ok: false, message: t('testOtherAnswer', origin, error.message + status), error };
  }
}
