/**
 * "Humanize selection": the one action behind the context menu, the shortcut and
 * `humanizer.humanizeSelection(tabId)`. Injects the content script into the frame with the
 * selection, captures the text there, queues the job and attaches it to the frame's card.
 * Resolves once the job is attached (the card follows the job from there); rejects with a
 * plain message when there is nothing to humanize (the frame shows the same message).
 */
import { browser } from 'wxt/browser';
import { t } from '@/components/i18n/t';
import { settingsItem } from '@/utils/storage';
import { sendToFrame } from '@/utils/messaging';
import { getQueue } from './queue-service';
import { chooseFrame, isInjectionAnswer, type InjectionAnswer } from '@/lib/editors/frame-probe';

export const CONTENT_SCRIPT_FILE = '/content-scripts/humanizer.js';

/** Where the user acts, and the capture when that frame made it at once (frame-probe.ts). */
interface ActedIn {
  frameId: number;
  url?: string;
  capture?: InjectionAnswer['capture'];
}

/**
 * Injects the content script and, in the same round trip, learns which frame the user acts
 * in: each frame answers as the result of the injection (WXT returns `main`'s value). The
 * top frame holding the focus and a selection also captures then. `injectImmediately`: the
 * page is loaded; there is nothing to wait for.
 */
async function injectAndProbe(tabId: number, frameId: number | undefined): Promise<ActedIn> {
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
    isInjectionAnswer(r.result) ? [{ frameId: r.frameId, ...r.result }] : [],
  );
  const chosen = frameId === undefined ? chooseFrame(answers) : { frameId };
  const capture = answers.find((a) => a.frameId === chosen.frameId)?.capture;
  return capture ? { ...chosen, capture } : chosen;
}

/** Asks the frame to capture its selection (and show its card at once). */
async function requestCapture(
  tabId: number,
  frameId: number,
  fallbackText: string | undefined,
): Promise<NonNullable<ActedIn['capture']>> {
  const captureId = crypto.randomUUID();
  const result = await sendToFrame(tabId, frameId, 'content.capture', {
    captureId,
    fallbackText,
  });
  return { captureId, result };
}

/**
 * `fallbackText` is the context menu's selectionText: used only where the page's text cannot
 * be read (Google Docs' canvas); everywhere else the selection is read in the page.
 */
export async function humanizeSelection(
  tabId: number,
  frameId?: number,
  fallbackText?: string,
): Promise<void> {
  // The settings are read while the page is reached: this is the time between the user's
  // action and the card.
  const settingsRead = settingsItem.getValue();
  const frame = await injectAndProbe(tabId, frameId);
  const { captureId, result: capture } =
    frame.capture ?? (await requestCapture(tabId, frame.frameId, fallbackText));
  if (!capture.ok) {
    await sendToFrame(tabId, frame.frameId, 'content.notice', { message: capture.message });
    throw new Error(capture.message);
  }
  const settings = await settingsRead;
  // Follows the setting whatever the trigger (menu, shortcut, automation).
  const mode = settings.editableBehaviour;
  const queue = getQueue();
  const source = { kind: 'selection' as const, tabId, frameId: frame.frameId, url: frame.url };
  const job = await queue.submit(capture.text, source).catch(async (err: unknown) => {
    // Not queued (storage failed): the card says why and offers the text, nothing is lost.
    const message = err instanceof Error ? err.message : String(err);
    await sendToFrame(tabId, frame.frameId, 'content.notice', { message, text: capture.text });
    throw err;
  });
  await sendToFrame(tabId, frame.frameId, 'content.attach', { captureId, job, mode });
  // Updates pushed before the frame knew the job are held there; send the latest anyway.
  const latest = await queue.get(job.id);
  if (latest) await sendToFrame(tabId, frame.frameId, 'content.jobUpdate', { job: latest });
}
