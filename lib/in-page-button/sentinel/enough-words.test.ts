import { describe, expect, it } from 'vitest';
import { enoughWords } from './enough-words';

describe('enoughWords', () => {
  it('three words or more, contractions and hyphenations counting once', () => {
    expect(enoughWords('one two three')).toBe(true);
    expect(enoughWords("don't well-known")).toBe(false);
    expect(enoughWords('  Über   straße ')).toBe(false);
    expect(enoughWords('— … !!! ?? --')).toBe(false);
    expect(enoughWords('Добрый день, друзья')).toBe(true);
  });

  it('scripts without spaces: six characters count as three words', () => {
    expect(enoughWords('今日は')).toBe(false);
    expect(enoughWords('今日はいい天気ですね')).toBe(true);
    expect(enoughWords('สวัสดีครับ')).toBe(true);
  });

  it('reads at most the first 2,000 characters, whatever the size', () => {
    expect(enoughWords(`${'x'.repeat(5_000_000)} two three`)).toBe(false);
    expect(enoughWords(`a b c ${'x '.repeat(1_000_000)}`)).toBe(true);
  });
});
