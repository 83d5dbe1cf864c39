/**
 * What a model must give back unchanged, found by the rule engine's own span protection
 * (../engine/protect-spans.ts): fenced and inline code, link targets, HTML tags, URLs, e-mail
 * addresses, quotations and numbers. Names are added here: a capitalised word that follows a
 * lower-case word in running prose ("we met Alice in Berlin"), so that sentence starts and
 * Title Case headings are not taken for names.
 */
import { SpanStore } from '../engine/placeholders';
import { protectFences, protectInline } from '../engine/protect-spans';

/** A SpanStore that also remembers every span it holds, as the original text. */
class RecordingStore extends SpanStore {
  readonly held: string[] = [];

  override hold(original: string): string {
    const placeholder = super.hold(original);
    this.held.push(this.restore(placeholder));
    return placeholder;
  }
}

/** The protected spans of `text`, in order, each as often as it occurs. */
export function protectedSpans(text: string): string[] {
  const store = new RecordingStore();
  const work = protectFences(store.protectReserved(text), store);
  for (const line of work.split('\n')) protectInline(line, store);
  return store.held;
}

const NAME_AFTER_LOWER = /(?<=\b\p{Ll}[\p{L}'’-]*,?[ \t]+)\p{Lu}[\p{L}\p{N}'’-]*[\p{L}\p{N}]/gu;

/** Capitalised words that follow a lower-case word on the same line: names, acronyms. */
export function namesIn(text: string): string[] {
  return [...text.matchAll(NAME_AFTER_LOWER)].map((match) => match[0]);
}

const WORDISH = /[\p{L}\p{N}]/u;

/** How many times `span` occurs in `text` without a letter or digit glued to either end. */
export function occurrencesOf(span: string, text: string): number {
  const gluedStart = WORDISH.test(span.charAt(0));
  const gluedEnd = WORDISH.test(span.charAt(span.length - 1));
  let count = 0;
  for (let at = text.indexOf(span); at !== -1; at = text.indexOf(span, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + span.length);
    if (gluedStart && before !== '' && WORDISH.test(before)) continue;
    if (gluedEnd && after !== '' && WORDISH.test(after)) continue;
    count += 1;
    at += span.length - 1;
  }
  return count;
}

/** The first span of `original` that `rewritten` lacks (or has fewer times), or undefined. */
export function missingSpan(required: readonly string[], rewritten: string): string | undefined {
  const needed = new Map<string, number>();
  for (const span of required) needed.set(span, (needed.get(span) ?? 0) + 1);
  for (const [span, count] of needed) {
    if (occurrencesOf(span, rewritten) < count) return span;
  }
  return undefined;
}
