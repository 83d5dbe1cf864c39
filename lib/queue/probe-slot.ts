/**
 * Test connection's request in the rate limiter (pure): it takes a slot only when one is
 * free for the credentials it tests, and learns from its answer only for them.
 */
import type { ApiOutcome } from '../api/client';
import { hintsFor, learnFor } from '../rate-limit/credential-hints';
import {
  blockUntil,
  forgetSend,
  learnQuota,
  nextSendAt,
  recordEnd,
  recordStart,
  type LimiterState,
  type WindowLimits,
} from '../rate-limit/rolling-window';

export type ProbeSlot =
  | { limiter: LimiterState; sendId: string; at: number }
  /** No slot before `until` (Infinity: when requests in flight end). */
  | { until: number };

/** Records the probe's send when a slot is free now; the hints of other credentials do not hold it. */
export function takeProbeSlot(
  limiter: LimiterState,
  ctx: { credentials: string; limits: WindowLimits; now: number; newId: () => string },
): ProbeSlot {
  const { now } = ctx;
  const at = nextSendAt(hintsFor(limiter, ctx.credentials, now), ctx.limits, now);
  if (at > now) return { until: at };
  const sendId = ctx.newId();
  return { limiter: recordStart(limiter, sendId, now), sendId, at: now };
}

/** The probe's answer arrived: its send ends, and its hints count for its credentials only. */
export function settleProbe(
  limiter: LimiterState,
  outcome: ApiOutcome,
  slot: { sendId: string; at: number },
  ctx: { credentials: string; limits: WindowLimits; now: number },
): LimiterState {
  const { now, credentials } = ctx;
  const sent = outcome.ok || outcome.sent;
  let next = sent ? recordEnd(limiter, slot.sendId, now) : forgetSend(limiter, slot.sendId);
  next = learnFor(next, credentials, now, (l) =>
    learnQuota(l, outcome.hints, slot.at, now, ctx.limits),
  );
  if (!outcome.ok && outcome.error.kind === 'rate_limited') {
    const until = now + (outcome.error.retryAfterMs ?? 2000);
    next = learnFor(next, credentials, now, (l) => blockUntil(l, until));
  }
  return next;
}
