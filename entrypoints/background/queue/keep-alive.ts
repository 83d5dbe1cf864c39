/**
 * Keeps the service worker alive while a request is pending: Chrome stops a worker after
 * 30 s without events or extension API calls, and a provider may take minutes to answer.
 * A cheap extension API call every 20 s resets that timer (Chrome 110+). Chromium 156 was
 * seen to keep a worker alive through a pending fetch on its own (docs/queue.md); this is
 * for versions that stop a worker whose fetch has no answer within 30 s, as documented.
 */
import { browser } from 'wxt/browser';

const PING_MS = 20_000;

export function createKeepAlive(): { begin(): void; end(): void } {
  let interval: ReturnType<typeof setInterval> | undefined;
  return {
    begin() {
      clearInterval(interval);
      interval = setInterval(() => {
        browser.runtime.getPlatformInfo().catch(() => undefined);
      }, PING_MS);
    },
    end() {
      clearInterval(interval);
      interval = undefined;
    },
  };
}
