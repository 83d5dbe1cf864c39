/**
 * Word-level diff between an original text and its rewrite, for "Show changes". Pure: tokens
 * are words and the whitespace between them, compared with Myers' O((N+M)·D) algorithm after
 * trimming the common prefix and suffix. Past `maxEdits` the diff degrades to "all removed,
 * all inserted" for the differing middle rather than using unbounded memory.
 */
export type DiffPart = { kind: 'same' | 'ins' | 'del'; text: string };

/** Words and the whitespace runs between them, in order; joined they give back the text. */
export function tokenize(text: string): string[] {
  return text.match(/\s+|\S+/g) ?? [];
}

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  if (!text) return;
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** Myers' shortest edit script over a and b; null when it needs more than maxEdits edits. */
function shortestEdit(a: string[], b: string[], maxEdits: number): DiffPart[] | null {
  const n = a.length;
  const m = b.length;
  const max = Math.min(n + m, maxEdits);
  const offset = max + 1;
  let v = new Int32Array(2 * max + 3);
  const trace: Int32Array[] = [];
  for (let d = 0; d <= max; d++) {
    trace.push(v.slice());
    const next = v.slice();
    for (let k = -d; k <= d; k += 2) {
      const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
      let x = down ? v[k + 1 + offset]! : v[k - 1 + offset]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) {
        x++;
        y++;
      }
      next[k + offset] = x;
      if (x >= n && y >= m) return backtrack(a, b, trace, offset, d);
    }
    v = next;
  }
  return null;
}

function backtrack(
  a: string[],
  b: string[],
  trace: Int32Array[],
  offset: number,
  dEnd: number,
): DiffPart[] {
  const reversed: DiffPart[] = [];
  let x = a.length;
  let y = b.length;
  for (let d = dEnd; d > 0; d--) {
    const v = trace[d]!; // the furthest-reaching x of each diagonal after d-1 edits
    const k = x - y;
    const down = k === -d || (k !== d && v[k - 1 + offset]! < v[k + 1 + offset]!);
    const prevK = down ? k + 1 : k - 1;
    const prevX = v[prevK + offset]!;
    const prevY = prevX - prevK;
    while (x > prevX && y > prevY) {
      reversed.push({ kind: 'same', text: a[--x]! });
      y--;
    }
    if (down) reversed.push({ kind: 'ins', text: b[--y]! });
    else reversed.push({ kind: 'del', text: a[--x]! });
  }
  while (x > 0 && y > 0) {
    reversed.push({ kind: 'same', text: a[--x]! });
    y--;
  }
  const parts: DiffPart[] = [];
  for (let i = reversed.length - 1; i >= 0; i--) push(parts, reversed[i]!.kind, reversed[i]!.text);
  return parts;
}

/** The changes that turn `before` into `after`, word by word; adjacent parts merged. */
export function diffWords(before: string, after: string, maxEdits = 4000): DiffPart[] {
  const a = tokenize(before);
  const b = tokenize(after);
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const parts: DiffPart[] = [];
  push(parts, 'same', a.slice(0, start).join(''));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  const middle = shortestEdit(midA, midB, maxEdits) ?? [
    { kind: 'del' as const, text: midA.join('') },
    { kind: 'ins' as const, text: midB.join('') },
  ];
  for (const part of middle) push(parts, part.kind, part.text);
  push(parts, 'same', a.slice(endA).join(''));
  return parts;
}
