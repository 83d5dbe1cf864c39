/**
 * Puts the card's text on the clipboard from the extension's own context, never the page's
 * (which would see it in its DOM and its `copy` event, and could replace it). Chrome's worker
 * has no DOM: an offscreen document (reason CLIPBOARD) copies and is closed again; Firefox's
 * background is a page with a DOM and copies itself. Both need the `clipboardWrite`
 * permission: the copy happens outside the click's user activation (docs/publishing.md).
 * One copy at a time, so a document is never closed under another copy.
 */
import { browser } from 'wxt/browser';
import type { OffscreenProtocol } from '@/lib/messages/protocol';
import { copyText } from '@/utils/copy-text';

interface OffscreenApi {
  createDocument(options: { url: string; reasons: string[]; justification: string }): Promise<void>;
  closeDocument(): Promise<void>;
}

const OFFSCREEN_PAGE = 'offscreen.html';

let queue: Promise<unknown> = Promise.resolve();

export function writeClipboard(text: string): Promise<boolean> {
  const copy = queue.then(() => copyOnce(text));
  queue = copy.catch(() => undefined);
  return copy.catch(() => false);
}

async function copyOnce(text: string): Promise<boolean> {
  if (import.meta.env.FIREFOX) return copyText(document, text);
  const offscreen = (browser as unknown as { offscreen?: OffscreenApi }).offscreen;
  if (!offscreen) return false;
  await offscreen
    .createDocument({
      url: OFFSCREEN_PAGE,
      reasons: ['CLIPBOARD'],
      justification: 'Copy the rewrite the user asked to copy from the in-page card.',
    })
    .catch(() => undefined); // one left open by a worker that stopped mid-copy
  try {
    const payload: OffscreenProtocol['offscreen.copy']['request'] = { text };
    const reply = (await browser.runtime.sendMessage({ type: 'offscreen.copy', payload })) as
      OffscreenProtocol['offscreen.copy']['response'] | undefined;
    return reply?.ok === true;
  } finally {
    await offscreen.closeDocument().catch(() => undefined);
  }
}
