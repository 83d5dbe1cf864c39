/**
 * Turning Google Docs support on and off (the background's side). On: only with the host
 * permission for docs.google.com (asked for by the options page), register the main-world
 * bridge for Docs documents at document_start. Off: unregister it and give the permission
 * back. The browser APIs are passed in.
 */
import type { Translate } from '@/lib/i18n/translate';

export const DOCS_ORIGIN = 'https://docs.google.com/*';
export const DOCS_BRIDGE_ID = 'humanizer-gdocs-bridge';

export const DOCS_BRIDGE_SCRIPT = {
  id: DOCS_BRIDGE_ID,
  js: ['gdocs-bridge.js'],
  matches: ['https://docs.google.com/document/*'],
  runAt: 'document_start' as const,
  world: 'MAIN' as const,
  allFrames: false,
  persistAcrossSessions: true,
};

export interface DocsSupportDeps {
  hasOrigin(pattern: string): Promise<boolean>;
  removeOrigin(pattern: string): Promise<void>;
  isRegistered(id: string): Promise<boolean>;
  register(script: typeof DOCS_BRIDGE_SCRIPT): Promise<void>;
  unregister(id: string): Promise<void>;
  t: Translate;
}

export type DocsSupportResult = { ok: true; enabled: boolean } | { ok: false; message: string };

export function createDocsSupport(deps: DocsSupportDeps) {
  const disable = async (): Promise<DocsSupportResult> => {
    if (await deps.isRegistered(DOCS_BRIDGE_ID)) await deps.unregister(DOCS_BRIDGE_ID);
    try {
      await deps.removeOrigin(DOCS_ORIGIN);
    } catch {
      // Already gone, or the browser keeps it: the bridge is unregistered either way.
    }
    return { ok: true, enabled: false };
  };
  return {
    async status(): Promise<boolean> {
      return (await deps.isRegistered(DOCS_BRIDGE_ID)) && (await deps.hasOrigin(DOCS_ORIGIN));
    },
    async set(enabled: boolean): Promise<DocsSupportResult> {
      if (!enabled) return disable();
      if (!(await deps.hasOrigin(DOCS_ORIGIN))) {
        return { ok: false, message: deps.t('optionsDocsDenied') };
      }
      if (!(await deps.isRegistered(DOCS_BRIDGE_ID))) await deps.register(DOCS_BRIDGE_SCRIPT);
      return { ok: true, enabled: true };
    },
    /** The user took the permission back (browser settings): the bridge goes with it. */
    async onOriginsRemoved(origins: readonly string[] | undefined): Promise<void> {
      if (origins?.includes(DOCS_ORIGIN) && (await deps.isRegistered(DOCS_BRIDGE_ID))) {
        await deps.unregister(DOCS_BRIDGE_ID);
      }
    },
  };
}

export type DocsSupport = ReturnType<typeof createDocsSupport>;
