/**
 * "Test connection": what an answer to `{"text": ""}` says about the key. The reference
 * server checks the key before the body, so a refused empty body (422) means the key works.
 */
import type { ProbeOutcome } from '@/lib/model/queue-api';
import type { ApiOutcome } from './client';

export function interpretProbe(outcome: ApiOutcome): ProbeOutcome {
  if (outcome.ok) return { kind: 'unexpected_success' };
  const { error } = outcome;
  if (error.status === 422 || (error.kind === 'invalid_request' && error.status === 400)) {
    return { kind: 'key_ok' };
  }
  return { kind: 'error', error };
}
