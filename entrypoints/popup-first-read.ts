/**
 * Run by popup.html before the React bundle: starts the popup's first storage read
 * (components/stores/popup-first-read.ts). Kept tiny: the browser's own API (promises in
 * Chrome MV3 and Firefox), not the polyfill, which would be most of this file.
 */
import type { browser } from 'wxt/browser';
import { startFirstRead } from '@/components/stores/popup-first-read';

type Api = Pick<typeof browser, 'storage'>;

export default defineUnlistedScript(() => {
  const scope = globalThis as { browser?: Api; chrome?: Api };
  const api = scope.browser ?? scope.chrome;
  if (api) startFirstRead(api.storage.local, api.storage.onChanged, globalThis);
});
