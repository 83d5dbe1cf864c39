import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { lookUpMessage, MAX_CATALOGUE_CHARS, parseCatalogue } from './loaded-catalogue';

const german = readFileSync('public/_locales/de/messages.json', 'utf8');

describe('a catalogue loaded by the extension', () => {
  it('looks up a shipped catalogue as browser.i18n would, placeholders filled', () => {
    const catalogue = parseCatalogue(german)!;
    expect(lookUpMessage(catalogue, 'popupSettings', [])).toBe('Einstellungen');
    expect(lookUpMessage(catalogue, 'popupDraftWords', ['12'])).toBe('12 Wörter');
    expect(lookUpMessage(catalogue, 'noSuchKey', [])).toBe('');
  });

  it('matches placeholder names whatever their case, as Chrome does', () => {
    const text = JSON.stringify({
      a: { message: 'Hi $Who$', placeholders: { WHO: { content: '$1' } } },
    });
    expect(lookUpMessage(parseCatalogue(text)!, 'a', ['Ana'])).toBe('Hi Ana');
  });

  it('refuses what is not a catalogue', () => {
    for (const text of [
      '',
      'null',
      '[1]',
      '{"a": 1}',
      '{',
      '"x"',
      'x'.repeat(MAX_CATALOGUE_CHARS + 1),
    ]) {
      expect(parseCatalogue(text)).toBeUndefined();
    }
  });

  it('skips malformed entries and keeps the rest', () => {
    const text = JSON.stringify({
      good: { message: 'ok' },
      badMessage: { message: 3 },
      badPlaceholder: { message: '$X$', placeholders: { x: { content: 1 } } },
    });
    const catalogue = parseCatalogue(text)!;
    expect([...catalogue.keys()]).toEqual(['good']);
  });
});
