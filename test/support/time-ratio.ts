/**
 * Linear-time checks by ratio, never by absolute time: the same work at size n and 2n is timed
 * in one run, and the ratio of the two is what a test asserts (linear ≈ 2, quadratic ≈ 4).
 * Used by the linear-time tests and by bench/adversarial-input.bench.ts.
 */

/**
 * CPU time of `repeats` calls (ms). CPU time, not wall time: on a shared machine other
 * processes stretch the wall clock of one size more than the other.
 */
function timeOf(work: () => unknown, repeats: number): number {
  const started = process.cpuUsage();
  for (let i = 0; i < repeats; i += 1) work();
  const used = process.cpuUsage(started);
  return (used.user + used.system) / 1000;
}

export interface Scaling {
  /** Best CPU time of `repeats` calls at size n, and at size 2n (ms). */
  small: number;
  large: number;
  /** large / small: about 2 for linear work, 4 for quadratic. */
  ratio: number;
}

/** Below this the timer's granularity and garbage collection dominate: repeat the work more. */
const LEAST_MS = 20;

/**
 * Times `run(input(n))` against `run(input(2n))`, interleaved, best of `rounds` each, with
 * enough repetitions that the smaller size takes at least LEAST_MS.
 */
export function scaling<T>(
  input: (n: number) => T,
  run: (value: T) => unknown,
  n: number,
  rounds = 3,
): Scaling {
  const smallInput = input(n);
  const largeInput = input(2 * n);
  run(smallInput); // warm up (JIT, lazily built regexes and segmenters)
  run(largeInput);
  for (let repeats = 1; ; repeats *= 2) {
    let small = Infinity;
    let large = Infinity;
    for (let round = 0; round < rounds; round += 1) {
      small = Math.min(
        small,
        timeOf(() => run(smallInput), repeats),
      );
      large = Math.min(
        large,
        timeOf(() => run(largeInput), repeats),
      );
    }
    if (small >= LEAST_MS || repeats >= 1024) return { small, large, ratio: large / small };
  }
}

/** Texts of about n characters that once made the engine or the word counter super-linear. */
export const ADVERSARIAL_SHAPES: Readonly<Record<string, (n: number) => string>> = {
  'URL then ")" run (issue 10)': (n) => `see http://x/${')'.repeat(n)}`,
  'one ">" run': (n) => '>'.repeat(n),
  '"a," run': (n) => 'a,'.repeat(n / 2),
  'one letter run': (n) => 'a'.repeat(n),
  'spaces between two words': (n) => `a${' '.repeat(n)}b`,
  'tabs after "to"': (n) => `to${'\t'.repeat(n)}empower`,
  'spaces before a sign-off': (n) => `Hi.${' '.repeat(n)}i hope this helps!`,
  'opening brackets': (n) => '['.repeat(n / 2) + ']'.repeat(n / 2),
  'opening parentheses': (n) => '('.repeat(n),
  'link targets': (n) => '[a]('.repeat(n / 4),
  'unclosed curly quotes': (n) => '“"\''.repeat(n / 3),
  'single quotes': (n) => "x '".repeat(n / 3),
  backticks: (n) => '` '.repeat(n / 2),
  'many URLs': (n) => 'http://a.b/c) '.repeat(n / 14),
  'e-mail-like runs': (n) => 'a@b.'.repeat(n / 4),
  'tag-like runs': (n) => '<a'.repeat(n / 2),
  fences: (n) => '```\n'.repeat(n / 4),
  'dots after a word': (n) => `Hi${'.'.repeat(n)}`,
  'numbers and separators': (n) => '1,1.1/'.repeat(n / 6),
  emoji: (n) => '🙂'.repeat(n / 2),
  flags: (n) => '🇫🇷'.repeat(n / 4),
  'combining marks': (n) => `e${'\u0301'.repeat(n)}`,
  ideographs: (n) => '我喜欢编程'.repeat(n / 5),
  newlines: (n) => '\n'.repeat(n),
  'quote markers': (n) => `${'> '.repeat(n / 2)}x`,
  questions: (n) => 'Why? '.repeat(n / 5),
  'AI-tell prose': (n) =>
    'Moreover, it is important to note that we utilize robust solutions. '.repeat(n / 68),
};
