// @vitest-environment node
/** mapBounded: the chunks of one request, a bounded number at once. */
import { describe, expect, it } from 'vitest';
import { mapBounded } from '../../server/backends/bounded-parallel';

describe('mapBounded', () => {
  it('keeps the order and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapBounded([5, 1, 4, 2, 3, 1], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms * 5));
      running -= 1;
      return index;
    });
    expect(results).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it('starts nothing more after a failure', async () => {
    const started: number[] = [];
    const run = mapBounded([0, 1, 2, 3], 1, async (item) => {
      started.push(item);
      if (item === 1) throw new Error('boom');
      return item;
    });
    await expect(run).rejects.toThrow('boom');
    expect(started).toEqual([0, 1]);
  });
});
