import { describe, expect, it } from 'vitest';
import { guessLanguage } from './language-guess';
import { languageSwitch, readDetection } from './language-switch';

const EN = 'The meeting was moved to the afternoon because the room was not free.';
const ES = 'La reunión se trasladó a la tarde porque la sala no estaba libre.';

describe('guessLanguage', () => {
  it('guesses the six UI languages by stop words and others by script', () => {
    expect(guessLanguage(EN)).toBe('en');
    expect(guessLanguage(ES)).toBe('es');
    expect(guessLanguage('O relatório não foi enviado para a equipe do projeto.')).toBe('pt');
    expect(guessLanguage("Le rapport n'est pas dans le dossier de la réunion.")).toBe('fr');
    expect(guessLanguage('Der Bericht ist nicht in dem Ordner und wird auch nicht gesendet.')).toBe(
      'de',
    );
    expect(guessLanguage('Laporan itu tidak ada di dalam map yang dikirim ke tim.')).toBe('id');
    expect(guessLanguage('זה טקסט קצר בעברית עם כמה מילים')).toBe('he');
    expect(guessLanguage('هذا نص قصير باللغة العربية')).toBe('ar');
    expect(guessLanguage('今年销售额增长了很多百分点')).toBe('zh');
    expect(guessLanguage('会議は三時に始まりますよ')).toBe('ja');
  });

  it('does not guess on a short or mixed text', () => {
    expect(guessLanguage('OK')).toBeUndefined();
    expect(guessLanguage('Acme Widget Pro 3000 Deluxe')).toBeUndefined();
  });
});

describe('readDetection', () => {
  it("reads a code or the browser's answer, and nothing unclear or malformed", () => {
    expect(readDetection('pt-BR')).toBe('pt');
    expect(
      readDetection({ isReliable: true, languages: [{ language: 'fr', percentage: 97 }] }),
    ).toBe('fr');
    expect(
      readDetection({ isReliable: false, languages: [{ language: 'fr', percentage: 97 }] }),
    ).toBeUndefined();
    expect(
      readDetection({ isReliable: true, languages: [{ language: 'fr', percentage: 40 }] }),
    ).toBeUndefined();
    expect(readDetection({ isReliable: true, languages: 'fr' })).toBeUndefined();
    expect(readDetection('und')).toBeUndefined();
    expect(readDetection('<script>')).toBeUndefined();
    expect(readDetection(42)).toBeUndefined();
  });
});

describe('languageSwitch', () => {
  it('flags a rewrite in another language, with the built-in guess', async () => {
    expect(await languageSwitch(EN, ES)).toEqual([
      {
        kind: 'language',
        change: 'changed',
        was: 'en',
        became: 'es',
        sentence: 0,
        sentenceIn: 'original',
      },
    ]);
    expect(await languageSwitch(EN, EN.replace('moved', 'shifted'))).toEqual([]);
  });

  it('uses the detector passed in, and falls back when it throws or answers nonsense', async () => {
    const detector = async (text: string) => ({
      isReliable: true,
      languages: [{ language: text === EN ? 'en' : 'de', percentage: 99 }],
    });
    expect((await languageSwitch(EN, 'x y z', detector))[0]?.became).toBe('de');
    const broken = () => {
      throw new Error('no detector here');
    };
    expect((await languageSwitch(EN, ES, broken))[0]?.became).toBe('es');
    expect((await languageSwitch(EN, ES, async () => ({ nonsense: true })))[0]?.became).toBe('es');
  });
});
