/**
 * "Interface language": Automatic (the browser's language) or one of the shipped locales,
 * each named in its own language so it can be found whatever the page speaks now. Applies
 * the moment it is chosen (no Save): every open extension page and card follows it.
 */
import { useEffect, useState } from 'react';
import { t } from '@/utils/i18n/t';
import {
  INTERFACE_LOCALES,
  LOCALE_NATIVE_NAMES,
  localeTag,
  parseInterfaceLanguage,
  type InterfaceLanguage,
} from '@/lib/settings/interface-language';
import { chooseInterfaceLanguage } from '@/utils/i18n/interface-language';
import { interfaceLanguageItem } from '@/utils/storage';

export function LanguageField() {
  const [language, setLanguage] = useState<InterfaceLanguage | null>(null);
  useEffect(() => {
    let live = true;
    void interfaceLanguageItem
      .getValue()
      .then((stored) => live && setLanguage(parseInterfaceLanguage(stored)));
    return () => {
      live = false;
    };
  }, []);

  return (
    <fieldset>
      <legend>{t('optionsLanguageLegend')}</legend>
      <label htmlFor="interface-language">{t('optionsLanguageLabel')}</label>
      <select
        id="interface-language"
        data-testid="interface-language"
        value={language ?? 'auto'}
        disabled={language === null}
        aria-describedby="interface-language-hint"
        onChange={(event) => {
          const next = parseInterfaceLanguage(event.target.value);
          setLanguage(next);
          void chooseInterfaceLanguage(next);
        }}
      >
        <option value="auto">{t('optionsLanguageAuto')}</option>
        {INTERFACE_LOCALES.map((locale) => (
          <option key={locale} value={locale} lang={localeTag(locale)}>
            {LOCALE_NATIVE_NAMES[locale]}
          </option>
        ))}
      </select>
      <p className="hint" id="interface-language-hint">
        {t('optionsLanguageHint')}
      </p>
    </fieldset>
  );
}
