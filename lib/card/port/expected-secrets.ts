/**
 * The secrets the background holds for card frames about to open (lib/messages/protocol.ts:
 * `card.expect`, `card.claim`): our content script says which secret it will give its frame;
 * the frame asks whether the secret it was given is one of those, from the same tab. Each
 * answers true once, for TTL_MS at most; at most MAX_HELD are kept (the oldest go first), so
 * a page that makes our content script open many cards cannot grow this.
 */
export const TTL_MS = 60_000;
export const MAX_HELD = 64;

export interface ExpectedSecrets {
  expect(tabId: number, secret: string): void;
  /** True once for a secret expected in the same tab, not yet expired. */
  claim(tabId: number, secret: string): boolean;
}

export function createExpectedSecrets(now: () => number): ExpectedSecrets {
  const held = new Map<string, { tabId: number; until: number }>();
  return {
    expect(tabId, secret) {
      held.delete(secret);
      held.set(secret, { tabId, until: now() + TTL_MS });
      for (const [key, entry] of held) {
        if (held.size <= MAX_HELD && entry.until > now()) break;
        held.delete(key);
      }
    },
    claim(tabId, secret) {
      const entry = held.get(secret);
      held.delete(secret);
      return entry !== undefined && entry.tabId === tabId && entry.until > now();
    },
  };
}
