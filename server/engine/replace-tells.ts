/**
 * Applies the AI-tell list to one line of prose (protected spans already replaced by
 * placeholders). Keeps grammar around each replacement:
 *   - the case of the found phrase is carried over ("Furthermore," → "Also,");
 *   - "a"/"an" before the replacement is corrected ("an innovative" → "a new");
 *   - when a phrase at a sentence start is removed, the next word is capitalised
 *     ("It is important to note that the API…" → "The API…").
 */
import type { AiTell } from './phrase-pattern';
import { capitaliseStart, isSentenceStart, matchCase } from './text-case';

/** How many times each tell has fired in this text; picks its next alternative. */
export type TellCounters = Map<AiTell, number>;

const ARTICLE_BEFORE = /(?<![\p{L}\p{N}])(a|an|A|An|AN)([ \t]+)$/u;

function wantsAn(word: string): boolean {
  return /^[aeiou]/i.test(word) && !/^(?:use|usu|uni|eu|one|once)/i.test(word);
}

/** Fixes "a"/"an" at the end of `before` to suit `next`. */
function fixArticle(before: string, next: string): string {
  // Look at the tail only (linear time); make sure the tail did not cut a word in two.
  const tail = before.slice(-24);
  const article = ARTICLE_BEFORE.exec(tail);
  if (!article || next === '') return before;
  const cut = before.charAt(before.length - tail.length - 1);
  if (article.index === 0 && /[\p{L}\p{N}]/u.test(cut)) return before;
  const [whole, found = '', space = ''] = article;
  const wanted = wantsAn(next) ? 'an' : 'a';
  if (found.toLowerCase() === wanted) return before;
  const replacement =
    found === 'AN' || (found === 'A' && next === next.toUpperCase())
      ? wanted.toUpperCase()
      : matchCase(found, wanted);
  return before.slice(0, before.length - whole.length) + replacement + space;
}

function nextReplacement(tell: AiTell, counters: TellCounters): string {
  const count = counters.get(tell) ?? 0;
  counters.set(tell, count + 1);
  return tell.replacements[count % tell.replacements.length] ?? '';
}

/** Applies one tell to `text`. */
function applyTell(text: string, tell: AiTell, counters: TellCounters): string {
  const { pattern } = tell;
  pattern.lastIndex = 0;
  let out = '';
  let last = 0;
  let capitaliseNext = false;
  // exec() on the shared global pattern, not matchAll(): matchAll clones the RegExp each call.
  for (let match = pattern.exec(text); match !== null; match = pattern.exec(text)) {
    const found = match[0];
    let between = text.slice(last, match.index);
    if (capitaliseNext) between = capitaliseStart(between);
    out += between;
    capitaliseNext = false;
    const replacement = matchCase(found, nextReplacement(tell, counters));
    if (replacement === '') {
      capitaliseNext = isSentenceStart(out);
    } else {
      out = fixArticle(out, replacement);
    }
    out += replacement;
    last = match.index + found.length;
  }
  if (last === 0) return text;
  let rest = text.slice(last);
  if (capitaliseNext) rest = capitaliseStart(rest);
  return out + rest;
}

/** Applies every tell of `tells`, in order. */
export function replaceTells(
  text: string,
  tells: readonly AiTell[],
  counters: TellCounters,
): string {
  let result = text;
  for (const tell of tells) result = applyTell(result, tell, counters);
  return result;
}
