/**
 * The instructions sent with every chunk. They ask for what the guards check (chunk-guards.ts),
 * so that a well-behaved model passes them the first time: only the text, as many paragraphs,
 * every code span, URL, number, quotation and name unchanged.
 */
import type { ChatMessage } from './chat-completion';

export const REWRITE_INSTRUCTIONS = [
  'You rewrite text so that it reads as if a person wrote it: plain words, varied sentence',
  'length, no stock phrases such as "delve", "moreover", "it is important to note". Keep the',
  'meaning, the language, the tone and the point of view of the original.',
  'Rules:',
  '- Answer with the rewritten text only: no introduction, no comment, no quotes around it.',
  '- Keep exactly as many paragraphs (blocks separated by blank lines) as the original.',
  '- Copy code, URLs, e-mail addresses, numbers, quotations and names exactly as written.',
  '- Keep Markdown markup (headings, lists, links, emphasis) where it is.',
  '- Do not add facts and do not leave anything out.',
].join('\n');

export function rewriteMessages(text: string): ChatMessage[] {
  return [
    { role: 'system', content: REWRITE_INSTRUCTIONS },
    { role: 'user', content: text },
  ];
}
