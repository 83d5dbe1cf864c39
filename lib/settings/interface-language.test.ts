import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import {
  INTERFACE_LOCALES,
  LOCALE_NATIVE_NAMES,
  localeTag,
  parseInterfaceLanguage,
  textDirection,
} from './interface-language';

describe('the interface language setting', () => {
  it('offers exactly the shipped catalogues', () => {
    const folders = readdirSync('public/_locales').sort();
    expect([...INTERFACE_LOCALES].sort()).toEqual(folders);
    expect(Object.keys(LOCALE_NATIVE_NAMES).sort()).toEqual(folders);
  });

  it('reads a folder name, or its BCP 47 spelling, as that locale', () => {
    expect(parseInterfaceLanguage('de')).toBe('de');
    expect(parseInterfaceLanguage('pt_BR')).toBe('pt_BR');
    expect(parseInterfaceLanguage('pt-BR')).toBe('pt_BR');
    expect(parseInterfaceLanguage('zh-cn')).toBe('zh_CN');
    expect(parseInterfaceLanguage('auto')).toBe('auto');
  });

  it('reads a regional tag as its language when that language ships once', () => {
    expect(parseInterfaceLanguage('de-AT')).toBe('de');
    expect(parseInterfaceLanguage('ar_EG')).toBe('ar');
    expect(parseInterfaceLanguage('pt-PT')).toBe('pt_BR');
  });

  it('reads anything else stored (older, foreign, hostile) as Automatic', () => {
    for (const stored of [undefined, null, 42, {}, ['de'], '', 'xx', 'nl', 'de'.repeat(20)]) {
      expect(parseInterfaceLanguage(stored)).toBe('auto');
    }
  });

  it('gives each locale its tag and direction', () => {
    expect(localeTag('zh_CN')).toBe('zh-CN');
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('de')).toBe('ltr');
    expect(textDirection('pt_BR')).toBe('ltr');
  });
});
