/**
 * A small built-in guess of a text's language, for when no detector is passed in: the script
 * for texts without Latin letters (Arabic, Hebrew, Chinese, Japanese, Korean, Cyrillic, Greek,
 * Thai, Devanagari), stop words for the six UI languages. Undefined when the text is too short
 * or the stop words do not clearly point one way: a guess that may be wrong raises no alarm.
 */

const STOP_WORDS: Record<string, string> = {
  en: 'the and of to is in that it was for with as on are be this have not by from they but or at which you',
  es: 'el la los las de que y en un una es por con para no se del al lo como más pero sus le ya muy',
  pt: 'o os as de que e em um uma é para com não se do da dos das no na ao mais mas muito também',
  fr: 'le la les de des que et en un une est pour dans qui ne pas sur au du avec ce il elle sont mais',
  de: 'der die das und ist nicht zu den mit von sich des auf für im dem ein eine auch es an als wird hat keine kein wurde sind war nach bei aus wir sie er noch nur oder aber wenn',
  id: 'yang dan di ini itu dengan untuk dari dalam tidak akan pada juga ke adalah ada karena oleh bisa',
};

const SCRIPTS: Array<[string, RegExp]> = [
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ['ko', /\p{Script=Hangul}/u],
  ['zh', /\p{Script=Han}/u],
  ['ar', /\p{Script=Arabic}/u],
  ['he', /\p{Script=Hebrew}/u],
  ['ru', /\p{Script=Cyrillic}/u],
  ['el', /\p{Script=Greek}/u],
  ['th', /\p{Script=Thai}/u],
  ['hi', /\p{Script=Devanagari}/u],
];

let stopWords: Map<string, string[]> | undefined;
function languagesOf(word: string): string[] {
  if (!stopWords) {
    stopWords = new Map();
    for (const [language, words] of Object.entries(STOP_WORDS)) {
      for (const w of words.split(' ')) stopWords.set(w, [...(stopWords.get(w) ?? []), language]);
    }
  }
  return stopWords.get(word) ?? [];
}

/** Letters looked at: enough for a guess, and a bound on the cost. */
const SAMPLE_CHARS = 20_000;
const MIN_STOP_WORDS = 3;

/** BCP 47 primary language (en, es, pt, fr, de, id, ar, he, zh, ja, ...) or undefined. */
export function guessLanguage(text: string): string | undefined {
  const sample = text.slice(0, SAMPLE_CHARS);
  const letters = sample.match(/\p{L}/gu) ?? [];
  if (letters.length < 8) return undefined;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length;
  if (latin < letters.length / 2) {
    const nonLatin = letters.filter((c) => !/\p{Script=Latin}/u.test(c)).join('');
    return SCRIPTS.find(([, script]) => script.test(nonLatin))?.[0];
  }
  const scores = new Map<string, number>();
  for (const word of sample.toLowerCase().match(/\p{L}+/gu) ?? []) {
    for (const language of languagesOf(word)) scores.set(language, (scores.get(language) ?? 0) + 1);
  }
  const ranked = [...scores].sort((a, b) => b[1] - a[1]);
  const [best, next] = ranked;
  if (!best || best[1] < MIN_STOP_WORDS) return undefined;
  return !next || best[1] >= next[1] * 1.5 ? best[0] : undefined;
}
