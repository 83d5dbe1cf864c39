/**
 * "Humanize selection": the one action behind the context menu, the shortcut and
 * `humanizer.humanizeSelection(tabId)`. Injects the content script into the frame with the
 * selection, captures the text there, counts its words, and either queues the job and
 * attaches it to the frame's card, or (over the user's threshold) has the card ask first
 * (selection-confirm.ts). Resolves once the job is attached or the card asks; rejects with a
 * plain message when there is nothing to humanize (the frame shows the same message).
 * Every message after the injection goes to the document that answered it, never to
 * whatever page holds that tab and frame later (lib/model/document-ref.ts).
 */
import { browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { isCanvasEditor } from '@/lib/editors/capture';
import { chooseFrame, isInjectionAnswer, type InjectionAnswer } from '@/lib/selection/frame-probe';
import type { SelectionSource } from '@/lib/model/job-view';
import { confirmThreshold, decideSpend } from '@/lib/text/spend-decision';
import { sendToFrame, type DocumentTarget } from '@/utils/messaging';
import { apiKeyStore, settingsItem } from '@/utils/storage';
import { isGoogleDocsSupportOn } from '../settings/google-docs-support';
import { holdForConfirmation, queueAndAttach } from './selection-confirm';

export const CONTENT_SCRIPT_FILE = '/content-scripts/humanizer.js';

/** Where the user acts (its current document), and the capture when it made one at once. */
export interface ActedIn {
  target: DocumentTarget;
  url: string;
  capture?: InjectionAnswer['capture'];
}

/**
 * Injects the content script and, in the same round trip, learns which frame the user acts
 * in: each frame answers as the result of the injection (WXT returns `main`'s value), and
 * the browser says which document answered. The top frame holding the focus and a selection
 * also captures then. `injectImmediately`: the page is loaded; there is nothing to wait for.
 */
export async function injectAndProbe(tabId: number, frameId: number | undefined): Promise<ActedIn> {
  const target =
    frameId === undefined ? { tabId, allFrames: true } : { tabId, frameIds: [frameId] };
  let results;
  try {
    results = await browser.scripting.executeScript({
      target,
      files: [CONTENT_SCRIPT_FILE],
      injectImmediately: true,
    });
  } catch (err) {
    const detail = err instanceof Error ? err.message : String(err);
    throw new Error(t('noticeCannotRun', detail));
  }
  const answers = results.flatMap((r) =>
    isInjectionAnswer(r.result)
      ? [{ ...r.result, frameId: r.frameId, documentId: r.documentId as string | undefined }]
      : [],
  );
  const chosen = frameId ?? chooseFrame(answers).frameId;
  const answer = answers.find((a) => a.frameId === chosen);
  // A frame that did not answer (a page that blocks us there) has no document to address.
  if (!answer) throw new Error(t('noticeCannotRun', `frame ${chosen}`));
  const document = {
    origin: answer.origin,
    ...(typeof answer.documentId === 'string' && { id: answer.documentId }),
  };
  return { target: { tabId, frameId: chosen, document }, url: answer.url, capture: answer.capture };
}

/** Asks the frame to capture its selection (and show its card at once). */
export async function requestCapture(
  acted: ActedIn,
  fallbackText: string | undefined,
): Promise<NonNullable<ActedIn['capture']>> {
  const captureId = crypto.randomUUID();
  // The Docs path (and its bridge) only when Google Docs support is on.
  const googleDocs = isCanvasUrl(acted.url) && (await isGoogleDocsSupportOn());
  const result = await sendToFrame(acted.target, 'content.capture', {
    captureId,
    fallbackText,
    googleDocs,
  });
  return { captureId, result };
}

function isCanvasUrl(url: string): boolean {
  try {
    return isCanvasEditor(new URL(url));
  } catch {
    return false;
  }
}

/** Tells the frame why nothing was queued, then rejects with the same message. */
export async function refuse(target: DocumentTarget, message: string): Promise<never> {
  await sendToFrame(target, 'content.notice', { message });
  throw new Error(message);
}

/**
 * `fallbackText` is the context menu's selectionText: used only where the page's text cannot
 * be read (Google Docs' canvas); everywhere else the selection is read in the page.
 * `askFirst`: the card shows the count and sends only on the user's click whatever the
 * threshold (an action that picked the text itself, where the user has not yet seen the cost).
 */
export async function humanizeSelection(
  tabId: number,
  frameId?: number,
  fallbackText?: string,
  askFirst = false,
): Promise<void> {
  // The settings are read while the page is reached: this is the time between the user's
  // action and the card.
  const settingsRead = settingsItem.getValue();
  const keyRead = apiKeyStore.get();
  const acted = await injectAndProbe(tabId, frameId);
  const { target } = acted;
  const { captureId, result: capture } =
    acted.capture ?? (await requestCapture(acted, fallbackText));
  if (!capture.ok) return refuse(target, capture.message);
  // No key saved: the card says to add one (the popup leads with the same), and no job is
  // queued to wait for it (issue 28).
  if (!(await keyRead).key.trim()) return refuse(target, t('noticeAddKey'));
  const settings = await settingsRead;
  const spend = decideSpend(capture.text, {
    threshold: confirmThreshold(settings.confirmAboveWords),
    wholeField: capture.wholeField,
  });
  if (spend.kind === 'select_part') return refuse(target, t('captureSelectPart', spend.words));
  const source: SelectionSource = { kind: 'selection', ...target, url: acted.url };
  // One word is not asked about: "Send 1 words" would cost more attention than the word.
  if (spend.kind === 'confirm' || (askFirst && spend.words > 1)) {
    // Nothing is queued: the card shows the count and sends only on the user's click.
    return holdForConfirmation(target, captureId, { source, text: capture.text, ...spend });
  }
  await queueAndAttach(target, captureId, source, capture.text, settings.editableBehaviour);
}
