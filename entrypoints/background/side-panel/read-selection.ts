/**
 * The text "Humanize in side panel" sends: read in the frame the menu was opened in, with its
 * line breaks (the menu's own selectionText loses them in Chrome), else that selectionText.
 * The page's answer is untrusted: a string within the Copy limit, or nothing.
 */
import { browser } from 'wxt/browser';
import { MAX_COPY_CHARS } from '@/lib/messages/protocol-validators';

/**
 * Runs in the page's frame (an isolated world, so it is self-contained): the selected text,
 * else the focused field's whole text, else ''.
 */
export function selectedTextInPage(): string {
  const active = document.activeElement;
  const textInput =
    active instanceof HTMLInputElement &&
    ['text', 'search', 'url', 'email', 'tel'].includes(active.type);
  if (active instanceof HTMLTextAreaElement || textInput) {
    const field = active as HTMLTextAreaElement | HTMLInputElement;
    const { selectionStart: start, selectionEnd: end, value } = field;
    return start !== null && end !== null && end > start ? value.slice(start, end) : value;
  }
  const selected = document.getSelection()?.toString() ?? '';
  if (selected) return selected;
  return active instanceof HTMLElement && active.isContentEditable ? active.innerText : '';
}

export function asPageText(value: unknown): string | null {
  return typeof value === 'string' && value.length <= MAX_COPY_CHARS ? value : null;
}

export async function readSelection(
  tabId: number,
  frameId: number | undefined,
  fallbackText: string | undefined,
): Promise<string> {
  try {
    const [result] = await browser.scripting.executeScript({
      target: { tabId, frameIds: [frameId ?? 0] },
      func: selectedTextInPage,
    });
    const text = asPageText(result?.result);
    if (text?.trim()) return text;
  } catch {
    // A page we may not script (the browser's own, a PDF): the menu's text is all there is.
  }
  return asPageText(fallbackText) ?? '';
}
