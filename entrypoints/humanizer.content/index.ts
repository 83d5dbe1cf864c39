/**
 * The in-page part, injected on demand only (registration 'runtime': not in the manifest's
 * content_scripts) by the background with scripting.executeScript when the user acts. It
 * captures the selection, shows the card and writes the result back. It obeys only our
 * background, never reads storage and never calls the API.
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { cardReference } from '@/lib/card/host/card-position';
import type { FrameSource } from '@/lib/card/host/card-frame-link';
import { cardSiteFor, referenceIn } from '@/lib/card/host/card-site';
import { mountCard } from '@/lib/card/host/mount-card';
import { editorFamilies } from '@/lib/editors/families';
import { captureGoogleDocs } from '@/lib/editors/gdocs/capture-docs';
import { probeFrame, surelyActedIn, type InjectionAnswer } from '@/lib/selection/frame-probe';
import { createDocsClient, type DocsClient } from '@/lib/editors/gdocs/docs-client';
import { createInPageController } from '@/lib/selection/in-page-controller';
import { contentMessageFor } from '@/lib/selection/content-message';
import { randomUuid } from '@/lib/random-uuid';
import type { ContentType } from '@/lib/messages/protocol';
import { sendToBackground } from '@/utils/messaging';
import { formattingWriterLoader } from './formatting-writer-loader';

/** Every message the background may send here: the compiler checks it is all of ContentProtocol. */
const CONTENT_TYPES: Record<ContentType, true> = {
  'content.capture': true,
  'content.confirm': true,
  'content.attach': true,
  'content.jobUpdate': true,
  'content.notice': true,
};

/** The first instance's answer to an injection, kept in this isolated world's global. */
const ANSWER = '__humanizerInjectionAnswer';

export default defineContentScript({
  registration: 'runtime',
  noScriptStartedPostMessage: true,
  /** Each injection answers which frame the user acts in (the background picks one). */
  main(): Promise<InjectionAnswer> {
    // executeScript runs the file again on every action: keep the first instance only.
    const scope = globalThis as Record<string, unknown>;
    const first = scope[ANSWER];
    if (typeof first === 'function') return (first as () => Promise<InjectionAnswer>)();

    let docs: DocsClient | null = null;
    const frame = cardFrameSource();
    const controller = createInPageController(
      document,
      editorFamilies,
      {
        createCard: (model, actions, anchor, onLost) => {
          // A same-origin frame's card is drawn in its topmost same-origin ancestor.
          const site = cardSiteFor(document);
          return mountCard(site.doc, anchor, actions, model, t, {
            frame,
            onLost,
            reference: referenceIn(site, cardReference(document, anchor)),
            ...(site.doc !== document && { ownerView: window }),
          });
        },
        cardUnavailable: async (jobId) =>
          void (await sendToBackground('job.cardUnavailable', { jobId })),
        cancelJob: async (jobId) => void (await sendToBackground('job.cancel', { jobId })),
        retryJob: async (jobId) => (await sendToBackground('job.retry', { jobId })).jobId,
        anotherVersion: (jobId, confirmed, paragraph) =>
          sendToBackground('job.another', { jobId, confirmed, paragraph }),
        openOptions: async () => void (await sendToBackground('options.open', {})),
        confirmCapture: (captureId) => sendToBackground('selection.confirm', { captureId }),
        discardCapture: async (captureId) =>
          void (await sendToBackground('selection.discard', { captureId })),
        formattingWriter: formattingWriterLoader(scope, () =>
          sendToBackground('formatting.load', {}),
        ),
        t,
      },
      (fallbackText) =>
        captureGoogleDocs(document, (docs ??= createDocsClient(document)), fallbackText),
    );

    const types = Object.keys(CONTENT_TYPES) as ContentType[];
    browser.runtime.onMessage.addListener(
      (message: unknown, sender: Browser.runtime.MessageSender) => {
        // Our background only, and only for this document's origin (content-message.ts).
        const context = { extensionId: browser.runtime.id, origin: location.origin, types };
        const accepted = contentMessageFor(message, sender, context);
        if (!accepted) return undefined;
        const handler = controller[accepted.type] as (p: unknown) => Promise<unknown>;
        return handler(accepted.payload);
      },
    );
    const answer = async (): Promise<InjectionAnswer> => {
      const probe = probeFrame();
      if (!surelyActedIn(probe, window.top === window)) return probe;
      const captureId = randomUuid();
      return {
        ...probe,
        capture: { captureId, result: await controller['content.capture']({ captureId }) },
      };
    };
    scope[ANSWER] = answer;
    return answer();
  },
});

/**
 * The card's page: in Chrome its URL is the per-session dynamic one (use_dynamic_url), while
 * the document it loads has the extension's own origin, which postMessage must name.
 */
function cardFrameSource(): FrameSource {
  const url = browser.runtime.getURL('/card.html');
  const origin = url.startsWith('chrome-extension:')
    ? `chrome-extension://${browser.runtime.id}`
    : new URL(url).origin;
  return {
    url,
    origin,
    title: t('extensionName'),
    expect: async (secret) => void (await sendToBackground('card.expect', { secret })),
  };
}
