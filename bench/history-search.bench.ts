/**
 * History search (issue 28, point 3): searching 1,000 entries of history takes at most 50 ms,
 * and 2,000 about twice what 1,000 take (linear, not worse). Entries of realistic size (a
 * 300-word original and its rewrite); the query's words appear in a tenth of them. Median
 * of REPEATS per size; throws (the bench fails) past either bound.
 */
import { performance } from 'node:perf_hooks';
import { searchHistory } from '../lib/history/history-search';
import { median } from './median';

export const title = 'History search: 1,000 and 2,000 entries (≤ 50 ms at 1,000; linear)';

const SIZES = [1000, 2000];
const REPEATS = 15;
const BOUND_MS = 50;
/** 2× the entries may cost at most this many times the time of 1× (2 plus noise). */
const LINEAR_RATIO = 3;

const WORDS = 'the of and a to in is was for on that with as by it at from this be are'.split(' ');

function entry(i: number) {
  const words = Array.from({ length: 300 }, (_, k) => WORDS[(i * 7 + k) % WORDS.length]);
  if (i % 10 === 0) words.push('harbour', 'lighthouse');
  const original = words.join(' ');
  return { id: `e${i}`, original, result: original.toUpperCase(), site: `site${i % 37}.example` };
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const rows: Array<Record<string, string | number>> = [];
  for (const size of SIZES) {
    const entries = Array.from({ length: size }, (_, i) => entry(i));
    let found = 0;
    const times = Array.from({ length: REPEATS }, () => {
      const start = performance.now();
      found = searchHistory(entries, 'Lighthouse harbour').length;
      return performance.now() - start;
    });
    rows.push({ entries: size, found, 'median ms': median(times) });
  }
  const [small, large] = rows.map((r) => Number(r['median ms']));
  if (small === undefined || large === undefined) throw new Error('No timings.');
  if (small > BOUND_MS)
    throw new Error(`1,000 entries took ${small.toFixed(1)} ms (> ${BOUND_MS}).`);
  if (large > small * LINEAR_RATIO + 1) {
    throw new Error(`2,000 entries took ${(large / small).toFixed(1)}× 1,000's time.`);
  }
  return rows;
}
