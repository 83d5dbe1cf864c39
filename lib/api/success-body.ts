/**
 * A 2xx body, checked before it is believed: `{humanized_text, word_count, words_charged}`
 * with counts that are whole numbers, and sizes the request could have produced
 * (answer-bounds.ts). What fails is a bad answer: nothing of it is stored or charged.
 */
import type { Translate } from '../i18n/translate';
import type { HumanizeResult } from '../model/job-view';
import { maxReportedWords, maxRewriteLength } from './answer-bounds';

export type SuccessBody = { result: HumanizeResult } | { problem: string };

export function readSuccessBody(raw: string, requestText: string, t: Translate): SuccessBody {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { problem: t('apiBadResponse') };
  }
  if (typeof body !== 'object' || body === null) return { problem: t('apiBadResponse') };
  const { humanized_text, word_count, words_charged } = body as Record<string, unknown>;
  const count = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
  if (typeof humanized_text !== 'string' || !count(word_count) || !count(words_charged)) {
    // 1e308 is an integer to JavaScript, but no count: it is refused here with the rest.
    const absurd = [word_count, words_charged].some((v) => typeof v === 'number' && v >= 2 ** 53);
    return { problem: t(absurd ? 'apiAbsurdCount' : 'apiBadResponse') };
  }
  if (humanized_text.length > maxRewriteLength(requestText)) {
    return { problem: t('apiRewriteTooLong') };
  }
  if (Math.max(word_count, words_charged) > maxReportedWords(requestText)) {
    return { problem: t('apiAbsurdCount') };
  }
  return { result: { humanized_text, word_count, words_charged } };
}
