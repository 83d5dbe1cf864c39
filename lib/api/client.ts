/**
 * The one API client: `POST {base}/v1/humanize` with the Bearer key. Never throws: every
 * outcome is a typed value, together with what the headers said about the rate limit.
 * Runs only in the background (or an offscreen document), never in pages or content scripts.
 * Error messages are worded through `deps.t` (browser.i18n in the extension), so they are
 * stored in jobs and history as the sentence the user reads.
 */
import { apiKeyProblem } from './api-key';
import { humanizeEndpoint, isLoopbackHost, originPattern } from './base-url';
import { readErrorBody, statusError } from './error-mapping';
import type { Translate } from '../i18n/translate';
import type { HumanizeErrorInfo } from './errors';
import { readRateHints, type RateHints } from './rate-headers';
import type { HumanizeResult } from '../queue/job-view';

export interface HumanizeCall {
  baseUrl: string;
  apiKey: string;
  text: string;
  /** Aborts the request (the job was cancelled). */
  signal?: AbortSignal;
}

export interface ClientDeps {
  fetch: typeof fetch;
  now(): number;
  /** Whether the browser lets us contact this origin pattern ("https://host/*"). */
  isOriginPermitted(pattern: string): Promise<boolean>;
  /** Longest wait for an answer; providers may take minutes for 10,000 words. */
  timeoutMs: number;
  /** Words the error messages (the message catalogue). */
  t: Translate;
}

export type ApiOutcome =
  | { ok: true; result: HumanizeResult; hints: RateHints; requestId?: string }
  /** `sent` says whether the request may have reached the server (and counted or charged). */
  | { ok: false; error: HumanizeErrorInfo; hints: RateHints; sent: boolean };

const fail = (error: HumanizeErrorInfo, sent: boolean, hints: RateHints = {}): ApiOutcome => ({
  ok: false,
  error,
  hints,
  sent,
});

/** Checks what can be checked before sending: the key, the URL, the origin permission. */
async function preflight(call: HumanizeCall, deps: ClientDeps): Promise<string | ApiOutcome> {
  if (!call.apiKey.trim()) {
    return fail(
      {
        kind: 'missing_key',
        action: 'open_options',
        message: deps.t('apiMissingKey'),
      },
      false,
    );
  }
  const keyProblem = apiKeyProblem(call.apiKey, deps.t);
  if (keyProblem) {
    return fail({ kind: 'invalid_request', action: 'open_options', message: keyProblem }, false);
  }
  let endpoint: string;
  try {
    endpoint = humanizeEndpoint(call.baseUrl);
  } catch {
    return fail(
      {
        kind: 'invalid_request',
        action: 'open_options',
        message: deps.t('apiInvalidBaseUrl'),
      },
      false,
    );
  }
  // Save refuses it, but a base URL stored before that rule must not send the key in clear text.
  const target = new URL(endpoint);
  if (target.protocol === 'http:' && !isLoopbackHost(target.hostname)) {
    return fail(
      { kind: 'invalid_request', action: 'open_options', message: deps.t('baseUrlInsecure') },
      false,
    );
  }
  if (!(await deps.isOriginPermitted(originPattern(call.baseUrl)))) {
    return fail(
      {
        kind: 'origin_not_permitted',
        action: 'open_options',
        message: deps.t('apiOriginNotPermitted', new URL(endpoint).origin),
      },
      false,
    );
  }
  return endpoint;
}

export function validateSuccessBody(raw: string): HumanizeResult | null {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { humanized_text, word_count, words_charged } = body as Record<string, unknown>;
  const count = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;
  if (typeof humanized_text !== 'string' || !count(word_count) || !count(words_charged)) {
    return null;
  }
  return { humanized_text, word_count, words_charged };
}

/** Whether fetch refused because of `redirect: 'error'` (when the engine says so: Node does). */
function isRedirectRefusal(error: unknown): boolean {
  const cause = error instanceof Error ? error.cause : undefined;
  const text = `${error instanceof Error ? error.message : ''} ${cause instanceof Error ? cause.message : ''}`;
  return /redirect/i.test(text);
}

export async function callHumanize(call: HumanizeCall, deps: ClientDeps): Promise<ApiOutcome> {
  const checked = await preflight(call, deps);
  if (typeof checked !== 'string') return checked;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs);
  const onCancel = () => controller.abort();
  call.signal?.addEventListener('abort', onCancel);
  try {
    const response = await deps.fetch(checked, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${call.apiKey}` },
      body: JSON.stringify({ text: call.text }),
      signal: controller.signal,
      credentials: 'omit',
      // Never follow a redirect: it would re-send the text (and key) to another address.
      redirect: 'error',
    });
    const raw = await response.text();
    const hints = readRateHints(response.headers, deps.now());
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (response.ok) {
      const result = validateSuccessBody(raw);
      if (result) return { ok: true, result, hints, requestId };
      const error: HumanizeErrorInfo = {
        kind: 'bad_response',
        action: 'retry',
        status: response.status,
        requestId,
        message: deps.t('apiBadResponse'),
      };
      return fail(error, true, hints);
    }
    const error = statusError(
      response.status,
      readErrorBody(raw),
      {
        requestId,
        retryAfterMs: hints.retryAfterMs ?? (hints.remaining === 0 ? hints.resetMs : undefined),
      },
      deps.t,
    );
    return fail(error, true, hints);
  } catch (error) {
    if (call.signal?.aborted) {
      return fail({ kind: 'cancelled', action: 'none', message: deps.t('apiCancelled') }, true);
    }
    if (timedOut) {
      const s = Math.round(deps.timeoutMs / 1000);
      return fail({ kind: 'timeout', action: 'retry', message: deps.t('apiTimeout', s) }, true);
    }
    if (isRedirectRefusal(error)) {
      return fail(
        { kind: 'invalid_request', action: 'open_options', message: deps.t('apiRedirected') },
        true,
      );
    }
    return fail(
      {
        kind: 'network',
        action: 'retry',
        message: deps.t('apiNetwork', new URL(checked).host),
      },
      true,
    );
  } finally {
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCancel);
  }
}
