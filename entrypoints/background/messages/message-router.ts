/**
 * The one entry for runtime messages. Obeys only our own extension, checks that each message
 * type comes from a sender allowed to send it, validates the payload, and replies wrapped.
 */
import { browser, type Browser } from 'wxt/browser';
import type { Reply, RuntimeProtocol, RuntimeType } from '@/lib/messages/protocol';
import { runtimeValidators } from '@/lib/messages/protocol-validators';

export type SenderKind = 'page' | 'content';
export type Handler<T extends RuntimeType> = (
  payload: RuntimeProtocol[T]['request'],
  sender: Browser.runtime.MessageSender,
) => Promise<RuntimeProtocol[T]['response']>;
export type Handlers = { [T in RuntimeType]: Handler<T> };

const ALLOWED: { [T in RuntimeType]: RuntimeProtocol[T]['from'] } = {
  'job.submit': 'page',
  'job.cancel': 'any',
  'job.retry': 'any',
  'job.another': 'any',
  'settings.get': 'page',
  'settings.save': 'page',
  'settings.forgetKey': 'page',
  'settings.testConnection': 'page',
  'jobs.sendToOrigin': 'page',
  'history.clear': 'page',
  'options.open': 'any',
  'demoKey.use': 'page',
  'shortcuts.open': 'page',
  'job.cardUnavailable': 'content',
  'card.expect': 'content',
  'formatting.load': 'content',
  'card.claim': 'page',
  'clipboard.write': 'page',
  'selection.confirm': 'content',
  'selection.discard': 'content',
  'googleDocs.get': 'page',
  'googleDocs.set': 'page',
  'inPageButton.get': 'page',
  'inPageButton.set': 'page',
  'inPageButton.press': 'content',
  'inPageButton.hideSite': 'content',
  'inPageButton.shown': 'content',
  'sidePanel.insert': 'page',
};

/** Which of our contexts sent this, or null for anything that is not ours. */
export function classifySender(
  sender: Browser.runtime.MessageSender,
  extensionId: string,
): SenderKind | null {
  if (sender.id !== extensionId) return null;
  const origin = browser.runtime.getURL('/').replace(/\/$/, '');
  if (sender.url?.startsWith(`${origin}/`)) return 'page';
  // Our content script runs in a web page's frame: it has a tab, and its url is the page's.
  if (sender.tab?.id !== undefined) return 'content';
  return null;
}

function isRuntimeType(type: unknown): type is RuntimeType {
  return typeof type === 'string' && Object.hasOwn(ALLOWED, type);
}

export function createMessageListener(handlers: Handlers) {
  return (
    message: unknown,
    sender: Browser.runtime.MessageSender,
  ): Promise<Reply<unknown>> | undefined => {
    if (typeof message !== 'object' || message === null) return undefined;
    const { type, payload } = message as { type?: unknown; payload?: unknown };
    if (!isRuntimeType(type)) return undefined;
    const kind = classifySender(sender, browser.runtime.id);
    const allowed = ALLOWED[type];
    if (kind === null || (allowed !== 'any' && allowed !== kind)) {
      return Promise.resolve({ ok: false, error: `Refused "${type}" from this sender.` });
    }
    const problem = runtimeValidators[type](payload);
    if (problem) return Promise.resolve({ ok: false, error: `Invalid "${type}": ${problem}` });
    const handler = handlers[type] as Handler<RuntimeType>;
    return handler(payload as never, sender).then(
      (value) => ({ ok: true, value }),
      (err: unknown) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }),
    );
  };
}
