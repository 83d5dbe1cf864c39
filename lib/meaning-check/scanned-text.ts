/**
 * One text prepared for the extractors: where its sentences start, and which characters an
 * earlier extractor already took (a URL's digits are not a number, a date's month is not a
 * name). Sentences are cut by one regex pass, not Intl.Segmenter, whose cost grows faster than
 * the text; the cut only has to be good enough to say "in sentence 3".
 */

/** Words before a full stop that does not end a sentence (lowercase, without the stop). */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof st vs etc e.g i.e eg ie no nr fig jr sr inc ltd co corp approx dept ' +
    'sra sres dra mme mlle herr hr bzw usw z.b ca vgl u.s u.k a.m p.m jan feb mar apr jun jul ' +
    'aug sep sept oct nov dec'
  ).split(' '),
);

const SENTENCE_END = /([.!?…]+)["'”’»)\]]*(?=\s)|[。！？؟]+|\n/g;
/** Characters that may sit between a sentence end and the word that starts the next one. */
const OPENERS = new Set([...' \t\u00a0"\'“‘«„‚‹([*•–—-']);
const ENDERS = new Set([...'.!?…:;\n。！？؟']);

export class ScannedText {
  readonly text: string;
  /** Offsets at which sentences start, ascending; the first is 0. */
  readonly sentenceStarts: number[];
  private readonly claimed: Uint8Array;

  constructor(text: string) {
    this.text = text;
    this.claimed = new Uint8Array(text.length);
    this.sentenceStarts = [0];
    for (const match of text.matchAll(SENTENCE_END)) {
      if (match[1] !== undefined && /^\.$/.test(match[1]) && this.isAbbreviation(match.index)) {
        continue;
      }
      const next = match.index + match[0].length;
      if (next < text.length && next > this.sentenceStarts[this.sentenceStarts.length - 1]!) {
        this.sentenceStarts.push(next);
      }
    }
  }

  /** The word ending just before `dot` is a known abbreviation or a single letter (J. Smith). */
  private isAbbreviation(dot: number): boolean {
    let from = dot;
    while (from > 0 && /[\p{L}.]/u.test(this.text[from - 1]!) && dot - from < 12) from -= 1;
    const word = this.text.slice(from, dot).toLowerCase();
    return ABBREVIATIONS.has(word) || /^\p{L}$/u.test(word);
  }

  get sentenceCount(): number {
    return this.sentenceStarts.length;
  }

  /** 0-based index of the sentence holding `offset` (binary search). */
  sentenceAt(offset: number): number {
    let lo = 0;
    let hi = this.sentenceStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.sentenceStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** The sentence's text, trimmed. */
  sentenceText(index: number): string {
    const from = this.sentenceStarts[index] ?? this.text.length;
    const to = this.sentenceStarts[index + 1] ?? this.text.length;
    return this.text.slice(from, to).trim();
  }

  /** Whether a word at `offset` opens a sentence, a line, a quotation or a list item. */
  startsSentence(offset: number): boolean {
    let at = offset - 1;
    for (let steps = 0; at >= 0 && OPENERS.has(this.text[at]!) && steps < 8; steps += 1) at -= 1;
    return at < 0 || ENDERS.has(this.text[at]!);
  }

  isFree(from: number, to: number): boolean {
    for (let i = from; i < to; i += 1) if (this.claimed[i]) return false;
    return true;
  }

  claim(from: number, to: number): void {
    this.claimed.fill(1, from, to);
  }
}
