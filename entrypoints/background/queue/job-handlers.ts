import { browser, type Browser } from 'wxt/browser';
import { t } from '@/utils/i18n/t';
import { frameSenderOf, isFromDocument } from '@/lib/model/document-ref';
import type { QueueApi } from '@/lib/model/queue-api';
import { classifySender, type Handlers } from '../messages/message-router';
import { confirmThreshold, decideSpend } from '@/lib/text/spend-decision';
import { settingsItem } from '@/utils/storage';
import { paragraphSpans } from '@/lib/text/paragraphs';
import { getQueue } from './queue-service';

type JobHandlers = Pick<Handlers, 'job.submit' | 'job.cancel' | 'job.retry' | 'job.another'>;

/**
 * Extension pages (popup) may act on any job. A content script lives in a web page's
 * process, so it may act only on the jobs its own document started (tab, frame and document):
 * another tab's script, or the page that now holds the tab after a navigation, must not
 * cancel, retry (and re-charge) or even learn of a job that is not its own.
 */
async function checkOwner(
  queue: QueueApi,
  jobId: string,
  sender: Browser.runtime.MessageSender,
): Promise<void> {
  // An extension page may be open in a tab (the popup as a tab, the options page): it is
  // told apart by its URL, not by having a tab.
  if (classifySender(sender, browser.runtime.id) === 'page') return;
  const source = (await queue.get(jobId))?.source;
  const own = source?.kind === 'selection' && isFromDocument(source, frameSenderOf(sender));
  if (!own) throw new Error(t('jobNotYours'));
}

/** The user's words threshold (Options → Large texts), as the selection action reads it. */
const storedThreshold = async () =>
  confirmThreshold((await settingsItem.getValue()).confirmAboveWords);

/**
 * The text another version of `jobId` would be made from: a done job's, or, once the queue no
 * longer keeps the job, its history entry's (a whole text only). Undefined: nothing to ask.
 */
async function baseText(
  queue: QueueApi,
  jobId: string,
  paragraph: boolean,
): Promise<string | undefined> {
  const job = await queue.get(jobId);
  if (job) return job.status === 'done' ? job.text : undefined;
  return paragraph ? undefined : queue.historyText(jobId);
}

export function createJobHandlers(
  queue: () => QueueApi,
  threshold: () => Promise<number> = storedThreshold,
): JobHandlers {
  return {
    'job.submit': async ({ text }) => {
      const job = await queue().submit(text, { kind: 'popup' });
      return { jobId: job.id };
    },
    'job.cancel': async ({ jobId }, sender) => {
      await checkOwner(queue(), jobId, sender);
      return { cancelled: await queue().cancel(jobId) };
    },
    'job.retry': async ({ jobId }, sender) => {
      await checkOwner(queue(), jobId, sender);
      return { jobId: (await queue().retry(jobId)).id };
    },
    'job.another': async ({ jobId, confirmed, paragraph }, sender) => {
      await checkOwner(queue(), jobId, sender);
      const text = confirmed ? undefined : await baseText(queue(), jobId, paragraph !== undefined);
      if (text !== undefined) {
        // Asked before it is charged again, as a large selection is (spend-decision.ts); a
        // paragraph's version is counted over that paragraph only, which is all it sends.
        const span = paragraph && paragraphSpans(text)?.[paragraph.index];
        const sent = span ? text.slice(span.start, span.end) : text;
        const spend = decideSpend(sent, { threshold: await threshold(), wholeField: false });
        if (spend.kind !== 'send') {
          return { confirm: { words: spend.words, requests: spend.requests } };
        }
      }
      return { jobId: (await queue().anotherVersion(jobId, paragraph)).id };
    },
  };
}

export const jobHandlers: JobHandlers = createJobHandlers(getQueue);
