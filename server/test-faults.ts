/**
 * Test-only fault injection; exists only when the server runs with testFaults
 * (HUMANIZER_TEST_FAULTS=1). Without it none of this is reachable: the headers are ignored
 * and the /__test routes answer 404. With it the routes answer only requests without Origin
 * that carry the run's X-Test-Token (test-routes.ts).
 *
 * Per request (for tests that control the request headers):
 *   X-Test-Delay-Ms: <n>   wait n ms (0–600000) before answering
 *   X-Test-Fail: 500       answer this request with 500 internal_error
 * Server-side switches (for the extension, whose requests cannot carry custom headers):
 *   POST /__test/faults    JSON {delayMs?, failNext?, dropRateLimitHeaders?, answerNext?}
 *                          (any Content-Type;
 *                          an invalid value → 422 invalid_body); given fields are
 *                          set, others kept; answers the current settings.
 *                          delayMs: delay every humanize request; failNext: answer the next n
 *                          humanize requests with 500; dropRateLimitHeaders: send no
 *                          RateLimit, RateLimit-Policy or Retry-After headers.
 *                          answerNext: the next humanize requests get these texts as their
 *                          humanized_text, in order, instead of the backend's rewrite
 *                          (counted and charged as usual): how the end-to-end tests make a
 *                          rewrite that changes a number or drops a "not" (the rule engine
 *                          never does), or a second version unlike the first. At most 100
 *                          texts of at most 100,000 characters.
 *   GET  /__test/requests  the log of POST /v1/humanize requests, oldest first:
 *                          [{at (ms since epoch), key (null if none), text (null if the body had
 *                          none), status (null while unanswered)}] — at most 1000 entries.
 *   POST /__test/reset     clears the settings, the log, every key's rate-limit history and
 *                          every address's failed authentications.
 * Delays and failures apply to requests that passed authentication and the rate limit.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError } from './core/errors';
import { parseJsonObject } from './request-body';

export interface FaultSettings {
  delayMs: number;
  failNext: number;
  dropRateLimitHeaders: boolean;
  answerNext: string[];
}

export interface LoggedRequest {
  at: number;
  key: string | null;
  text: string | null;
  status: number | null;
}

const MAX_DELAY_MS = 600_000;
const MAX_LOG = 1000;
const MAX_SCRIPTED = 100;
const MAX_SCRIPTED_CHARS = 100_000;
const defaults = (): FaultSettings => ({
  delayMs: 0,
  failNext: 0,
  dropRateLimitHeaders: false,
  answerNext: [],
});

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function wholeNumber(value: unknown, name: string, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > max) {
    throw new ApiError(422, 'invalid_body', `"${name}" must be a whole number from 0 to ${max}.`);
  }
  return value;
}

function scriptedAnswers(value: unknown): string[] {
  const valid =
    Array.isArray(value) &&
    value.length <= MAX_SCRIPTED &&
    value.every((text) => typeof text === 'string' && text.length <= MAX_SCRIPTED_CHARS);
  if (!valid) {
    throw new ApiError(
      422,
      'invalid_body',
      `"answerNext" must be at most ${MAX_SCRIPTED} texts of at most ${MAX_SCRIPTED_CHARS} characters.`,
    );
  }
  return [...(value as string[])];
}

export class TestFaults {
  settings: FaultSettings = defaults();
  readonly log: LoggedRequest[] = [];
  private closing = new AbortController();

  /** Updates the settings from a POST /__test/faults body. */
  update(raw: unknown, contentType: string | undefined): FaultSettings {
    const body = raw === undefined || raw === '' ? {} : parseJsonObject(raw, contentType);
    const next = { ...this.settings };
    if (body.delayMs !== undefined)
      next.delayMs = wholeNumber(body.delayMs, 'delayMs', MAX_DELAY_MS);
    if (body.failNext !== undefined)
      next.failNext = wholeNumber(body.failNext, 'failNext', Number.MAX_SAFE_INTEGER);
    if (body.dropRateLimitHeaders !== undefined) {
      if (typeof body.dropRateLimitHeaders !== 'boolean') {
        throw new ApiError(422, 'invalid_body', '"dropRateLimitHeaders" must be true or false.');
      }
      next.dropRateLimitHeaders = body.dropRateLimitHeaders;
    }
    if (body.answerNext !== undefined) next.answerNext = scriptedAnswers(body.answerNext);
    this.settings = next;
    return next;
  }

  /** Starts a log entry; the returned object gets its status when the reply is sent. */
  record(key: string | null): LoggedRequest {
    const entry: LoggedRequest = { at: Date.now(), key, text: null, status: null };
    this.log.push(entry);
    if (this.log.length > MAX_LOG) this.log.shift();
    return entry;
  }

  /** Waits as configured (header first, then the switch); ends early if `gone` or on close. */
  async delay(
    headers: Record<string, string | string[] | undefined>,
    gone: AbortSignal,
  ): Promise<void> {
    const header = Number(headerValue(headers['x-test-delay-ms']));
    const ms =
      Number.isInteger(header) && header >= 0 && header <= MAX_DELAY_MS
        ? header
        : this.settings.delayMs;
    if (ms <= 0) return;
    const signal = AbortSignal.any([gone, this.closing.signal]);
    await sleep(ms, undefined, { signal }).catch(() => undefined);
  }

  /** True when this request must fail with 500 (X-Test-Fail: 500, or failNext > 0). */
  shouldFail(headers: Record<string, string | string[] | undefined>): boolean {
    if (headerValue(headers['x-test-fail'])?.trim() === '500') return true;
    if (this.settings.failNext > 0) {
      this.settings = { ...this.settings, failNext: this.settings.failNext - 1 };
      return true;
    }
    return false;
  }

  /** The scripted rewrite for the next humanize request (answerNext), taken; else undefined. */
  takeScriptedAnswer(): string | undefined {
    const [first, ...rest] = this.settings.answerNext;
    if (first === undefined) return undefined;
    this.settings = { ...this.settings, answerNext: rest };
    return first;
  }

  reset(): void {
    this.settings = defaults();
    this.log.length = 0;
  }

  /** Ends every pending delay (the server is closing). */
  close(): void {
    this.closing.abort();
    this.closing = new AbortController();
  }
}
