/**
 * Linear time on adversarial input (issue 10, point 1): for every shape, the CPU time of the
 * engine and of the word counter at n and 2n characters, and their ratio (linear ≈ 2,
 * quadratic ≈ 4). Measured, never asserted here; test/server/engine-linear-time.test.ts asserts.
 */
import { countWords } from '../lib/text/word-count';
import { humanize } from '../server/engine/index';
import { ADVERSARIAL_SHAPES, scaling } from '../test/support/time-ratio';

export const title = 'Adversarial input: time at n = 20,000 and 2n characters';

export async function run(): Promise<Array<Record<string, string | number>>> {
  return Object.entries(ADVERSARIAL_SHAPES).map(([shape, input]) => {
    const engine = scaling(input, humanize, 20_000);
    const counter = scaling(input, countWords, 20_000);
    return {
      shape,
      'humanize ratio': engine.ratio,
      'countWords ratio': counter.ratio,
    };
  });
}
