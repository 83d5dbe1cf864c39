/**
 * Comparing editor text. Editors add or drop a trailing newline (a placeholder paragraph,
 * ProseMirror's trailing break, Quill's final "\n") and some keep \r\n or non-breaking
 * spaces; none of that is a difference the user can see. Nothing else is forgiven.
 */
export function normaliseForCompare(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .replace(/[\s]+$/u, '');
}

export function sameText(a: string, b: string): boolean {
  return normaliseForCompare(a) === normaliseForCompare(b);
}

/** A single-line input cannot hold line breaks: the browser would drop them silently. */
export function toSingleLine(text: string): string {
  return text.replace(/[ \t]*(\r\n?|\n)+[ \t]*/g, ' ');
}
