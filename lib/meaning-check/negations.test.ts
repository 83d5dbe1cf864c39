import { describe, expect, it } from 'vitest';
import { extractNegations, negationIn } from './negations';
import { ScannedText } from './scanned-text';

describe('negations', () => {
  it('finds markers inside contractions', () => {
    expect(["don't", 'isn’t', "can't", 'cannot', "n'est", 'won’t'].map(negationIn)).toEqual([
      'not',
      'not',
      'not',
      'cannot',
      'ne',
      'not',
    ]);
    expect(['don', "it's", 'note', 'nothing'].map(negationIn)).toEqual([
      undefined,
      undefined,
      undefined,
      'nothing',
    ]);
  });

  it('counts markers in each UI language', () => {
    const count = (text: string) => extractNegations(new ScannedText(text)).length;
    expect(count('We never go, and nobody will, without a map.')).toBe(3);
    expect(count('No tenemos nada, ni sin ti.')).toBe(4);
    expect(count('Não tem nenhum, nem sem você.')).toBe(4);
    expect(count("Il n'est pas là, ne viens pas sans moi.")).toBe(3);
    expect(count('Er kommt nicht, nie ohne keine Ahnung.')).toBe(4);
    expect(count('Saya tidak tahu, belum pernah, tanpa uang.')).toBe(3);
  });
});
