/**
 * Google Docs support in the worker: the browser's side of lib/editors/gdocs/docs-support.ts,
 * its two messages, and the listener that unregisters the bridge when the permission goes.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { createDocsSupport } from '@/lib/editors/gdocs/docs-support';
import { googleDocsAvailable } from '@/utils/browser-features';
import type { Handlers } from '../messages/message-router';

const docsSupport = createDocsSupport({
  hasOrigin: (pattern) => browser.permissions.contains({ origins: [pattern] }),
  removeOrigin: async (pattern) => void (await browser.permissions.remove({ origins: [pattern] })),
  isRegistered: async (id) =>
    (await browser.scripting.getRegisteredContentScripts({ ids: [id] })).length > 0,
  register: (script) => browser.scripting.registerContentScripts([script]),
  unregister: (id) => browser.scripting.unregisterContentScripts({ ids: [id] }),
  t,
});

/** On: the bridge is registered and docs.google.com granted (the content script asks only then). */
export function isGoogleDocsSupportOn(): Promise<boolean> {
  return docsSupport.status();
}

export const googleDocsHandlers: Pick<Handlers, 'googleDocs.get' | 'googleDocs.set'> = {
  'googleDocs.get': async () => ({
    enabled: googleDocsAvailable() && (await docsSupport.status()),
  }),
  // Firefox cannot run the bridge: nothing is registered or granted there.
  'googleDocs.set': async ({ enabled }) =>
    enabled && !googleDocsAvailable()
      ? { ok: false, message: t('optionsDocsUnavailable') }
      : docsSupport.set(enabled),
};

/** Called synchronously at the worker's start. */
export function setupGoogleDocsSupport(): void {
  browser.permissions.onRemoved.addListener(
    (removed) => void docsSupport.onOriginsRemoved(removed.origins),
  );
}
