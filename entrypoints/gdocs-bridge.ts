/**
 * Google Docs' main world (registered by the background only while Google Docs support is
 * on: entrypoints/background/settings/google-docs-support.ts). Thin: lib/editors/gdocs/main-world-bridge.ts.
 */
import {
  extensionIdFromStack,
  installDocsBridge,
  type DocsWindow,
} from '@/lib/editors/gdocs/main-world-bridge';

export default defineUnlistedScript(() => {
  installDocsBridge(window as unknown as DocsWindow, extensionIdFromStack(new Error().stack));
});
