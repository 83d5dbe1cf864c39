// @vitest-environment node
/** Properties of the engine over generated input (fast-check) and a realistic sample. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countWords, wordSpans } from '../../lib/text/word-count';
import { AI_TELLS, humanize } from '../../server/engine/index';

const RESERVED = /[\uE000-\uE01F]/gu;
const reservedCount = (text: string): number => text.match(RESERVED)?.length ?? 0;

/** Every word of any tell phrase, plus the words contractions and joins touch. */
const REWRITABLE = new Set(
  [
    ...AI_TELLS.flatMap((tell) => tell.phrases),
    'a an and not is are am will have it that there here what i you we they he she do does did was were has had can could should would must',
  ]
    .join(' ')
    .toLowerCase()
    .split(/[^\p{L}']+/u)
    .filter(Boolean),
);

function wordList(text: string): string[] {
  const normalised = text.normalize('NFC');
  return wordSpans(normalised).map((span) => normalised.slice(span.start, span.end).toLowerCase());
}

/** Input words that are not part of any rewritable phrase must all still be in the output. */
function missingWords(input: string, output: string): string[] {
  const available = new Map<string, number>();
  for (const word of wordList(output)) available.set(word, (available.get(word) ?? 0) + 1);
  const missing: string[] = [];
  for (const word of wordList(input)) {
    if (REWRITABLE.has(word)) continue;
    const left = available.get(word) ?? 0;
    if (left === 0) missing.push(word);
    else available.set(word, left - 1);
  }
  return missing;
}

const PLAIN = [
  'the',
  'report',
  'shows',
  'growth',
  'teams',
  'build',
  'tools',
  'quickly',
  'data',
  'users',
  'Paris',
  'engine',
];
const TELLS = [
  'furthermore,',
  'moreover,',
  'delve into',
  'utilize',
  'leverage',
  'robust',
  'seamless',
  'it is important to note that',
  'plays a crucial role in',
  'do not',
  'it is',
  'in order to',
];
const PROTECTED = [
  '`x = utilize()`',
  'https://example.com/a?b=c',
  'me@example.org',
  '3.14',
  '"furthermore, utilize"',
  '“it is robust”',
  '日本語',
  '🎉',
  '2024',
];

const sentence = fc
  .array(fc.constantFrom(...PLAIN, ...TELLS, ...PROTECTED), { minLength: 1, maxLength: 45 })
  .chain((parts) =>
    fc.constantFrom('.', '!', '?', ';', ',').map((end) => `${parts.join(' ')}${end}`),
  );
const prose = fc
  .array(
    fc.tuple(sentence, fc.constantFrom(' ', ' ', '\n', '\n\n', '\n\n\n', '\n- ', '\n1. ', '\n# ')),
    { minLength: 1, maxLength: 12 },
  )
  .map((pairs) => pairs.map(([text, gap]) => text + gap).join(''));

describe('engine properties', () => {
  it('never throws, is deterministic and leaves no placeholder behind (any string)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (text) => {
        const output = humanize(text);
        expect(humanize(text)).toBe(output);
        expect(reservedCount(output)).toBe(reservedCount(text));
        expect(reservedCount(humanize(output))).toBe(reservedCount(text));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every protected span, every line break and every blank line (generated prose)', () => {
    fc.assert(
      fc.property(prose, (text) => {
        const output = humanize(text);
        expect(output.split('\n').map((line) => line.trim() === '')).toEqual(
          text.split('\n').map((line) => line.trim() === ''),
        );
        for (const span of PROTECTED) {
          expect(output.split(span).length, span).toBeGreaterThanOrEqual(text.split(span).length);
        }
        expect(reservedCount(output)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('drops no word except inside replaced phrases (generated prose)', () => {
    fc.assert(
      fc.property(prose, (text) => {
        expect(missingWords(text, humanize(text))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('passes CJK, emoji and other non-Latin text through unchanged', () => {
    const graphemes = [
      '日',
      '本',
      '語',
      '中',
      '文',
      '한',
      '국',
      '🎉',
      '👩‍👩‍👧',
      '🏳️‍🌈',
      'ü',
      'é',
      'П',
      'м',
      'ع',
      '。',
      '，',
      ' ',
      '\n',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...graphemes), { maxLength: 60 }), (parts) => {
        const text = parts.join('');
        expect(humanize(text)).toBe(text);
      }),
    );
  });
});

describe('a realistic AI paragraph', () => {
  const input = [
    '# Why Remote Work Matters',
    '',
    "In today's fast-paced world, remote work plays a crucial role in how companies operate. It is important to note that teams utilize a wide range of tools, such as [Slack](https://slack.com), to stay in touch. Furthermore, managers leverage data to delve into productivity trends.",
    '',
    '- Moreover, it is a testament to the robust infrastructure that now exists.',
    '- Additionally, employees do not have to commute, which saves 2.5 hours a day.',
    '',
    'As one manager put it, "we utilize every tool we can." In conclusion, remote work is here to stay.',
  ].join('\n');
  const output = humanize(input);

  it('rewrites the tells and keeps structure, links, numbers and quotes', () => {
    expect(output).toBe(
      [
        '# Why Remote Work Matters',
        '',
        'These days, remote work plays a big part in how companies operate. Teams use all kinds of tools, such as [Slack](https://slack.com), to stay in touch. Also, managers use data to look at productivity trends.',
        '',
        "- What's more, it shows the solid infrastructure that now exists.",
        "- Also, employees don't have to commute, which saves 2.5 hours a day.",
        '',
        'As one manager put it, "we utilize every tool we can." In short, remote work is here to stay.',
      ].join('\n'),
    );
    expect(missingWords(input, output)).toEqual([]);
  });

  it('is fast enough for 10,000 words', () => {
    const paragraph = input.split('\n')[2] ?? '';
    const big = Array.from(
      { length: Math.ceil(10_000 / countWords(paragraph)) },
      () => paragraph,
    ).join('\n\n');
    const started = performance.now();
    humanize(big);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
