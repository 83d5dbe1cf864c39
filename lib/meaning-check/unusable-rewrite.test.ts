import { describe, expect, it } from 'vitest';
import { unusableRewrite } from './unusable-rewrite';

describe('unusableRewrite', () => {
  const original = 'We shipped 3 releases, and nobody noticed.';

  it('finds an empty or whitespace-only answer', () => {
    expect(unusableRewrite(original, '')).toBe('empty');
    expect(unusableRewrite(original, ' \n\t ')).toBe('empty');
  });

  it('finds the text sent back unchanged', () => {
    expect(unusableRewrite(original, original)).toBe('unchanged');
  });

  it('finds changes of whitespace or punctuation only', () => {
    expect(unusableRewrite(original, 'We  shipped 3 releases and nobody noticed!')).toBe(
      'cosmetic',
    );
    expect(unusableRewrite('日本語の文です。', '日本語の文です')).toBe('cosmetic');
  });

  it('passes a rewrite that changes words, letters or digits', () => {
    expect(unusableRewrite(original, 'We shipped three releases; nobody noticed.')).toBe(undefined);
    expect(unusableRewrite(original, 'we shipped 3 releases, and nobody noticed.')).toBe(undefined);
  });
});
