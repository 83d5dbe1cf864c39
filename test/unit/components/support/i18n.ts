/**
 * The fake browser has no i18n: answer getMessage from the English catalogue with Chrome's
 * rules ($NAME$ placeholders whose content is $1…$9), so tests see the shipped strings.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import catalogue from '@/public/_locales/en/messages.json';

interface Entry {
  message: string;
  placeholders?: Record<string, { content: string }>;
}

export function formatMessage(key: string, substitutions: string[] = []): string {
  const entry = (catalogue as Record<string, Entry>)[key];
  if (!entry) return '';
  const fill = (text: string) =>
    text.replace(/\$(\d)/g, (_, n) => substitutions[Number(n) - 1] ?? '');
  return entry.message.replace(/\$(\w+)\$/g, (_, name: string) => {
    const placeholder = entry.placeholders?.[name.toLowerCase()];
    return placeholder ? fill(placeholder.content) : '';
  });
}

export function useEnglishMessages(): void {
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation(((
    key: string,
    substitutions?: string | string[],
  ) =>
    formatMessage(
      key,
      typeof substitutions === 'string' ? [substitutions] : (substitutions ?? []),
    )) as typeof fakeBrowser.i18n.getMessage);
}
