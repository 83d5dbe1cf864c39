/**
 * Chrome's offscreen document (reason CLIPBOARD): the background, which has no DOM, asks it to
 * put a text on the clipboard (entrypoints/background/card/clipboard-writer.ts). It obeys only our
 * background: runtime messages also reach it from our other pages and content scripts.
 */
import { browser } from 'wxt/browser';
import { isRecord } from '@/lib/is-record';
import { copyTextProblem } from '@/lib/messages/protocol-validators';
import type { OffscreenProtocol } from '@/lib/messages/protocol';
import { copyText } from '@/utils/copy-text';

type Reply = OffscreenProtocol['offscreen.copy']['response'];

browser.runtime.onMessage.addListener((message: unknown, sender): Promise<Reply> | undefined => {
  const fromBackground =
    sender.id === browser.runtime.id &&
    sender.tab === undefined &&
    sender.url === browser.runtime.getURL('/background.js');
  if (!fromBackground || !isRecord(message) || message.type !== 'offscreen.copy') return undefined;
  if (copyTextProblem(message.payload)) return Promise.resolve({ ok: false });
  const { text } = message.payload as { text: string };
  return copyText(document, text).then((ok) => ({ ok }));
});
