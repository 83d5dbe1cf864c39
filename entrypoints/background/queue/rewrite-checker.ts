/**
 * The queue's meaning check bound to the browser (lib/queue/rewrite-check.ts calls it for
 * every finished job): lib/meaning-check with the browser's language detector, each finding
 * put in plain words in the UI language, and the answers that are no rewrite at all. It runs
 * here, in the background, because the background is where a job becomes done: every view of
 * the job then carries the same verdict, the content script that writes only obeys it, and the
 * check's code and word lists stay out of the script injected into every page.
 */
import { browser } from 'wxt/browser';
import { t, uiLocale } from '@/utils/i18n/t';
import { checkMeaning } from '@/lib/meaning-check/check-meaning';
import { describeFinding, type MeaningLookup } from '@/lib/meaning-check/describe-finding';
import { unusableRewrite } from '@/lib/meaning-check/unusable-rewrite';
import type { CheckRewrite } from '@/lib/queue';

function languageName(code: string): string {
  try {
    return new Intl.DisplayNames([uiLocale()], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function detectLanguage(text: string): unknown {
  // Firefox and Chrome answer with a promise; a browser without it falls back to the guess.
  return browser.i18n.detectLanguage?.(text);
}

export const checkRewrite: CheckRewrite = async (original, rewrite, parts) => {
  const unusable = unusableRewrite(original, rewrite);
  if (unusable) return { findings: [], unusable };
  const found = await checkMeaning(original, rewrite, {
    detectLanguage,
    ...(parts.original.length > 1 && { parts }),
  });
  const lookup = t as MeaningLookup;
  return { findings: found.map((f) => describeFinding(f, lookup, { languageName })) };
};
