/**
 * What a write is verified against: the target's text AND its block structure. Text alone
 * cannot tell two paragraphs from one paragraph with a line break (both read "a\nb"): Gecko's
 * insertText writes each "\n" as a <br>, and an editor's model may merge the paragraphs while
 * its DOM shows <br>. So each "\n" of the text carries its kind ('p' between blocks, 'b' a
 * line break inside one: text-map.ts, families/block-text.ts), compared as well.
 */
import type { EditableTarget } from './editable-target';
import type { Span } from './span';
import { normaliseForCompare } from './text-compare';

export interface Snapshot {
  text: string;
  /**
   * One letter per "\n" of `text` ('p' or 'b'; '?' in an expectation: either), or undefined
   * where the target has no blocks (a textarea: a "\n" is all there is).
   */
  breaks?: string;
}

export function snapshotOf(target: EditableTarget): Snapshot {
  const text = target.read();
  const breaks = target.readBreaks?.();
  return breaks === undefined ? { text } : { text, breaks };
}

const newlines = (text: string) => (text.match(/\n/g) ?? []).length;

/**
 * The snapshot after `span` of `before` is replaced with `replacement`. The prefix and the
 * suffix keep their breaks; the replacement's "\n"s must be paragraphs where the selection
 * held a paragraph break (a rewrite across paragraphs comes back as paragraphs, never merged
 * into one), either kind where it held none.
 */
export function expectedSnapshot(before: Snapshot, span: Span, replacement: string): Snapshot {
  const text = before.text.slice(0, span.start) + replacement + before.text.slice(span.end);
  if (before.breaks === undefined) return { text };
  const head = newlines(before.text.slice(0, span.start));
  const inSpan = before.breaks.slice(
    head,
    head + newlines(before.text.slice(span.start, span.end)),
  );
  const kind = inSpan.includes('p') ? 'p' : '?';
  const tail = before.breaks.slice(newlines(before.text.slice(0, span.end)));
  return {
    text,
    breaks: before.breaks.slice(0, head) + kind.repeat(newlines(replacement)) + tail,
  };
}

/**
 * Whether `actual` is what `wanted` describes: the same text (text-compare.ts forgives only
 * a trailing newline, \r\n and nbsp), and the same kind of break at every "\n" of it.
 */
export function matchesSnapshot(actual: Snapshot, wanted: Snapshot): boolean {
  const text = normaliseForCompare(actual.text);
  if (text !== normaliseForCompare(wanted.text)) return false;
  if (actual.breaks === undefined || wanted.breaks === undefined) return true;
  const count = newlines(text);
  for (let i = 0; i < count; i++) {
    const want = wanted.breaks[i] ?? '?';
    if (want !== '?' && actual.breaks[i] !== want) return false;
  }
  return true;
}
