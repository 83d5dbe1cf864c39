/**
 * The fake browser has no i18n: answer getMessage from the English catalogue with Chrome's
 * rules ($NAME$ placeholders whose content is $1…$9), so tests see the shipped strings.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatCatalogueMessage } from '@/lib/i18n/english-messages';

export function formatMessage(key: string, substitutions: string[] = []): string {
  return formatCatalogueMessage(key, substitutions);
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
