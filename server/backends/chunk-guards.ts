/**
 * The guards a model's rewrite of one chunk must pass before it is used. Each failure has a
 * stable reason (counted in BackendStats.guardFailuresByReason):
 *
 *   unfinished       the model stopped for another reason than "stop" (finish_reason "length",
 *                    "content_filter", or a stream cut short)
 *   empty            nothing left once the thinking is removed
 *   thinking         thinking tags left in the text
 *   preamble         "Here is the rewritten text:", "Sure!", "Let me know…", or the whole
 *                    answer wrapped in a code fence, when the original had no such thing
 *   paragraph_count  not as many paragraphs (blank-line separated) as the original
 *   length           fewer than half, or more than twice, the original's words (with slack)
 *   protected_span   a code span, URL, e-mail, quotation or number missing or changed
 *   name             a name of the original missing
 */
import { countWords } from '../../lib/text/word-count';
import type { Completion } from './completion-shape';
import { THINK_TAG, splitParagraphs } from './model-answer';
import { missingSpan, namesIn, protectedSpans } from './protected-spans';

export type GuardReason =
  | 'unfinished'
  | 'empty'
  | 'thinking'
  | 'preamble'
  | 'paragraph_count'
  | 'length'
  | 'protected_span'
  | 'name';

export type GuardVerdict = { ok: true } | { ok: false; reason: GuardReason };

const OPENING =
  /^\s*(?:[*_#>]+\s*)?(?:sure\b|certainly\b|of course\b|absolutely\b|okay\b|ok\b|alright\b|here(?:'s|’s| is| are)\b|below is\b|i(?:'ve|’ve| have) (?:rewritten|revised|rephrased)\b|(?:rewritten|revised|humani[sz]ed)(?: text| version)?\s*:)/iu;
const CLOSING =
  /^\s*(?:let me know\b|i hope (?:this|that)\b|hope (?:this|that) helps\b|feel free\b)/iu;
const FENCE_START = /^\s*(?:```|~~~)/u;

const MIN_RATIO = 0.5;
const MAX_RATIO = 2;
const SLACK_WORDS = 8;

function lastParagraph(text: string): string {
  const { paragraphs } = splitParagraphs(text);
  return paragraphs[paragraphs.length - 1] ?? '';
}

function hasPreamble(original: string, rewritten: string): boolean {
  if (OPENING.test(rewritten) && !OPENING.test(original)) return true;
  if (CLOSING.test(lastParagraph(rewritten)) && !CLOSING.test(lastParagraph(original))) return true;
  return FENCE_START.test(rewritten) && !FENCE_START.test(original);
}

function lengthFits(original: string, rewritten: string): boolean {
  const before = countWords(original);
  const after = countWords(rewritten);
  return after >= before * MIN_RATIO - SLACK_WORDS && after <= before * MAX_RATIO + SLACK_WORDS;
}

const fail = (reason: GuardReason): GuardVerdict => ({ ok: false, reason });

/** Checks `rewritten` (thinking already stripped, trimmed) against the chunk's `original`. */
export function guardChunk(
  original: string,
  rewritten: string,
  completion: Pick<Completion, 'finishReason' | 'complete'>,
): GuardVerdict {
  const reason = completion.finishReason;
  if (!completion.complete || reason === 'length' || reason === 'content_filter') {
    return fail('unfinished');
  }
  if (rewritten.trim() === '') return fail('empty');
  if (THINK_TAG.test(rewritten) && !THINK_TAG.test(original)) return fail('thinking');
  if (hasPreamble(original, rewritten)) return fail('preamble');
  const count = (text: string) => splitParagraphs(text.trim()).paragraphs.length;
  if (count(rewritten) !== count(original)) return fail('paragraph_count');
  if (!lengthFits(original, rewritten)) return fail('length');
  if (missingSpan(protectedSpans(original), rewritten) !== undefined) return fail('protected_span');
  if (missingSpan(namesIn(original), rewritten) !== undefined) return fail('name');
  return { ok: true };
}
