/**
 * Follows the "Interface language" setting in one extension context (popup, options, the
 * card's frame, the background): loads the chosen catalogue from the extension's own URL
 * (browser.i18n cannot switch language), hands it to t, and marks the page's language and
 * direction (Arabic is right to left). Contexts re-draw when the setting changes, without a
 * reload: the open card in a page speaks the new language with the popup.
 */
import { browser } from 'wxt/browser';
import { parseCatalogue } from '@/lib/i18n/loaded-catalogue';
import {
  localeTag,
  parseInterfaceLanguage,
  textDirection,
  type InterfaceLanguage,
} from '@/lib/settings/interface-language';
import { interfaceLanguageItem } from '@/utils/storage';
import { uiLanguageTag, setChosenCatalogue } from './t';

type Fetch = (url: string) => Promise<{ ok: boolean; text(): Promise<string> }>;

let loads = 0;

/**
 * Reads the setting and makes t speak it. A catalogue that cannot be loaded or read leaves
 * the browser's language (the page still works); answers the language applied.
 */
export async function loadInterfaceLanguage(
  fetchText: Fetch = (url) => fetch(url),
): Promise<InterfaceLanguage> {
  const load = ++loads;
  const language = parseInterfaceLanguage(await interfaceLanguageItem.getValue());
  if (language === 'auto') {
    if (load === loads) setChosenCatalogue(undefined);
    return language;
  }
  const url = browser.runtime.getURL(`/_locales/${language}/messages.json` as '/');
  const catalogue = await fetchText(url)
    .then((response) => (response.ok ? response.text() : ''))
    .then(parseCatalogue, () => undefined);
  if (load !== loads) return language; // a later choice is being applied
  setChosenCatalogue(catalogue && { catalogue, tag: localeTag(language) });
  return catalogue ? language : 'auto';
}

/** Marks `doc` with the UI's language and its direction (`dir="rtl"` for Arabic). */
export function markDocumentLanguage(doc: Document): void {
  const tag = uiLanguageTag();
  doc.documentElement.lang = tag;
  doc.documentElement.dir = textDirection(tag);
}

/** Calls `redraw` once the newly chosen language is loaded; answers the unwatch. */
export function followInterfaceLanguage(redraw: () => void): () => void {
  return interfaceLanguageItem.watch(() => {
    void loadInterfaceLanguage().then(redraw);
  });
}

/** Chooses the interface language (the options page): every context follows it. */
export async function chooseInterfaceLanguage(language: InterfaceLanguage): Promise<void> {
  await interfaceLanguageItem.setValue(parseInterfaceLanguage(language));
}
