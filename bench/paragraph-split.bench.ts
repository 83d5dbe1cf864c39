/**
 * The plain path's paragraph split (lib/editors/formatting/paragraph-split.ts keepParagraphs:
 * a rewrite that joined the selection's paragraphs, cut again where they start) for N and 2N
 * words in one run: 10 words a paragraph, the rewrite one line, one word in ten replaced.
 * This process's CPU time (the machine is shared: wall time measured the other processes
 * too), best of 5 after a warm-up, repeated until N takes 40 ms; the ratio per doubling is shown
 * against the word alignment's budget (2.2×, formatting-alignment.bench.ts), not asserted: the
 * split is that alignment plus linear passes.
 */
import { keepParagraphs } from '../lib/editors/formatting/paragraph-split';

export const title = 'Plain path: joined paragraphs cut again, N = 10,000 and 2N words';

const BUDGET = 2.2;

function joined(words: number) {
  const paragraphs = Array.from({ length: words / 10 }, (_, p) =>
    Array.from({ length: 10 }, (_, w) => `word${(p * 10 + w) % 1700}`).join(' '),
  );
  const rewrite = paragraphs.map((p, i) => p.replace(/^word\d+/, `new${i}`)).join(' ');
  const text = paragraphs.join('\n');
  const before = { text, breaks: 'p'.repeat(paragraphs.length - 1) };
  return () => keepParagraphs(before, { start: 0, end: text.length }, rewrite);
}

function bestMs(work: () => unknown, repeats: number): number {
  let best = Infinity;
  for (let round = 0; round < 5; round += 1) {
    const started = process.cpuUsage();
    for (let i = 0; i < repeats; i += 1) work();
    const used = process.cpuUsage(started);
    best = Math.min(best, (used.user + used.system) / 1000 / repeats);
  }
  return best;
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const n = 10_000;
  const small = joined(n);
  const large = joined(2 * n);
  if (small().split('\n').length !== n / 10) throw new Error('The split lost paragraphs.');
  large();
  let repeats = 1;
  while (bestMs(small, repeats) * repeats < 40 && repeats < 256) repeats *= 2;
  const smallMs = bestMs(small, repeats);
  const largeMs = bestMs(large, repeats);
  const ratio = largeMs / smallMs;
  return [
    {
      'N ms': smallMs,
      '2N CPU ms': largeMs,
      ratio,
      budget: BUDGET,
      within: ratio <= BUDGET ? 'yes' : 'NO',
    },
  ];
}
