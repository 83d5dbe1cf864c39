/**
 * The one API client: `POST {base}/v1/humanize` with the Bearer key. Never throws: every
 * outcome is a typed value, together with what the headers said about the rate limit.
 * Runs only in the background (or an offscreen document), never in pages or content scripts.
 * Error messages are worded through `deps.t` (browser.i18n in the extension), so they are
 * stored in jobs and history as the sentence the user reads.
 *
 * The provider is untrusted: its body is read as a stream up to a cap worked out from the
 * request (bounded-body.ts, answer-bounds.ts), its counts and text are bounded
 * (success-body.ts), its words are shown as its own (error-mapping.ts), and a redirect is
 * never followed: the text and key never reach another address.
 */
import type { Translate } from '../i18n/translate';
import type { HumanizeResult } from '../model/job-view';
import { MAX_ERROR_BODY_BYTES, maxSuccessBodyBytes } from './answer-bounds';
import { readBoundedBody } from './bounded-body';
import { readErrorBody, statusError } from './error-mapping';
import type { HumanizeErrorInfo } from '../model/errors';
import { preflight, type PreflightCall } from './preflight';
import { boundedRequestId } from './provider-text';
import { readRateHints, type RateHints, type RefusedHint } from './rate-headers';
import { readSuccessBody } from './success-body';

export interface HumanizeCall extends PreflightCall {
  text: string;
  /** Sent as Idempotency-Key: the same for every attempt of one chunk (idempotency-key.ts). */
  idempotencyKey?: string;
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

export type ApiOutcome = (
  | { ok: true; result: HumanizeResult; hints: RateHints; requestId?: string }
  /** `sent` says whether the request may have reached the server (and counted or charged). */
  | { ok: false; error: HumanizeErrorInfo; hints: RateHints; sent: boolean }
) & {
  /** A sentence for the job about the answer: a rate-limit hint that was not followed. */
  notice?: string;
};

const fail = (error: HumanizeErrorInfo, sent: boolean, hints: RateHints = {}): ApiOutcome => ({
  ok: false,
  error,
  hints,
  sent,
});

/** What the job says about a hint it did not follow, and what the queue does instead. */
function refusedNotice(refused: RefusedHint | undefined, t: Translate): string | undefined {
  if (!refused) return undefined;
  if (refused.waitMs === undefined) return t('apiHintUnreadable', refused.header);
  return t('apiHintRefused', Math.ceil(refused.waitMs / 1000), refused.header);
}

/** A redirect, as `redirect: 'manual'` shows it: opaque in browsers (status 0), a 3xx in Node. */
const isRedirect = (response: Response) =>
  response.type === 'opaqueredirect' || (response.status >= 300 && response.status < 400);

async function readAnswer(
  response: Response,
  call: HumanizeCall,
  deps: ClientDeps,
): Promise<ApiOutcome> {
  const hints = readRateHints(response.headers, deps.now());
  const requestId = boundedRequestId(response.headers.get('x-request-id'));
  const badResponse = (message: string) =>
    fail(
      { kind: 'bad_response', action: 'retry', status: response.status, requestId, message },
      true,
      hints,
    );
  if (response.ok) {
    const body = await readBoundedBody(response, maxSuccessBodyBytes(call.text));
    if (!body.complete) return badResponse(deps.t('apiAnswerTooLarge'));
    const read = readSuccessBody(body.text, call.text, deps.t);
    if ('problem' in read) return badResponse(read.problem);
    return { ok: true, result: read.result, hints, requestId };
  }
  // An error body past the cap is not read further: the status alone says enough.
  const body = await readBoundedBody(response, MAX_ERROR_BODY_BYTES);
  const error = statusError(
    response.status,
    body.complete ? readErrorBody(body.text) : {},
    {
      requestId,
      retryAfterMs: hints.retryAfterMs ?? (hints.remaining === 0 ? hints.resetMs : undefined),
    },
    deps.t,
  );
  return fail(error, true, hints);
}

export async function callHumanize(call: HumanizeCall, deps: ClientDeps): Promise<ApiOutcome> {
  const checked = await preflight(call, deps);
  if ('error' in checked) return fail(checked.error, false);
  const { endpoint } = checked;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, deps.timeoutMs);
  const onCancel = () => controller.abort();
  call.signal?.addEventListener('abort', onCancel);
  try {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      authorization: `Bearer ${call.apiKey}`,
    };
    if (call.idempotencyKey !== undefined) headers['idempotency-key'] = call.idempotencyKey;
    const response = await deps.fetch(endpoint, {
      method: 'POST',
      headers,
      body: JSON.stringify({ text: call.text }),
      signal: controller.signal,
      credentials: 'omit',
      // Never follow a redirect: it would re-send the text (and key) to another address.
      // 'manual' (not 'error') lets us tell a redirect from a network failure.
      redirect: 'manual',
    });
    if (isRedirect(response)) {
      await response.body?.cancel().catch(() => undefined);
      const message = deps.t('apiRedirected');
      return fail({ kind: 'invalid_request', action: 'open_options', message }, true);
    }
    const outcome = await readAnswer(response, call, deps);
    const notice = refusedNotice(outcome.hints.refused, deps.t);
    return notice ? { ...outcome, notice } : outcome;
  } catch {
    if (call.signal?.aborted) {
      return fail({ kind: 'cancelled', action: 'none', message: deps.t('apiCancelled') }, true);
    }
    if (timedOut) {
      const s = Math.round(deps.timeoutMs / 1000);
      return fail({ kind: 'timeout', action: 'retry', message: deps.t('apiTimeout', s) }, true);
    }
    return fail(
      {
        kind: 'network',
        action: 'retry',
        message: deps.t('apiNetwork', new URL(endpoint).host),
      },
      true,
    );
  } finally {
    // Stops whatever is still being read (a body refused past its cap).
    controller.abort();
    clearTimeout(timer);
    call.signal?.removeEventListener('abort', onCancel);
  }
}
