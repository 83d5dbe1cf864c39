/**
 * A rolling-window limiter over the client's own sends: never more than `max` requests in
 * any `windowMs`, whatever the server's window looks like. Pure: the caller passes `now`.
 *
 * A send occupies the window from when it starts until `windowMs` after its answer arrived
 * (`end`): the server counted it at some moment in between, so measuring from the answer is
 * safe against network delay. A send still in flight always occupies the window.
 */
export interface SendRecord {
  id: string;
  start: number;
  /** When the answer (or failure) arrived; absent while in flight. */
  end?: number;
}

/** "N remaining until resetAt", learned from a reply to the request started at `since`. */
export interface ServerQuota {
  remaining: number;
  resetAt: number;
  since: number;
}

export interface LimiterState {
  sends: SendRecord[];
  quota?: ServerQuota;
  /** No request before this (a 429's Retry-After, or its backoff). */
  blockedUntil?: number;
  /**
   * Fingerprint of the base URL and key that `quota` and `blockedUntil` came from (see
   * credential-hints.ts): another provider or key never waits for them. Absent in queues
   * stored before it existed: their hints are then nobody's, and dropped.
   */
  credentials?: string;
}

export interface WindowLimits {
  max: number;
  windowMs: number;
  /** Extra gap after a send leaves the window, for clock granularity. */
  marginMs?: number;
}

export const emptyLimiter = (): LimiterState => ({ sends: [] });

const DEFAULT_MARGIN_MS = 5;

/** Earliest time >= now at which one more request may start; Infinity while in-flight sends fill it. */
export function nextSendAt(state: LimiterState, limits: WindowLimits, now: number): number {
  const margin = limits.marginMs ?? DEFAULT_MARGIN_MS;
  const max = Math.max(1, Math.floor(limits.max));
  let at = Math.max(now, state.blockedUntil ?? 0);
  const { quota } = state;
  if (quota && at < quota.resetAt) {
    const used = state.sends.filter((s) => s.start > quota.since).length;
    if (used >= quota.remaining) at = quota.resetAt;
  }
  const inFlight = state.sends.filter((s) => s.end === undefined).length;
  const ends = state.sends
    .filter((s): s is Required<SendRecord> => s.end !== undefined)
    .map((s) => s.end + limits.windowMs + margin)
    .filter((leavesAt) => leavesAt > at)
    .sort((a, b) => a - b);
  const occupied = inFlight + ends.length;
  if (occupied < max) return at;
  // The (occupied - max + 1)-th completed send to leave the window frees the slot.
  const freeing = ends[occupied - max];
  return freeing === undefined ? Infinity : Math.max(at, freeing);
}

export function recordStart(state: LimiterState, id: string, now: number): LimiterState {
  return { ...state, sends: [...state.sends, { id, start: now }] };
}

/** The answer arrived (or the request failed) at `now`. */
export function recordEnd(state: LimiterState, id: string, now: number): LimiterState {
  return {
    ...state,
    sends: state.sends.map((s) => (s.id === id && s.end === undefined ? { ...s, end: now } : s)),
  };
}

/** A request that never left the client (missing key, no permission) takes no slot. */
export function forgetSend(state: LimiterState, id: string): LimiterState {
  return { ...state, sends: state.sends.filter((s) => s.id !== id) };
}

/** Every send still marked in flight ended by `now` (the worker that sent it died). */
export function closeOrphans(state: LimiterState, now: number): LimiterState {
  return {
    ...state,
    sends: state.sends.map((s) => (s.end === undefined ? { ...s, end: now } : s)),
  };
}

/** Drops sends that can no longer affect any decision. */
export function prune(state: LimiterState, limits: WindowLimits, now: number): LimiterState {
  const horizon = now - limits.windowMs - (limits.marginMs ?? DEFAULT_MARGIN_MS);
  const quota = state.quota && state.quota.resetAt > now ? state.quota : undefined;
  const sends = state.sends.filter(
    (s) => s.end === undefined || s.end > horizon || (quota !== undefined && s.start > quota.since),
  );
  const blockedUntil =
    state.blockedUntil !== undefined && state.blockedUntil > now ? state.blockedUntil : undefined;
  return {
    sends,
    ...(quota ? { quota } : {}),
    ...(blockedUntil ? { blockedUntil } : {}),
    ...(state.credentials !== undefined ? { credentials: state.credentials } : {}),
  };
}

/** Learns the server's own count from a reply to the request started at `start`. */
export function learnQuota(
  state: LimiterState,
  hints: { remaining?: number; resetMs?: number },
  start: number,
  now: number,
  limits: WindowLimits,
): LimiterState {
  if (hints.remaining === undefined) return state;
  if (state.quota && state.quota.since > start && state.quota.resetAt > now) return state;
  const resetAt = now + (hints.resetMs ?? limits.windowMs);
  return { ...state, quota: { remaining: hints.remaining, resetAt, since: start } };
}

export function blockUntil(state: LimiterState, until: number): LimiterState {
  return { ...state, blockedUntil: Math.max(state.blockedUntil ?? 0, until) };
}

/**
 * When the next `count` sends could start, assuming each is answered at once. Sends that left
 * the window are dropped as it goes, so each step costs the window's size, not the number
 * planned before it.
 */
export function planSendTimes(
  state: LimiterState,
  limits: WindowLimits,
  now: number,
  count: number,
): number[] {
  const times: number[] = [];
  // Requests in flight are assumed answered now: an estimate, not a promise.
  let sim = closeOrphans(state, now);
  let t = now;
  for (let i = 0; i < count; i += 1) {
    t = nextSendAt(sim, limits, t);
    if (!Number.isFinite(t)) break;
    times.push(t);
    sim = prune(
      { ...sim, sends: [...sim.sends, { id: `plan-${i}`, start: t, end: t }] },
      limits,
      t,
    );
  }
  return times;
}
