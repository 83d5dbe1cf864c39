/**
 * Myers' shortest edit script (O((N + M) · D) time), the one core behind the word diff of
 * "Show changes" (diff.ts) and the gaps of the formatting alignment
 * (lib/editors/formatting/align-words.ts). Bounded: past `maxEdits` it gives up (null), so a
 * long, very different input costs O((N + M) · maxEdits) at most, never quadratic time.
 */

/** Pairs [i, j] of equal items a[i] === b[j], increasing in both; null past maxEdits edits. */
export function myersPairs<T>(
  a: ArrayLike<T>,
  b: ArrayLike<T>,
  maxEdits: number,
): Array<[number, number]> | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d += 1) {
    trace.push(v);
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
      let x = down ? v[k + 1 + offset]! : v[k - 1 + offset]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x += 1;
        y += 1;
      }
      next[k + offset] = x;
      if (x >= n && y >= m) return backtrack(n, m, trace, offset, d);
    }
    v = next;
  }
  return null;
}

function backtrack(
  n: number,
  m: number,
  trace: Int32Array[],
  offset: number,
  last: number,
): Array<[number, number]> {
  const pairs: Array<[number, number]> = [];
  let x = n;
  let y = m;
  for (let d = last; d > 0; d -= 1) {
    const v = trace[d]!; // furthest x on each diagonal after d - 1 edits
    const k = x - y;
    const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
    const previousK = down ? k + 1 : k - 1;
    const previousX = v[previousK + offset]!;
    const previousY = previousX - previousK;
    while (x > previousX && y > previousY) pairs.push([--x, --y]);
    if (down) y -= 1;
    else x -= 1;
  }
  while (x > 0 && y > 0) pairs.push([--x, --y]);
  return pairs.reverse();
}
