/**
 * The background's one queue (lib/queue/engine.ts), bound to the browser: storage items,
 * fetch, the clock, alarms, the badge. Nothing runs at import time; index.ts starts it.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { withManagedBaseUrl } from '@/lib/policy/managed-policy';
import { readManagedPolicyForSending } from '../policy/managed-policy-reader';
import { callHumanize, type HumanizeCall } from '@/lib/api/client';
import { keyOriginOf } from '@/lib/api/key-origin';
import { type QueueDeps, QueueEngine } from '@/lib/queue';
import type { QueueApi } from '@/lib/model/queue-api';
import { popupJobIdItem, readKeyAndSettings, stateArea, textArea } from '@/utils/storage';
import { showStorageProblem, showWaitingCount } from './badge';
import { createKeepAlive } from './keep-alive';
import { scheduleQueueAlarm } from './queue-wakeups';
import { checkRewrite } from './rewrite-checker';

/** Longest wait for one answer: a provider may take minutes for 10,000 words. */
const REQUEST_TIMEOUT_MS = 5 * 60_000;

let engine: QueueEngine | undefined;

async function isOriginPermitted(pattern: string): Promise<boolean> {
  // Firefox and Chrome both answer for granted host permissions, optional ones included.
  if (!browser.permissions?.contains) return true;
  return browser.permissions.contains({ origins: [pattern] });
}

function send(call: HumanizeCall) {
  return callHumanize(call, {
    fetch: (input, init) => fetch(input, init),
    now: Date.now,
    isOriginPermitted,
    timeoutMs: REQUEST_TIMEOUT_MS,
    t,
  });
}

function browserDeps(): QueueDeps {
  return {
    // Chrome: one storage.local.set per change (a worker killed mid-commit keeps all of a
    // change or none). Firefox: the texts in the extension's IndexedDB first, then the rest.
    storage: { state: stateArea, texts: textArea },
    async readConfig() {
      const [{ saved, settings, windowMs }, policy] = await Promise.all([
        readKeyAndSettings(),
        readManagedPolicyForSending(),
      ]);
      return {
        // The organisation's API base URL, when its policy sets one, wins (the key still goes
        // only to the origin it was saved for: the engine checks keyOrigin).
        baseUrl: withManagedBaseUrl(settings, policy).baseUrl,
        apiKey: saved.key,
        keyOrigin: keyOriginOf(saved.origin, settings.baseUrl),
        maxRequests: Math.max(1, Math.floor(settings.requestsPerMinute || 30)),
        windowMs: windowMs > 0 ? windowMs : 60_000,
        historyEnabled: settings.historyEnabled,
      };
    },
    send,
    now: Date.now,
    random: Math.random,
    newId: () => crypto.randomUUID(),
    t,
    scheduleWake: scheduleQueueAlarm,
    keepAlive: createKeepAlive(),
    onPublish: showWaitingCount,
    onStorageProblem: showStorageProblem,
    checkRewrite,
  };
}

function getEngine(): QueueEngine {
  engine ??= new QueueEngine(browserDeps());
  return engine;
}

export function getQueue(): QueueApi {
  return getEngine();
}

/**
 * Loads the stored queue (resuming after a restart) and sends what may be sent; the popup's
 * current job is published whatever its place in the queue.
 */
export function startQueue(): Promise<void> {
  const queue = getEngine();
  popupJobIdItem.watch((id) => void queue.follow(id ?? undefined).catch(() => undefined));
  void popupJobIdItem.getValue().then((id) => queue.follow(id ?? undefined).catch(() => undefined));
  return queue.start();
}

/** An alarm fired or the key/settings changed: look again. */
export function wakeQueue(): void {
  void getEngine().pump();
}
