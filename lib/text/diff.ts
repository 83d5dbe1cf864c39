/**
 * Word-level diff between an original text and its rewrite, for "Show changes". Pure: tokens
 * are words and the whitespace between them, compared with Myers' O((N+M)·D) algorithm after
 * trimming the common prefix and suffix (myers.ts). Past `maxEdits` the diff degrades to "all removed,
 * all inserted" for the differing middle rather than using unbounded memory.
 */
import { myersPairs } from './myers';

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

/** The edits between a and b from Myers' matched pairs; null past maxEdits edits. */
function shortestEdit(a: string[], b: string[], maxEdits: number): DiffPart[] | null {
  const pairs = myersPairs(a, b, maxEdits);
  if (!pairs) return null;
  const parts: DiffPart[] = [];
  let x = 0;
  let y = 0;
  for (const [i, j] of [...pairs, [a.length, b.length] as [number, number]]) {
    push(parts, 'del', a.slice(x, i).join(''));
    push(parts, 'ins', b.slice(y, j).join(''));
    if (i < a.length) push(parts, 'same', a[i]!);
    x = i + 1;
    y = j + 1;
  }
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
