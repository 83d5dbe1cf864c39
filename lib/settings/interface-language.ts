/**
 * The "Interface language" setting: Automatic (the browser's language, as browser.i18n picks
 * it) or one of the shipped catalogues, by its folder name under public/_locales. Stored
 * apart from the other settings (utils/storage.ts) because it applies the moment it is chosen,
 * without Save. Every read goes through parseInterfaceLanguage: a stored value is untrusted
 * (an older build, another tool, a hand edit), so anything unknown reads as Automatic.
 */

/** Folder names of the shipped catalogues (public/_locales/<folder>), English first. */
export const INTERFACE_LOCALES = [
  'en',
  'ar',
  'de',
  'es',
  'fr',
  'id',
  'it',
  'ja',
  'ko',
  'pt_BR',
  'ru',
  'zh_CN',
] as const;

export type InterfaceLocale = (typeof INTERFACE_LOCALES)[number];
export type InterfaceLanguage = 'auto' | InterfaceLocale;

export const DEFAULT_INTERFACE_LANGUAGE: InterfaceLanguage = 'auto';

/** Each locale named in its own language, as the choice lists it (never translated). */
export const LOCALE_NATIVE_NAMES: Record<InterfaceLocale, string> = {
  en: 'English',
  ar: 'العربية',
  de: 'Deutsch',
  es: 'Español',
  fr: 'Français',
  id: 'Bahasa Indonesia',
  it: 'Italiano',
  ja: '日本語',
  ko: '한국어',
  pt_BR: 'Português (Brasil)',
  ru: 'Русский',
  zh_CN: '简体中文',
};

/** Languages written right to left among the shipped ones. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur']);

const MAX_STORED_LENGTH = 16;

/**
 * A stored or chosen value as a setting: the folder name itself, a BCP 47 spelling of it
 * (pt-BR, zh-cn, as an older value or a hand edit may hold), or a regional tag whose
 * language ships alone (de-AT → de). Anything else, or not a string, is Automatic.
 */
export function parseInterfaceLanguage(stored: unknown): InterfaceLanguage {
  if (typeof stored !== 'string' || stored.length > MAX_STORED_LENGTH) return 'auto';
  const tag = stored.trim().replace('-', '_');
  if (tag.toLowerCase() === 'auto') return 'auto';
  const exact = INTERFACE_LOCALES.find((l) => l.toLowerCase() === tag.toLowerCase());
  if (exact) return exact;
  const language = tag.split('_')[0]!.toLowerCase();
  const alone = INTERFACE_LOCALES.filter((l) => l.split('_')[0] === language);
  return alone.length === 1 ? alone[0]! : 'auto';
}

/** The catalogue folder's BCP 47 tag (pt_BR → pt-BR), for `lang` and number formats. */
export function localeTag(locale: InterfaceLocale): string {
  return locale.replace('_', '-');
}

/** The writing direction of a language tag (ar, ar-EG, pt_BR…). */
export function textDirection(tag: string): 'rtl' | 'ltr' {
  return RIGHT_TO_LEFT.has(tag.split(/[-_]/)[0]!.toLowerCase()) ? 'rtl' : 'ltr';
}
