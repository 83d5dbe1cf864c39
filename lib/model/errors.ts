/**
 * Typed errors of the Humanize API client. `kind` is the stable code: UI and queue branch
 * on it, never on raw HTTP statuses (only lib/api/client.ts looks at those).
 */
export type HumanizeErrorKind =
  | 'missing_key' // no key saved: nothing was sent
  | 'unauthorized' // 401: key wrong or missing on the server's side
  | 'plan_required' // 403: the key's plan has no API access
  | 'too_many_words' // 422/413/400 with too_many_words, or over the limit before sending
  | 'payload_too_large' // 413
  | 'invalid_request' // other 4xx the user cannot fix by retrying (422 invalid_body, 400…)
  | 'rate_limited' // 429
  | 'server_error' // 5xx
  | 'network' // fetch rejected: offline, DNS, refused, CORS
  | 'timeout' // no answer within the client's time limit
  | 'bad_response' // a 2xx whose body is not {humanized_text, word_count, words_charged}
  | 'origin_not_permitted' // the browser has not granted access to the API origin
  | 'interrupted' // the worker died with the request in flight, and the one resend failed too
  | 'held_for_origin' // queued for an API origin that is no longer the configured one
  | 'cancelled'; // the user cancelled

/** What the user can do about it; the UI renders one control per action. */
export type UserAction =
  | 'open_options' // fix the key, base URL or permission
  | 'wait' // a countdown (retryAfterMs) and then retry
  | 'retry' // try again now
  | 'shorten_text'
  | 'none';

/** Plain, serialisable description of a failure (stored in jobs and history). */
export interface HumanizeErrorInfo {
  kind: HumanizeErrorKind;
  /** One plain-language sentence for the user. */
  message: string;
  action: UserAction;
  /** HTTP status when there was one. */
  status?: number;
  /** The server's own `error.code`, when it sent one. */
  serverCode?: string;
  /** Milliseconds to wait before a retry can succeed (429). */
  retryAfterMs?: number;
  requestId?: string;
  /**
   * held_for_origin: the origin the job was queued for, and the API's origin now. The job
   * waits until the user sends it there (or cancels it): its text never goes to another
   * provider by a change of base URL alone.
   */
  origins?: { queuedFor: string; current: string };
}

export class HumanizeError extends Error {
  readonly info: HumanizeErrorInfo;
  constructor(info: HumanizeErrorInfo) {
    super(info.message);
    this.name = 'HumanizeError';
    this.info = info;
  }
  get kind(): HumanizeErrorKind {
    return this.info.kind;
  }
}

/** Kinds that are never retried automatically (retrying cannot change the answer). */
export const PERMANENT_KINDS: ReadonlySet<HumanizeErrorKind> = new Set<HumanizeErrorKind>([
  'missing_key',
  'unauthorized',
  'plan_required',
  'too_many_words',
  'payload_too_large',
  'invalid_request',
  'bad_response',
  'origin_not_permitted',
  'cancelled',
]);
