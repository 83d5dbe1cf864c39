/**
 * The in-page Humanize button's script (the sentinel), bundled on its own by esbuild into
 * `humanize-button.js` (scripts/build-sentinel.ts, from wxt.config.ts) and registered by the
 * background only on the sites the user granted (entrypoints/background/in-page-button/).
 * Plain TypeScript: no polyfill, no framework, no WXT wrapper, within its own size budget
 * (bench/size-budget.json).
 */
import { editorFrameOrTop } from './frame-rule';
import { createSentinel, type Sentinel } from './sentinel';

/** The first instance in this isolated world, kept so a later injection restarts it. */
const INSTANCE = '__humanizerButton';

interface Api {
  runtime: {
    id?: string;
    getURL(path: string): string;
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: {
      addListener(fn: (message: unknown) => void): void;
    };
  };
  i18n: { getMessage(key: string): string };
}

/** `chrome` in both browsers (Firefox's answers with promises too, in MV3): no polyfill. */
declare const chrome: Api;

export function runSentinel(): void {
  const scope = globalThis as Record<string, unknown>;
  const existing = scope[INSTANCE] as Sentinel | undefined;
  if (existing) return existing.start();
  if (!editorFrameOrTop()) return;
  /** A message to the background; a failure (worker gone, extension updated) is null. */
  const send = (type: string, payload = {}) =>
    chrome.runtime.sendMessage({ type, payload }).catch(() => null) as Promise<{
      value?: { note?: unknown; ok?: unknown };
    } | null>;
  // In Chrome the per-session dynamic URL (use_dynamic_url); the document has the extension's origin.
  const url = chrome.runtime.getURL('/button-press.html');
  const sentinel = createSentinel(document, {
    text: (key) => chrome.i18n.getMessage(key),
    press: () => send('inPageButton.press'),
    hideSite: async () => (await send('inPageButton.hideSite'))?.value?.ok === true,
    shown: async () => (await send('inPageButton.shown'))?.value?.note === true,
    alive: () => Boolean(chrome.runtime?.id),
    pad: {
      url,
      origin: url.startsWith('chrome-extension:')
        ? `chrome-extension://${chrome.runtime.id}`
        : new URL(url).origin,
      expect: async (secret) => (await send('card.expect', { secret }))?.value?.ok === true,
    },
  });
  scope[INSTANCE] = sentinel;
  // A content script's runtime.onMessage hears this extension's background and pages only
  // (tabs.sendMessage): never a page, never another extension.
  chrome.runtime.onMessage.addListener((message) => {
    if ((message as { type?: unknown } | null)?.type === 'inPageButton.stop') sentinel.stop();
  });
  sentinel.start();
}
