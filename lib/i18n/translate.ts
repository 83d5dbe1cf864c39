/**
 * The message lookup pure modules are handed. In the extension it is browser.i18n over
 * public/_locales (utils/i18n/t.ts); in Node (tests, benches) the English catalogue
 * (./english-messages.ts). Keys are checked against the English catalogue at compile time.
 */
import type catalogue from '../../public/_locales/en/messages.json';

export type MessageKey = keyof typeof catalogue;

/**
 * The message for `key` with its placeholders filled from `substitutions` ($1…$9); numbers
 * are written the way the UI's language writes them (lib/i18n/locale-format.ts).
 */
export type Translate = (key: MessageKey, ...substitutions: Array<string | number>) => string;
