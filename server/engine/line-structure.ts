/**
 * Markdown-ish line structure. Some lines are kept exactly as they are; the others are cut
 * into a prefix that is kept (indentation, "> " quote markers, "- ", "* ", "+ ", "1. ", "1) ",
 * task boxes), the prose to rewrite, and a kept suffix (trailing spaces, "\r").
 */
export type LinePlan =
  { kind: 'keep' } | { kind: 'prose'; prefix: string; body: string; suffix: string };

const KEEP_LINES: readonly RegExp[] = [
  /^\s*$/u, // blank
  /^ {0,3}#{1,6}(?:[ \t]|$)/u, // ATX heading: untouched entirely
  /^ {0,3}(?:[-*_=][ \t]*){3,}$/u, // rule or setext underline
  /^\s*\|/u, // table row
  /^(?: {4}|\t)/u, // indented code (also deeply nested list text: left alone, to be safe)
];
const PREFIX = /^[ \t]*(?:>[ \t]?)*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+(?:\[[ xX]\][ \t]+)?)?/u;

/** Length of the trailing run of spaces, tabs and "\r" (a scan from the end: linear time). */
function suffixLength(text: string): number {
  let start = text.length;
  while (start > 0 && ' \t\r'.includes(text.charAt(start - 1))) start -= 1;
  return text.length - start;
}

function keptEntirely(line: string): boolean {
  return KEEP_LINES.some((pattern) => pattern.test(line));
}

/** How to treat one line (without its "\n"). */
export function planLine(line: string): LinePlan {
  if (keptEntirely(line)) return { kind: 'keep' };
  const prefix = PREFIX.exec(line)?.[0] ?? '';
  const rest = line.slice(prefix.length);
  const suffix = rest.slice(rest.length - suffixLength(rest));
  const body = rest.slice(0, rest.length - suffix.length);
  // A heading or table inside a quote or list item ("> # Title") is kept too.
  if (body === '' || keptEntirely(body)) return { kind: 'keep' };
  return { kind: 'prose', prefix, body, suffix };
}
