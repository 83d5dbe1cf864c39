/**
 * The longest wait a provider's hint may impose: one hour. The contract's limit is a rolling
 * minute, so a real wait is at most about 60 s; an hour still covers a provider whose quota
 * runs per hour. Anything longer is a provider's bug (an epoch timestamp sent as seconds,
 * milliseconds sent as seconds), and following it would hold every job for that key until
 * then. lib/api/rate-headers.ts refuses such hints; the limiter drops stored ones.
 */
export const MAX_HINT_MS = 60 * 60_000;
