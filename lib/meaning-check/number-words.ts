/**
 * Numbers written as words, so that "3" → "three" passes. English sequences are read whole
 * ("twenty-five", "two hundred and ten"); the other UI languages' small numbers one word at a
 * time. Words that are also ordinary words ("one", "un", "uma", "first") are soft: they vouch
 * for a digit on the other side but never raise an alarm of their own.
 */

/** 'word:value word:value …' as a lookup. */
function wordTable(pairs: string): Map<string, number> {
  return new Map(
    pairs
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split(':'))
      .map(([word, value]) => [word ?? '', Number(value)]),
  );
}

const EN_UNITS = wordTable(
  'zero:0 one:1 two:2 three:3 four:4 five:5 six:6 seven:7 eight:8 nine:9 ten:10 eleven:11 ' +
    'twelve:12 thirteen:13 fourteen:14 fifteen:15 sixteen:16 seventeen:17 eighteen:18 ' +
    'nineteen:19 twenty:20 thirty:30 forty:40 fifty:50 sixty:60 seventy:70 eighty:80 ' +
    'ninety:90 ',
);
const EN_SCALES = wordTable('hundred:100 thousand:1e3 million:1e6 billion:1e9 trillion:1e12 ');

/** Single words of es, pt, fr, de, id (and English ordinals), never ambiguous with a word. */
const OTHER = wordTable(
  'tres:3 cuatro:4 cinco:5 seis:6 siete:7 ocho:8 nueve:9 diez:10 doce:12 veinte:20 ' +
    'cien:100 mil:1000 dois:2 duas:2 três:3 quatro:4 sete:7 oito:8 nove:9 dez:10 vinte:20 ' +
    'deux:2 trois:3 quatre:4 cinq:5 huit:8 neuf:9 dix:10 vingt:20 mille:1000 zwei:2 drei:3 ' +
    'vier:4 fünf:5 sechs:6 sieben:7 neun:9 zehn:10 zwanzig:20 hundert:100 tausend:1000 dua:2 ' +
    'tiga:3 empat:4 enam:6 tujuh:7 delapan:8 sembilan:9 sepuluh:10 seratus:100 seribu:1000 ',
);

/** Words that may not be numbers at all: they only ever vouch for a digit. */
const SOFT = wordTable(
  'dos:2 one:1 un:1 une:1 uno:1 una:1 um:1 uma:1 ein:1 eine:1 satu:1 first:1 second:2 third:3 ' +
    'fourth:4 fifth:5 sixth:6 seventh:7 eighth:8 ninth:9 tenth:10 once:1 twice:2 half:0.5 ' +
    'dozen:12 acht:8 lima:5 ',
);

/** Every word that can start a number written in words, longest first (for one regex pass). */
export function numberWordList(): string[] {
  return [...EN_UNITS.keys(), ...EN_SCALES.keys(), ...OTHER.keys(), ...SOFT.keys()].sort(
    (a, b) => b.length - a.length,
  );
}

export interface WordNumber {
  value: number;
  /** Characters of the text it spans from its start. */
  length: number;
  soft: boolean;
}

const WORD = /[\p{L}]+/uy;
const JOINER = /(?:\s+and\s+|\s+|-)/y;

/** The number written in words at `at`, or undefined. */
export function readWordNumber(text: string, at: number): WordNumber | undefined {
  WORD.lastIndex = at;
  const first = WORD.exec(text)?.[0].toLowerCase();
  if (first === undefined) return undefined;
  if (EN_UNITS.has(first) || EN_SCALES.has(first)) return readEnglish(text, at);
  const other = OTHER.get(first);
  if (other !== undefined) return { value: other, length: first.length, soft: false };
  const soft = SOFT.get(first);
  if (soft !== undefined) return { value: soft, length: first.length, soft: true };
  return undefined;
}

function readEnglish(text: string, at: number): WordNumber {
  let total = 0;
  let group = 0;
  let end = at;
  let words = 0;
  let lastWord = '';
  let cursor = at;
  for (;;) {
    WORD.lastIndex = cursor;
    const word = WORD.exec(text)?.[0].toLowerCase();
    if (word === undefined) break;
    const unit = EN_UNITS.get(word);
    const scale = EN_SCALES.get(word);
    if (unit !== undefined) group += unit;
    else if (scale === 100) group = (group || 1) * 100;
    else if (scale !== undefined) {
      total += (group || 1) * scale;
      group = 0;
    } else break;
    words += 1;
    lastWord = word;
    end = cursor + word.length;
    JOINER.lastIndex = end;
    const joiner = JOINER.exec(text);
    if (!joiner) break;
    cursor = end + joiner[0].length;
  }
  const value = total + group;
  return { value, length: end - at, soft: words === 1 && lastWord === 'one' };
}
