/**
 * Maps an HTTP failure to a typed error with a plain-language message and the action the
 * user can take. The only place besides client.ts that knows HTTP statuses. Our own wording
 * comes through `t` (the message catalogue); a server's own message follows it as "The API
 * said: …", with invisible characters removed and its length bounded (provider-text.ts), so
 * the user can tell our words from the provider's.
 */
import type { Translate } from '../i18n/translate';
import type { HumanizeErrorInfo } from '../model/errors';
import { MAX_WORDS_PER_REQUEST } from '../text/word-count';
import { boundedErrorCode, visibleProviderText } from './provider-text';

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
  const message = (v: unknown) =>
    (typeof v === 'string' ? visibleProviderText(v) : '') || undefined;
  const code = (v: unknown) => (typeof v === 'string' ? boundedErrorCode(v) : undefined);
  return {
    code: code(inner.code) ?? (typeof record.error === 'string' ? code(record.error) : undefined),
    message: message(inner.message) ?? message(record.detail),
  };
}

/** Our sentence, then the provider's own words (already made visible) when it sent some. */
function withProviderText(ours: string, body: ServerErrorBody, t: Translate): string {
  return body.message ? `${ours} ${t('apiSaid', body.message)}` : ours;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

export function statusError(
  status: number,
  body: ServerErrorBody,
  extra: { requestId?: string; retryAfterMs?: number },
  t: Translate,
): HumanizeErrorInfo {
  const base = { status, serverCode: body.code, requestId: extra.requestId };
  const tooManyWords = body.code === 'too_many_words';
  if (status === 401) {
    return {
      ...base,
      kind: 'unauthorized',
      action: 'open_options',
      message: t('apiUnauthorized'),
    };
  }
  if (status === 403) {
    return {
      ...base,
      kind: 'plan_required',
      action: 'none',
      message: withProviderText(t('apiPlanRequired'), body, t),
    };
  }
  if (tooManyWords || (status === 413 && body.code === undefined)) {
    return {
      ...base,
      kind: tooManyWords ? 'too_many_words' : 'payload_too_large',
      action: 'shorten_text',
      message: withProviderText(t('apiTooManyWords', MAX_WORDS_PER_REQUEST), body, t),
    };
  }
  if (status === 413) {
    return {
      ...base,
      kind: 'payload_too_large',
      action: 'shorten_text',
      message: withProviderText(t('apiPayloadTooLarge'), body, t),
    };
  }
  if (status === 429) {
    const wait = extra.retryAfterMs;
    return {
      ...base,
      kind: 'rate_limited',
      action: 'wait',
      retryAfterMs: wait,
      message: wait === undefined ? t('apiRateLimited') : t('apiRateLimitedWait', seconds(wait)),
    };
  }
  if (status >= 500) {
    return {
      ...base,
      kind: 'server_error',
      action: 'retry',
      message: t('apiServerError', status),
    };
  }
  if (status === 404 || status === 405) {
    return {
      ...base,
      kind: 'invalid_request',
      action: 'open_options',
      message: t('apiNotFound', status),
    };
  }
  return {
    ...base,
    kind: 'invalid_request',
    action: 'none',
    message: withProviderText(t('apiRefused', status), body, t),
  };
}
