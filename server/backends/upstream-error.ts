/**
 * A failed call to the model server. The kind and our own description are kept (for logs and
 * counters); the model server's body never is, so nothing it says can reach our client.
 */
export type UpstreamErrorKind =
  /** A non-2xx status. */
  | 'http_status'
  /** A 2xx answer carrying {"error": …} (some servers do this, also inside a stream). */
  | 'error_body'
  /** Not JSON, or JSON without choices[0] content. */
  | 'bad_answer'
  /** Larger than OPENAI_MAX_RESPONSE_BYTES. */
  | 'too_large'
  /** Connection refused or reset, DNS, TLS, redirect. */
  | 'network'
  /** The request's deadline passed or its client went away. */
  | 'aborted';

export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}
