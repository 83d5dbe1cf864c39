/**
 * Flags a rewrite in another language than its text. The detector is passed in (the card
 * passes browser.i18n.detectLanguage); its answer is untrusted: a language code or the
 * browser's { isReliable, languages: [{ language, percentage }] }, anything else (or a throw)
 * falls back to the built-in guess. Nothing is flagged unless both texts get a clear answer.
 */
import type { Finding } from './finding';
import { guessLanguage } from './language-guess';

export type DetectLanguage = (text: string) => unknown;

const CODE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,8})*$/i;

/** The primary language of a detector's answer, or undefined when it is not a clear one. */
export function readDetection(answer: unknown): string | undefined {
  if (typeof answer === 'string') {
    return CODE.test(answer) && answer !== 'und'
      ? answer.slice(0, 3).split(/[-_]/)[0]!.toLowerCase()
      : undefined;
  }
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { isReliable, languages } = answer as { isReliable?: unknown; languages?: unknown };
  if (isReliable !== true || !Array.isArray(languages)) return undefined;
  const top = languages[0] as { language?: unknown; percentage?: unknown } | undefined;
  if (typeof top?.language !== 'string' || typeof top.percentage !== 'number') return undefined;
  return top.percentage >= 60 ? readDetection(top.language) : undefined;
}

async function detect(
  text: string,
  detector: DetectLanguage | undefined,
): Promise<string | undefined> {
  if (detector) {
    try {
      const found = readDetection(await detector(text));
      if (found) return found;
    } catch {
      // An unreliable detector is no reason to skip the check: the built-in guess answers.
    }
  }
  return guessLanguage(text);
}

export async function languageSwitch(
  original: string,
  rewrite: string,
  detector?: DetectLanguage,
): Promise<Finding[]> {
  const [was, became] = await Promise.all([detect(original, detector), detect(rewrite, detector)]);
  if (!was || !became || was === became) return [];
  return [
    { kind: 'language', change: 'changed', was, became, sentence: 0, sentenceIn: 'original' },
  ];
}
