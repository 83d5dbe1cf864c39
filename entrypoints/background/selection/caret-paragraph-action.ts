/**
 * "Another version of this paragraph" (issue 27, point 3) for the paragraph under the caret,
 * without a review card: the one action behind its context-menu item and
 * `humanizer.anotherParagraphVersion(tabId)`. The frame the user acts in selects that paragraph
 * (caret-paragraph-page.ts), then "Humanize selection" takes it as any selection, but asks
 * first: the card says the paragraph's words and sends only on "Send N words" (the menu could
 * not say the cost). Only that paragraph is sent and charged, the meaning check holds it, and
 * it is written (or shown for review) with the selection's rules. A caret on an empty line, or
 * outside any text field, sends nothing: the frame's card says why.
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { isCaretParagraphFound, selectCaretParagraph } from './caret-paragraph-page';
import { humanizeSelection, injectAndProbe, refuse } from './selection-action';

type Target = Parameters<typeof browser.scripting.executeScript>[0]['target'];

async function selectInFrames(tabId: number, frameId: number | undefined) {
  const ask = (target: Target) =>
    browser.scripting.executeScript({
      target,
      func: selectCaretParagraph,
      args: [frameId !== undefined],
    });
  let results;
  try {
    // Chromium refuses the whole call when one frame cannot be reached (a sandboxed frame):
    // then the top frame alone.
    results =
      frameId === undefined
        ? await ask({ tabId, allFrames: true }).catch(() => ask({ tabId, frameIds: [0] }))
        : await ask({ tabId, frameIds: [frameId] });
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(t('noticeCannotRun', detail));
  }
  return results.flatMap((r) =>
    isCaretParagraphFound(r.result) ? [{ frameId: r.frameId, found: r.result }] : [],
  );
}

export async function anotherParagraphVersion(tabId: number, frameId?: number): Promise<void> {
  const found = await selectInFrames(tabId, frameId);
  const paragraph = found.find((f) => f.found === 'paragraph');
  // The menu item cannot say what the paragraph costs: the card does, before anything is sent.
  if (paragraph) return humanizeSelection(tabId, paragraph.frameId, undefined, true);
  const blank = found.find((f) => f.found === 'blank');
  const at = blank?.frameId ?? frameId ?? 0;
  // The content script comes to show the message (a field it captures on arrival is left
  // unsent: nothing is queued here).
  const acted = await injectAndProbe(tabId, at);
  return refuse(acted.target, t(blank ? 'caretParagraphBlank' : 'caretParagraphNone'));
}
