/**
 * Captures waiting for the user to confirm how many words they spend (lib/text/spend-decision).
 * The background keeps each in memory, keyed by its capture id and bound to the document that
 * captured it, until the card's trusted click sends that id (nothing is queued or sent
 * before), Cancel drops it, or it expires. The text also stays in the page it was selected
 * in; a worker that died meanwhile has forgotten it, and the card asks the user to try again.
 * Bounded: at most `max` captures, each for at most `ttlMs`.
 */
import { isFromDocument, type FrameSender } from '@/lib/model/document-ref';
import type { SelectionSource } from '@/lib/model/job-view';

export interface PendingCapture {
  source: SelectionSource;
  text: string;
  words: number;
  requests: number;
}

export type TakeOutcome =
  | { ok: true; capture: PendingCapture }
  /** Unknown: expired, dropped, or held by a worker that has since died. */
  | { ok: false; reason: 'expired' }
  /** Another document's capture: left as it is. */
  | { ok: false; reason: 'not_yours' };

export interface PendingCaptures {
  put(captureId: string, capture: PendingCapture): void;
  /** Removes and answers the capture, only for the document that made it. */
  take(captureId: string, sender: FrameSender): TakeOutcome;
  size(): number;
}

export const PENDING_CAPTURE_TTL_MS = 10 * 60_000;
export const MAX_PENDING_CAPTURES = 20;

export function createPendingCaptures({
  now,
  ttlMs = PENDING_CAPTURE_TTL_MS,
  max = MAX_PENDING_CAPTURES,
}: {
  now: () => number;
  ttlMs?: number;
  max?: number;
}): PendingCaptures {
  const held = new Map<string, PendingCapture & { expiresAt: number }>();
  const prune = () => {
    const at = now();
    for (const [id, capture] of held) if (capture.expiresAt <= at) held.delete(id);
  };
  return {
    put(captureId, capture) {
      prune();
      held.delete(captureId);
      held.set(captureId, { ...capture, expiresAt: now() + ttlMs });
      // The oldest goes first (a Map keeps insertion order).
      while (held.size > max) held.delete(held.keys().next().value as string);
    },
    take(captureId, sender) {
      prune();
      const found = held.get(captureId);
      if (!found) return { ok: false, reason: 'expired' };
      if (!isFromDocument(found.source, sender)) return { ok: false, reason: 'not_yours' };
      held.delete(captureId);
      const { expiresAt: _expiresAt, ...capture } = found;
      return { ok: true, capture };
    },
    size: () => {
      prune();
      return held.size;
    },
  };
}
