/**
 * The meaning check is linear in text length (issue 27, point 1): its time at 10,000 and
 * 20,000 words in one run, and their ratio against the budget of 2.2 (linear ≈ 2, quadratic
 * ≈ 4). Median of several runs each, after a warm-up.
 */
import { checkMeaning } from '../lib/meaning-check/check-meaning';
import { longPair } from '../lib/meaning-check/testing/long-text';
import { median } from './median';

export const title = 'Meaning check: time at 10,000 and 20,000 words';

const BUDGET = 2.2;
const RUNS = 7;

async function timeAt(words: number): Promise<{ ms: number; findings: number }> {
  const { original, rewrite } = longPair(words);
  let findings = 0;
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    findings = (await checkMeaning(original, rewrite)).length;
    times.push(performance.now() - started);
  }
  return { ms: median(times), findings };
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  await timeAt(2_000); // warm-up: the first calls compile the regular expressions
  const small = await timeAt(10_000);
  const large = await timeAt(20_000);
  const ratio = large.ms / small.ms;
  return [
    { words: 10_000, median_ms: small.ms, findings: small.findings },
    { words: 20_000, median_ms: large.ms, findings: large.findings },
    { words: '20,000 / 10,000', ratio, budget: BUDGET, within: ratio <= BUDGET ? 'yes' : 'NO' },
  ];
}
