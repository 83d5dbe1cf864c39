/**
 * The English catalogue as a MeaningLookup, for tests: Chrome's rules ($NAME$ placeholders
 * whose content is $1…$9), read from public/_locales/en/messages.json so the tests see the
 * words the extension ships.
 */
import catalogue from '../../../public/_locales/en/messages.json';
import type { MeaningLookup } from '../describe-finding';

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

export const englishLookup: MeaningLookup = (key, ...substitutions) => {
  const entry = (catalogue as Record<string, Entry>)[key];
  if (!entry) throw new Error(`No English message ${key}`);
  return entry.message.replace(/\$(\w+)\$/g, (_, name: string) => {
    const content = entry.placeholders?.[name.toLowerCase()]?.content ?? '';
    return content.replace(/\$(\d)/g, (__, n) => String(substitutions[Number(n) - 1] ?? ''));
  });
};
