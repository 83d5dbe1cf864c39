/**
 * `formatting.load`: a frame of ours captured a formatted selection and needs the formatting
 * core's write side (lib/editors/formatting/formatting-writer.ts), which the content script
 * does not bundle. Injected into the sender's own frame and nowhere else, our file only: what
 * the sender may choose is nothing (the payload is empty), so a page's process that sends it
 * gains only a copy of our own code in its own frame's isolated world.
 */
import type { Browser } from 'wxt/browser';

export const FORMATTING_WRITER_FILE = '/formatting-writer.js';

type Inject = (injection: {
  target: { tabId: number; frameIds: number[] };
  files: [typeof FORMATTING_WRITER_FILE];
  injectImmediately: boolean;
}) => Promise<unknown>;

export function createFormattingLoad(inject: Inject) {
  return async (
    _payload: Record<string, never>,
    sender: Browser.runtime.MessageSender,
  ): Promise<{ ok: true }> => {
    const tabId = sender.tab?.id;
    if (tabId === undefined) throw new Error('The formatting writer loads into a tab.');
    await inject({
      target: { tabId, frameIds: [sender.frameId ?? 0] },
      files: [FORMATTING_WRITER_FILE],
      injectImmediately: true,
    });
    return { ok: true };
  };
}
