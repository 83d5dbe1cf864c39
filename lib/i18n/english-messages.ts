/**
 * The English catalogue as a Translate, for code that runs outside the browser (unit tests,
 * benches). Follows Chrome's rules: $NAME$ placeholders whose content is $1…$9. The
 * extension itself never imports this: it asks browser.i18n (utils/i18n/t.ts).
 */
import catalogue from '../../public/_locales/en/messages.json';
import { formatSubstitution } from './locale-format';
import type { Translate } from './translate';

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

/** A catalogue entry's message with its $NAME$ placeholders filled from `substitutions`. */
export function fillMessage(entry: Entry, substitutions: readonly string[] = []): string {
  const fill = (text: string) =>
    text.replace(/\$(\d)/g, (_, n) => substitutions[Number(n) - 1] ?? '');
  return entry.message.replace(/\$(\w+)\$/g, (_, name: string) => {
    const placeholder = entry.placeholders?.[name.toLowerCase()];
    return placeholder ? fill(placeholder.content) : '';
  });
}

/** '' for an unknown key, as browser.i18n.getMessage answers. */
export function formatCatalogueMessage(key: string, substitutions: readonly string[] = []): string {
  const entry = (catalogue as Record<string, Entry>)[key];
  return entry ? fillMessage(entry, substitutions) : '';
}

export const englishMessages: Translate = (key, ...substitutions) =>
  formatCatalogueMessage(
    key,
    substitutions.map((s) => formatSubstitution(s, 'en')),
  ) || key;
