import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeFinding, shorten, type MeaningMessageKey } from './describe-finding';
import type { Finding } from './finding';
import { englishLookup } from './testing/english-lookup';

const at = (sentence: number, rest: Omit<Finding, 'sentence' | 'sentenceIn'>): Finding => ({
  sentence,
  sentenceIn: rest.change === 'added' ? 'rewrite' : 'original',
  ...rest,
});

describe('describeFinding', () => {
  it('says each change in plain words', () => {
    const say = (f: Finding) => describeFinding(f, englishLookup);
    expect(say(at(0, { kind: 'number', change: 'changed', was: '15%', became: '20%' }))).toBe(
      '15% became 20% in sentence 1.',
    );
    expect(say(at(1, { kind: 'negation', change: 'lost', was: 'not' }))).toBe(
      '“not” was dropped in sentence 2.',
    );
    expect(say(at(2, { kind: 'quote', change: 'added', became: '"a turning point"' }))).toBe(
      '“a turning point” was added in sentence 3.',
    );
    expect(
      say(
        at(0, { kind: 'spelling', change: 'changed', was: 'en-GB:colour', became: 'en-US:color' }),
      ),
    ).toBe('British spelling became American (“colour” → “color”).');
    expect(say(at(4, { kind: 'seam', change: 'added', became: 'Returns are free.' }))).toBe(
      'Sentence 5, where two parts of the text meet, was written twice: “Returns are free.”',
    );
  });

  it('names languages through the function passed in', () => {
    const finding = at(0, { kind: 'language', change: 'changed', was: 'en', became: 'fr' });
    const names: Record<string, string> = { en: 'English', fr: 'French' };
    expect(describeFinding(finding, englishLookup, { languageName: (c) => names[c] ?? c })).toBe(
      'The rewrite is in French, your text in English.',
    );
  });

  it('cuts a long fact short', () => {
    expect([...shorten('word '.repeat(100))]).toHaveLength(80);
    expect(shorten('a  b\nc')).toBe('a b c');
  });
});

describe('the meaning messages', () => {
  const keys: MeaningMessageKey[] = [
    'meaningChanged',
    'meaningLost',
    'meaningAdded',
    'meaningLanguage',
    'meaningSpellingToAmerican',
    'meaningSpellingToBritish',
    'meaningSeamDropped',
    'meaningSeamDoubled',
  ];
  it.each(['en', 'es', 'pt_BR', 'fr', 'de', 'id'])('are all in the %s catalogue', (locale) => {
    const path = fileURLToPath(
      new URL(`../../public/_locales/${locale}/messages.json`, import.meta.url),
    );
    const catalogue = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { message: string }>;
    for (const key of keys) expect(catalogue[key]?.message, key).toMatch(/\S/);
  });
});
