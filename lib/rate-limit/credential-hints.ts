/**
 * What a server said about its rate limit (its remaining quota, a 429's wait) belongs to the
 * base URL and key it was said to: a changed base URL or key starts clean, also after a
 * worker restart (the tag is stored with the limiter). Our own send times are not tied to
 * credentials: they keep the extension under its own limit whatever the provider.
 */
import { MAX_HINT_MS } from './hint-bounds';
import type { LimiterState } from './rolling-window';

const withoutHints = (state: LimiterState): LimiterState => {
  const { quota: _quota, blockedUntil: _blocked, ...rest } = state;
  return rest;
};

/**
 * The limiter as `credentials` see it: the server's hints only when they came from these
 * credentials and lie within MAX_HINT_MS of `now` (a queue stored by an older version may
 * hold a block until 2036: it is dropped, never waited for).
 */
export function hintsFor(state: LimiterState, credentials: string, now: number): LimiterState {
  if (state.credentials !== credentials) return { ...withoutHints(state), credentials };
  const sane = (at: number | undefined) =>
    at === undefined || (Number.isFinite(at) && at <= now + MAX_HINT_MS);
  if (sane(state.blockedUntil) && sane(state.quota?.resetAt)) return state;
  const next = { ...state };
  if (!sane(state.blockedUntil)) delete next.blockedUntil;
  if (!sane(state.quota?.resetAt)) delete next.quota;
  return next;
}

/** Whether the limiter holds a hint still in force that another provider or key gave. */
function holdsOthersHints(state: LimiterState, credentials: string, now: number): boolean {
  if (state.credentials === undefined || state.credentials === credentials) return false;
  return (state.blockedUntil ?? 0) > now || (state.quota?.resetAt ?? 0) > now;
}

/**
 * Applies what an answer to `credentials` taught (`learn`), tagging the hints with them. An
 * answer to other credentials than those whose hints are in force (a Test connection with
 * another key, a reply that arrived after the key changed) teaches nothing: its hints would
 * replace the current provider's.
 */
export function learnFor(
  state: LimiterState,
  credentials: string,
  now: number,
  learn: (state: LimiterState) => LimiterState,
): LimiterState {
  if (holdsOthersHints(state, credentials, now)) return state;
  return learn(hintsFor(state, credentials, now));
}
