/** Typed senders for utils/protocol.ts, unwrapping the router's Reply. */
import { browser } from 'wxt/browser';
import type { ContentProtocol, ContentType, Reply, RuntimeProtocol, RuntimeType } from './protocol';

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

export async function sendToFrame<T extends ContentType>(
  tabId: number,
  frameId: number,
  type: T,
  payload: ContentProtocol[T]['request'],
): Promise<ContentProtocol[T]['response']> {
  return (await browser.tabs.sendMessage(
    tabId,
    { type, payload },
    { frameId },
  )) as ContentProtocol[T]['response'];
}
