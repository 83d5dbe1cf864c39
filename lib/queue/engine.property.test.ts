import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { TERMINAL_STATUSES, type JobStatus } from '@/lib/model/job-view';
import { createHarness, FakeApi } from './testing/harness';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00') });
});
afterEach(() => {
  vi.useRealTimers();
});

const scenario = fc.record({
  max: fc.integer({ min: 1, max: 4 }),
  windowMs: fc.integer({ min: 500, max: 4000 }),
  latencies: fc.array(fc.integer({ min: 5, max: 3000 }), { minLength: 1, maxLength: 8 }),
  /** Each step: wait, then submit a job or kill and restart the worker. */
  steps: fc.array(fc.record({ waitMs: fc.integer({ min: 0, max: 3000 }), restart: fc.boolean() }), {
    minLength: 1,
    maxLength: 14,
  }),
});

describe('queue engine under random arrivals and restarts', () => {
  it('never holds more than N sends in a window, and ends every job exactly once', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ max, windowMs, latencies, steps }) => {
        vi.setSystemTime(new Date('2026-03-10T12:00:00'));
        const api = new FakeApi(max, windowMs);
        let call = 0;
        api.latency = () => latencies[call++ % latencies.length]!;
        const h = await createHarness({ api, maxRequests: max, windowMs });
        // Watch the stored job items: count each job's arrivals in a final state.
        const last = new Map<string, JobStatus>();
        const endings = new Map<string, number>();
        const setItems = h.store.state.set.bind(h.store.state);
        h.store.state.set = async (items) => {
          await setItems(items);
          for (const [key, value] of Object.entries(items)) {
            if (!key.startsWith('job:')) continue;
            const { id, status } = value as { id: string; status: JobStatus };
            const before = last.get(id);
            if (TERMINAL_STATUSES.has(status) && (!before || !TERMINAL_STATUSES.has(before))) {
              endings.set(id, (endings.get(id) ?? 0) + 1);
            }
            last.set(id, status);
          }
        };
        const ids: string[] = [];
        for (const [i, step] of steps.entries()) {
          await vi.advanceTimersByTimeAsync(step.waitMs);
          if (step.restart) await h.restart();
          else ids.push((await h.engine.submit(`job ${i}`, { kind: 'automation' })).id);
        }
        for (let t = 0; t < 600_000; t += 250) {
          if (ids.every((id) => TERMINAL_STATUSES.has(last.get(id) ?? 'queued'))) break;
          await vi.advanceTimersByTimeAsync(250);
        }
        h.engine.stop();

        const times = api.requests.map((r) => r.at);
        for (let i = 0; i + max < times.length; i += 1) {
          expect(times[i + max]! - times[i]!).toBeGreaterThanOrEqual(windowMs);
        }
        expect(api.requests.filter((r) => r.status === 429)).toEqual([]);
        for (const id of ids) expect(endings.get(id)).toBe(1);
        const views = h.store.jobs.value;
        for (const [i, id] of ids.entries()) {
          const view = views.find((v) => v.id === id)!;
          const text = api.requests.filter((r) => r.text === view.text).length;
          // Sent once; twice only when flagged as resent after a death in flight.
          expect(text).toBeLessThanOrEqual(view.resent ? 2 : 1);
          if (view.status === 'failed') expect(view.error?.kind).toBe('interrupted');
          else expect(view.status, `job ${i}`).toBe('done');
        }
      }),
      { numRuns: 40 },
    );
  }, 120_000);
});
