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
    expect(count('Non viene mai, nessuno senza chiavi.')).toBe(4);
    expect(count('Он не придёт, никогда, без ключей.')).toBe(3);
    expect(count('لم يأت، ولا يريد، وليس هنا.')).toBe(3);
    expect(count('彼は来ない。決して遅れません。')).toBe(3);
    expect(count('他不来，也没有钥匙。')).toBe(2);
    expect(count('그는 오지 않는다. 열쇠가 없다. 안 간다.')).toBe(3);
  });

  it('reads no negation into words of those languages that have none', () => {
    const count = (text: string) => extractNegations(new ScannedText(text)).length;
    expect(count('Viene domani con le chiavi.')).toBe(0);
    expect(count('Он придёт завтра с ключами.')).toBe(0);
    expect(count('سيأتي غدا مع المفاتيح.')).toBe(0);
    expect(count('彼は明日来ます。')).toBe(0);
    expect(count('他明天来，带着钥匙。')).toBe(0);
    expect(count('그는 내일 열쇠를 가지고 온다. 방 안에 있다.')).toBe(0);
  });
});
