/**
 * Test connection's request through the queue's rate limiter: it sends {"text": ""} only in
 * a free slot of the window for the credentials it tests (probe-slot.ts), so that testing
 * never pushes the user's jobs into a 429, and it never pauses the queue.
 */
import { apiOrigin } from '../api/base-url';
import { interpretProbe } from '../api/probe';
import type { ProbeOutcome } from '@/lib/model/queue-api';
import { credentialsFingerprint } from './credentials';
import type { SendContext } from './launch-send';
import { settleProbe, takeProbeSlot } from './probe-slot';

/**
 * Test connection waits this long at most for a slot (a send leaving the window); a longer
 * wait is answered at once as "rate limited until …" rather than leaving the user waiting.
 */
const PROBE_PATIENCE_MS = 1000;

export interface ProbeContext extends SendContext {
  /** Reads the configuration again (the engine's window limits follow it). */
  readConfig(): Promise<unknown>;
  /** Sends what the window allows now (the probe's slot freed may let a job go). */
  pump(): Promise<void>;
}

/**
 * Sends {"text": ""} with the given key (the caller checked that it may go to this base
 * URL's origin) when a slot is free. When the window (or the server's hints for these
 * credentials) would make it wait, answers at once with when.
 */
export async function probeConnection(
  ctx: ProbeContext,
  baseUrl: string,
  apiKey: string,
): Promise<ProbeOutcome> {
  const credentials = credentialsFingerprint(baseUrl, apiKey);
  const slot = await takeSlot(ctx, credentials);
  if ('until' in slot) return { kind: 'rate_limited', until: slot.until };
  const outcome = await ctx.sender.send({
    baseUrl,
    apiKey,
    keyOrigin: apiOrigin(baseUrl),
    text: '',
  });
  await ctx.store.mutate((tx) => {
    const settle = { credentials, limits: ctx.limits(), now: ctx.deps.now() };
    tx.queue = { ...tx.queue, limiter: settleProbe(tx.queue.limiter, outcome, slot, settle) };
  });
  void ctx.pump();
  return interpretProbe(outcome);
}

/** A slot now, or after a short wait (PROBE_PATIENCE_MS at most); else when one frees. */
async function takeSlot(
  ctx: ProbeContext,
  credentials: string,
): Promise<{ sendId: string; at: number } | { until: number }> {
  // From the first look: the waits together stay within the patience (a timer that fires a
  // moment early costs one more look, not another second).
  const deadline = ctx.deps.now() + PROBE_PATIENCE_MS;
  for (let tries = 0; ; tries += 1) {
    await ctx.readConfig();
    const taken = await ctx.store.mutate((tx) => {
      const slotCtx = {
        credentials,
        limits: ctx.limits(),
        now: ctx.deps.now(),
        newId: ctx.deps.newId,
      };
      const slot = takeProbeSlot(tx.queue.limiter, slotCtx);
      if ('until' in slot) return slot;
      tx.queue = { ...tx.queue, limiter: slot.limiter };
      return { sendId: slot.sendId, at: slot.at };
    });
    if ('sendId' in taken) return taken;
    if (taken.until > deadline || tries >= 2) return taken;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, taken.until - ctx.deps.now())));
  }
}
