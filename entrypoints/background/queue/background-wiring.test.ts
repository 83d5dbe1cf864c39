import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  BADGE_RUNNING,
  BADGE_WAITING,
  showWaitingCount,
} from '@/entrypoints/background/queue/badge';
import { createKeepAlive } from '@/entrypoints/background/queue/keep-alive';
import {
  QUEUE_ALARM,
  scheduleQueueAlarm,
  setupQueueWakeups,
} from '@/entrypoints/background/queue/queue-wakeups';
import { apiKeyStore } from '@/utils/storage';
import { useEnglishMessages } from '@/utils/testing/i18n';
import { createHarness, isFinished, runUntil } from '@/lib/queue/testing/harness';

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('background wiring of the queue', () => {
  it('pings an extension API every 20 s while a request is pending, and stops after', async () => {
    vi.useFakeTimers();
    const ping = vi
      .spyOn(fakeBrowser.runtime, 'getPlatformInfo')
      .mockResolvedValue({ os: 'linux', arch: 'x86-64' } as never);
    const keepAlive = createKeepAlive();
    keepAlive.begin();
    await vi.advanceTimersByTimeAsync(45_000);
    expect(ping).toHaveBeenCalledTimes(2);
    keepAlive.end();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('keeps the worker alive exactly while the engine has a request pending', async () => {
    vi.useFakeTimers();
    const calls: string[] = [];
    const h = await createHarness({
      keepAlive: {
        begin: () => calls.push(`begin@${h.api.requests.length}`),
        end: () => calls.push(`end@${h.api.requests.length}`),
      },
    });
    const job = await h.engine.submit('hello there', { kind: 'popup' });
    await runUntil(() => isFinished(h, job.id));
    expect(calls).toEqual(['begin@0', 'end@1']);
  });

  it('shows the number of waiting jobs on the badge, and nothing when none', async () => {
    showWaitingCount({ live: 3, paused: true });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('3');
    showWaitingCount({ live: 0, paused: false });
    expect(await fakeBrowser.action.getBadgeText({})).toBe('');
    // The tooltip stays the extension's name (an empty title would stay empty in Chromium).
    expect(await fakeBrowser.action.getTitle({})).toBe('Humanizer');
  });

  it('colours the badge amber while a job waits to retry, indigo while jobs run', async () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    showWaitingCount({ live: 2, paused: true });
    expect((await fakeBrowser.action.getBadgeBackgroundColor({})).slice(0, 3)).toEqual(
      rgb(BADGE_WAITING),
    );
    showWaitingCount({ live: 2, paused: false });
    expect((await fakeBrowser.action.getBadgeBackgroundColor({})).slice(0, 3)).toEqual(
      rgb(BADGE_RUNNING),
    );
    expect(await fakeBrowser.action.getBadgeText({})).toBe('2');
    expect(await fakeBrowser.action.getBadgeTextColor({})).toEqual('#ffffff');
  });

  it('keeps one durable alarm for the next wake-up, and clears it when idle', async () => {
    const at = Date.now() + 5000;
    scheduleQueueAlarm(at);
    await vi.waitFor(async () =>
      expect((await fakeBrowser.alarms.get(QUEUE_ALARM))?.scheduledTime).toBe(at),
    );
    scheduleQueueAlarm(undefined);
    await vi.waitFor(async () => expect(await fakeBrowser.alarms.get(QUEUE_ALARM)).toBeUndefined());
  });

  it('wakes the queue on its alarm and when the API key changes', async () => {
    const wake = vi.fn();
    setupQueueWakeups(wake);
    await fakeBrowser.alarms.onAlarm.trigger({
      name: 'something-else',
      scheduledTime: 0,
      periodInMinutes: undefined,
    } as never);
    expect(wake).not.toHaveBeenCalled();
    await fakeBrowser.alarms.onAlarm.trigger({
      name: QUEUE_ALARM,
      scheduledTime: 0,
      periodInMinutes: undefined,
    } as never);
    expect(wake).toHaveBeenCalledTimes(1);
    await apiKeyStore.set('new-key', null);
    await vi.waitFor(() => expect(wake).toHaveBeenCalledTimes(2));
  });
});
