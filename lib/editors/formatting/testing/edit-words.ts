/**
 * Applies random word edits to a block's text as a provider might (drop, replace, insert,
 * swap neighbours), never inside inline code: each code span is one token that stays as it is.
 */
import { markSpansOf } from '../mark-spans';
import type { InlineRun } from '../model';
import type { WordEdit } from './random-selection';

/** The block's tokens: its words, and each inline code span's trimmed text as one frozen token. */
function tokensOf(runs: readonly InlineRun[]): Array<{ text: string; frozen: boolean }> {
  const text = runs.map((r) => r.text).join('');
  const code = markSpansOf(runs).filter((s) => s.kind === 'code');
  const tokens: Array<{ text: string; frozen: boolean }> = [];
  let at = 0;
  const plain = (to: number) => {
    for (const word of text.slice(at, to).split(/\s+/).filter(Boolean)) {
      tokens.push({ text: word, frozen: false });
    }
  };
  for (const span of code) {
    plain(span.start);
    tokens.push({ text: text.slice(span.start, span.end).trim(), frozen: true });
    at = span.end;
  }
  plain(text.length);
  return tokens;
}

/** The block's text after `edits` (consumed in order, cycling), words joined by spaces. */
export function editBlock(
  runs: readonly InlineRun[],
  edits: readonly WordEdit[],
  seed: number,
): string {
  const tokens = tokensOf(runs);
  const out: Array<{ text: string; frozen: boolean }> = [];
  let fresh = seed * 1000;
  tokens.forEach((token, index) => {
    const edit = edits.length ? edits[(index + seed) % edits.length]! : { op: 'keep' };
    if (token.frozen || edit.op === 'keep') out.push(token);
    else if (edit.op === 'drop') return;
    else if (edit.op === 'replace') out.push({ text: `new${fresh++}`, frozen: false });
    else if (edit.op === 'insert') out.push({ text: `ins${fresh++}`, frozen: false }, token);
    else {
      const last = out[out.length - 1];
      if (last && !last.frozen) out.splice(out.length - 1, 0, token);
      else out.push(token);
    }
  });
  return out.map((t) => t.text).join(' ');
}
