/**
 * Issue 25, point 5: word alignment time (lib/editors/formatting/align-words.ts) for N and 2N
 * words in one run, and their ratio against the budget (≤ 2.2 per doubling: near-linear).
 * Shapes: a typical rewrite (a word in ten replaced, dropped, inserted or swapped), a rewrite
 * that shares no word, and one word repeated (no unique anchors at all). CPU time, best of 3,
 * repeated until the smaller size takes 20 ms; measured here, never asserted in a test. The
 * bench fails past the budget.
 */
import { alignWords } from '../lib/editors/formatting/align-words';

export const title = 'Formatting: word alignment time at N = 10,000 and 2N words';

const BUDGET = 2.2;

function typical(n: number): [string[], string[]] {
  const before = Array.from({ length: n }, (_, i) => `w${i % 1500}`);
  const after: string[] = [];
  before.forEach((word, i) => {
    const roll = (i * 7919) % 40;
    if (roll === 0) return; // dropped
    if (roll === 1) after.push(`new${i}`);
    else if (roll === 2) after.push(`ins${i}`, word);
    else if (roll === 3 && after.length) after.splice(after.length - 1, 0, word);
    else after.push(word);
  });
  return [before, after];
}

const SHAPES: Record<string, (n: number) => [string[], string[]]> = {
  'typical rewrite': typical,
  'nothing in common': (n) => [
    Array.from({ length: n }, (_, i) => `a${i}`),
    Array.from({ length: n }, (_, i) => `b${i}`),
  ],
  'one word repeated': (n) => [
    Array.from({ length: n }, () => 'the'),
    Array.from({ length: n - (n >> 3) }, () => 'the'),
  ],
};

function cpuMs(work: () => unknown, repeats: number): number {
  const started = process.cpuUsage();
  for (let i = 0; i < repeats; i += 1) work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

function scaling(shape: (n: number) => [string[], string[]], n: number) {
  const small = shape(n);
  const large = shape(2 * n);
  const run = ([a, b]: [string[], string[]]) => alignWords(a, b);
  run(small);
  run(large);
  for (let repeats = 1; ; repeats *= 2) {
    let smallMs = Infinity;
    let largeMs = Infinity;
    for (let round = 0; round < 3; round += 1) {
      smallMs = Math.min(
        smallMs,
        cpuMs(() => run(small), repeats),
      );
      largeMs = Math.min(
        largeMs,
        cpuMs(() => run(large), repeats),
      );
    }
    if (smallMs >= 20 || repeats >= 256) {
      return { smallMs: smallMs / repeats, largeMs: largeMs / repeats };
    }
  }
}

export async function run(): Promise<Array<Record<string, string | number>>> {
  const n = Number(process.env.ALIGNMENT_WORDS ?? 10_000);
  const rows = Object.entries(SHAPES).map(([shape, make]) => {
    const { smallMs, largeMs } = scaling(make, n);
    const ratio = largeMs / smallMs;
    return {
      shape,
      'N ms': smallMs,
      '2N ms': largeMs,
      ratio,
      budget: BUDGET,
      within: ratio <= BUDGET ? 'yes' : 'NO',
    };
  });
  // Past the budget the bench fails (as the others do), after showing every shape's figures.
  const over = rows.filter((row) => row.within === 'NO');
  if (over.length > 0) {
    console.log(rows.map((row) => JSON.stringify(row)).join('\n'));
    throw new Error(
      `Alignment time per doubling over ${BUDGET}× for: ${over.map((r) => r.shape).join(', ')}.`,
    );
  }
  return rows;
}
