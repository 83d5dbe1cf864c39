/**
 * Maps an HTTP failure to a typed error with a plain-language message and the action the
 * user can take. The only place besides client.ts that knows HTTP statuses.
 */
import type { HumanizeErrorInfo } from './errors';
import { MAX_WORDS_PER_REQUEST } from '../text/word-count';

export interface ServerErrorBody {
  code?: string;
  message?: string;
}

/** Reads `{"error":{"code","message"}}` and a few common other shapes; anything else is {}. */
export function readErrorBody(raw: string): ServerErrorBody {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const inner =
    typeof record.error === 'object' && record.error !== null
      ? (record.error as Record<string, unknown>)
      : record;
  const text = (v: unknown) =>
    typeof v === 'string' && v.trim() ? v.trim().slice(0, 300) : undefined;
  return {
    code: text(inner.code) ?? (typeof record.error === 'string' ? text(record.error) : undefined),
    message: text(inner.message) ?? text(record.detail),
  };
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function statusError(
  status: number,
  body: ServerErrorBody,
  extra: { requestId?: string; retryAfterMs?: number },
): HumanizeErrorInfo {
  const base = { status, serverCode: body.code, requestId: extra.requestId };
  const tooManyWords = body.code === 'too_many_words';
  if (status === 401) {
    return {
      ...base,
      kind: 'unauthorized',
      action: 'open_options',
      message: 'The API refused the key. Check the API key in the options.',
    };
  }
  if (status === 403) {
    return {
      ...base,
      kind: 'plan_required',
      action: 'none',
      message: body.message ?? 'This key’s plan has no API access. The API needs a Pro plan key.',
    };
  }
  if (tooManyWords || (status === 413 && body.code === undefined)) {
    return {
      ...base,
      kind: tooManyWords ? 'too_many_words' : 'payload_too_large',
      action: 'shorten_text',
      message:
        body.message ??
        `The text is too long for one request (at most ${MAX_WORDS_PER_REQUEST.toLocaleString('en')} words).`,
    };
  }
  if (status === 413) {
    return {
      ...base,
      kind: 'payload_too_large',
      action: 'shorten_text',
      message: body.message ?? 'The text is too large for the API to accept.',
    };
  }
  if (status === 429) {
    const wait = extra.retryAfterMs;
    return {
      ...base,
      kind: 'rate_limited',
      action: 'wait',
      retryAfterMs: wait,
      message:
        wait === undefined
          ? 'The API is rate limiting requests; waiting before trying again.'
          : `The API is rate limiting requests; trying again in ${seconds(wait)} s.`,
    };
  }
  if (status >= 500) {
    return {
      ...base,
      kind: 'server_error',
      action: 'retry',
      message: `The API had a problem (status ${status}). Try again in a moment.`,
    };
  }
  if (status === 404 || status === 405) {
    return {
      ...base,
      kind: 'invalid_request',
      action: 'open_options',
      message: `The API address answered “not found” (status ${status}). Check the base URL in the options.`,
    };
  }
  return {
    ...base,
    kind: 'invalid_request',
    action: 'none',
    message: body.message ?? `The API refused the request (status ${status}).`,
  };
}
