// @vitest-environment node
/**
 * No input makes the engine or the word counter slow (issue 10, point 1): doubling an
 * adversarial input at most ~2.5× the CPU time. Ratios in one run, never absolute times.
 * Every shape of ADVERSARIAL_SHAPES runs in `npm run bench` (adversarial-input.bench.ts); the
 * unit suite checks those that were quadratic before.
 */
import { describe, expect, it } from 'vitest';
import { countWords } from '../../lib/text/word-count';
import { humanize } from '../../server/engine/index';
import { ADVERSARIAL_SHAPES, scaling } from '../support/time-ratio';

/**
 * Linear work gives ~2, quadratic ~4 (the quadratic steps fixed here measured 4–9). The issue
 * asks for ~2.5; 2.8 keeps that meaning while the full suite runs files in parallel on 2 cores.
 */
const MAX_RATIO = 2.8;

function bestRatio(input: (n: number) => string, run: (text: string) => unknown): number {
  let best = Infinity;
  // A burst of load can spoil one measurement; a quadratic step fails every attempt.
  for (let attempt = 0; attempt < 3 && best > MAX_RATIO; attempt += 1) {
    best = Math.min(best, scaling(input, run, 8000).ratio);
  }
  return best;
}

const pick = (names: string[]) => names.map((name) => [name, ADVERSARIAL_SHAPES[name]!] as const);

describe('engine: linear in the input', () => {
  it.each(
    pick([
      'URL then ")" run (issue 10)',
      'spaces between two words',
      'tabs after "to"',
      'spaces before a sign-off',
      'unclosed curly quotes',
      'many URLs',
      'AI-tell prose',
    ]),
  )('humanize: %s', (_name, input) => {
    expect(bestRatio(input, humanize)).toBeLessThanOrEqual(MAX_RATIO);
  });
});

describe('word counter: linear in the input', () => {
  it.each(
    pick([
      'URL then ")" run (issue 10)',
      'one ">" run',
      '"a," run',
      'newlines',
      'emoji',
      'flags',
      'ideographs',
      'combining marks',
    ]),
  )('countWords: %s', (_name, input) => {
    expect(bestRatio(input, countWords)).toBeLessThanOrEqual(MAX_RATIO);
  });
});
