/**
 * Keeps storage.local (the API key, the queue, the history of every site) out of content
 * scripts: their isolated world lives in the web page's process. Chrome exposes
 * storage.local to content scripts unless told otherwise; the level persists only for the
 * browser session, so it is set at every worker start. Firefox has no such switch: there the
 * key and every text are kept in the extension's IndexedDB instead (utils/protected-area.ts),
 * and, as everywhere, our content script never reads storage: it gets all it needs by message.
 */
import { browser } from 'wxt/browser';

interface AccessLevelArea {
  setAccessLevel?(options: { accessLevel: 'TRUSTED_CONTEXTS' }): Promise<void>;
}

export function restrictStorageToTrustedContexts(onError: (err: unknown) => void): void {
  const local = browser.storage.local as unknown as AccessLevelArea;
  if (typeof local.setAccessLevel !== 'function') return;
  local.setAccessLevel({ accessLevel: 'TRUSTED_CONTEXTS' }).catch(onError);
}
