/**
 * Long original/rewrite pairs of a given word count for the linearity bench and test: varied
 * sentences holding every kind of fact (numbers, dates, times, names, quotes, links, handles,
 * code, negations), and a rewrite that reorders clauses, writes some numbers as words and
 * changes a number in every fiftieth sentence, so the comparison does real work.
 */

const SENTENCES: Array<[string, string]> = [
  [
    'Sales rose 15% in March 2024 after Maria Lopez joined.',
    'After Maria Lopez joined, sales rose 15% in March 2024.',
  ],
  [
    "The team didn't ship on 2024-05-03 at 3:30 pm.",
    'The team did not ship on May 3, 2024 at 15:30.',
  ],
  [
    'See https://example.com/page-{i} or write to a{i}@example.org.',
    'Write to a{i}@example.org or see https://example.com/page-{i}.',
  ],
  [
    'She said “we will never sell item {i}” to Acme Corp.',
    'To Acme Corp she said "we will never sell item {i}".',
  ],
  [
    'Run `make build-{i}` and ping @dev_{i} about #release{i}.',
    'Ping @dev_{i} about #release{i} and run `make build-{i}`.',
  ],
  [
    'It costs $1,{i}00 and weighs 3 kg, not more.',
    'It weighs three kg, not more, and costs 1,{i}00 dollars.',
  ],
];

/** A text of about `words` words, and its rewrite. */
export function longPair(words: number): { original: string; rewrite: string } {
  const original: string[] = [];
  const rewrite: string[] = [];
  let count = 0;
  for (let i = 0; count < words; i += 1) {
    const [o, r] = SENTENCES[i % SENTENCES.length]!;
    const n = String(100 + (i % 900));
    original.push(o.replaceAll('{i}', n));
    rewrite.push((i % 50 === 49 ? r.replace(/\d/, '9$&') : r).replaceAll('{i}', n));
    count += o.split(/\s+/).length;
    if (i % 8 === 7) {
      original.push('\n\n');
      rewrite.push('\n\n');
    }
  }
  return { original: original.join(' '), rewrite: rewrite.join(' ') };
}
