/**
 * What wakes the queue: its alarm (the durable timer, which also restarts a dead worker),
 * and a change of the API key or settings (a 401 pause ends, N may change).
 * Registered synchronously at the worker's start.
 */
import { browser } from 'wxt/browser';
import { apiKeyStore, queueWindowMsItem, settingsItem } from '@/utils/storage';

export const QUEUE_ALARM = 'humanizer-queue-wake';

export function setupQueueWakeups(wake: () => void): void {
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === QUEUE_ALARM) wake();
  });
  apiKeyStore.watch(wake);
  settingsItem.watch(wake);
  queueWindowMsItem.watch(wake);
}

/** Sets (or clears) the one queue alarm. Unpacked builds have no 30 s minimum. */
export function scheduleQueueAlarm(at: number | undefined): void {
  const done =
    at === undefined
      ? browser.alarms.clear(QUEUE_ALARM)
      : browser.alarms.create(QUEUE_ALARM, { when: Math.max(at, Date.now() + 50) });
  Promise.resolve(done).catch(() => undefined);
}
