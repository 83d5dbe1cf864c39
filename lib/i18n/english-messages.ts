/**
 * The English catalogue as a Translate, for code that runs outside the browser (unit tests,
 * benches). Follows Chrome's rules: $NAME$ placeholders whose content is $1…$9. The
 * extension itself never imports this: it asks browser.i18n (utils/i18n/t.ts).
 */
import catalogue from '../../public/_locales/en/messages.json';
import { fillMessage, type MessageEntry } from './fill-message';
import { formatSubstitution } from './locale-format';
import type { Translate } from './translate';

export { fillMessage } from './fill-message';

/** '' for an unknown key, as browser.i18n.getMessage answers. */
export function formatCatalogueMessage(key: string, substitutions: readonly string[] = []): string {
  const entry = (catalogue as Record<string, MessageEntry>)[key];
  return entry ? fillMessage(entry, substitutions) : '';
}

export const englishMessages: Translate = (key, ...substitutions) =>
  formatCatalogueMessage(
    key,
    substitutions.map((s) => formatSubstitution(s, 'en')),
  ) || key;
