/** Typed senders for lib/messages/protocol.ts, unwrapping the router's Reply. */
import { browser } from 'wxt/browser';
import type { DocumentAddress, DocumentRef } from '@/lib/model/document-ref';
import type {
  ContentMessage,
  ContentProtocol,
  ContentType,
  Reply,
  RuntimeProtocol,
  RuntimeType,
} from '@/lib/messages/protocol';

export async function sendToBackground<T extends RuntimeType>(
  type: T,
  payload: RuntimeProtocol[T]['request'],
): Promise<RuntimeProtocol[T]['response']> {
  const reply = (await browser.runtime.sendMessage({ type, payload })) as
    Reply<RuntimeProtocol[T]['response']> | undefined;
  if (!reply) throw new Error(`No answer from the background to "${type}".`);
  if (!reply.ok) throw new Error(reply.error);
  return reply.value;
}

/** A frame's current document, known from the injection that reached it. */
export type DocumentTarget = DocumentAddress & { document: DocumentRef };

/**
 * Sends to one document only: the browser delivers to its documentId where it has one (a
 * navigated frame's new page gets nothing), and the content script drops a message whose
 * origin is not its own (the check that remains where there is no documentId).
 */
export async function sendToFrame<T extends ContentType>(
  { tabId, frameId, document }: DocumentTarget,
  type: T,
  payload: ContentProtocol[T]['request'],
): Promise<ContentProtocol[T]['response']> {
  const message: ContentMessage<T> = { type, payload, origin: document.origin };
  const options = document.id === undefined ? { frameId } : { frameId, documentId: document.id };
  return (await browser.tabs.sendMessage(
    tabId,
    message,
    options,
  )) as ContentProtocol[T]['response'];
}
