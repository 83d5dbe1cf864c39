/**
 * Protected spans. A span of text the engine must not touch (code, URL, quote, …) is swapped
 * for a placeholder made only of Private Use Area characters, rewritten around, and swapped
 * back at the end.
 *
 * A placeholder is OPEN, one or more hex digits (U+E010…U+E01F), CLOSE. Characters of that
 * reserved range that already occur in the input are themselves stored as spans first, so
 * every reserved character in the working text is ours and restoring is unambiguous.
 *
 * To the rewriting rules a placeholder is an opaque non-letter run: `\b` sees a boundary on
 * both sides, and sentence/word counting treats it as one word.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const DIGIT_BASE = 0xe010;

/** Every character the placeholder scheme uses (for "no placeholder left" checks). */
export const RESERVED_CHARS = /[\uE000-\uE01F]/u;
const RESERVED_GLOBAL = /[\uE000-\uE01F]/gu;
/** One whole placeholder. */
export const PLACEHOLDER_SOURCE = '\uE000[\uE010-\uE01F]+\uE001';
const PLACEHOLDER_GLOBAL = new RegExp(PLACEHOLDER_SOURCE, 'gu');

function encode(index: number): string {
  let digits = '';
  for (const hex of index.toString(16)) {
    digits += String.fromCharCode(DIGIT_BASE + Number.parseInt(hex, 16));
  }
  return OPEN + digits + CLOSE;
}

function decode(placeholder: string): number {
  let hex = '';
  for (const ch of placeholder.slice(1, -1)) hex += (ch.charCodeAt(0) - DIGIT_BASE).toString(16);
  return Number.parseInt(hex, 16);
}

/** The spans of one humanize() call. */
export class SpanStore {
  private readonly spans: string[] = [];

  /** Stores `original` (expanding any placeholders inside it first) and returns its placeholder. */
  hold(original: string): string {
    this.spans.push(this.restore(original));
    return encode(this.spans.length - 1);
  }

  /** Replaces every match of `pattern` (must be global) with a placeholder. */
  protect(text: string, pattern: RegExp): string {
    return text.replace(pattern, (match) => this.hold(match));
  }

  /** Stores reserved characters already present in the input, so they cannot be confused. */
  protectReserved(text: string): string {
    return this.protect(text, RESERVED_GLOBAL);
  }

  /** Puts every original span back. */
  restore(text: string): string {
    return text.replace(PLACEHOLDER_GLOBAL, (placeholder) => {
      const original = this.spans[decode(placeholder)];
      if (original === undefined) throw new Error('humanize: unknown placeholder');
      return original;
    });
  }
}
