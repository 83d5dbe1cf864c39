/** The median of a list of timings (the upper middle of an even count); NaN when empty. */
export const median = (xs: readonly number[]) =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
