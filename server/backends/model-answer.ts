/**
 * Cleaning a model's answer before it is guarded: a reasoning model may open with its
 * thinking (`<think>…</think>`, or only the closing tag when the server ate the opening one);
 * that block is removed, and whatever thinking is left afterwards fails the "thinking" guard.
 */

const LEADING_THINK = /^\s*<(think|thinking|reasoning)>[\s\S]*?<\/\1>/iu;
const UNCLOSED_THINK = /^\s*<(?:think|thinking|reasoning)>/iu;
const LONE_CLOSE = /^[\s\S]*?<\/(?:think|thinking|reasoning)>/iu;
export const THINK_TAG = /<\/?(?:think|thinking|reasoning)>/iu;

/** The answer without a leading thinking block, trimmed; '' when it is all thinking. */
export function stripThinking(answer: string, original: string): string {
  if (THINK_TAG.test(original)) return answer.trim();
  const closed = LEADING_THINK.exec(answer);
  if (closed) return answer.slice(closed[0].length).trim();
  if (UNCLOSED_THINK.test(answer)) return '';
  const lone = LONE_CLOSE.exec(answer);
  if (lone && !/<(?:think|thinking|reasoning)>/iu.test(lone[0])) {
    return answer.slice(lone[0].length).trim();
  }
  return answer.trim();
}

/** Paragraphs: blocks separated by blank lines. */
export function splitParagraphs(text: string): { paragraphs: string[]; separators: string[] } {
  const paragraphs: string[] = [];
  const separators: string[] = [];
  let last = 0;
  for (const match of text.matchAll(/[ \t]*\n(?:[ \t]*\n)+[ \t]*/gu)) {
    paragraphs.push(text.slice(last, match.index));
    separators.push(match[0]);
    last = match.index + match[0].length;
  }
  paragraphs.push(text.slice(last));
  return { paragraphs, separators };
}
