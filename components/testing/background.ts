/**
 * Stands in for the background: answers runtime messages from the given handlers, wrapped
 * as the router wraps them, and records what was sent.
 */
import { vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { RuntimeProtocol, RuntimeType } from '@/lib/messages/protocol';

export type FakeHandlers = {
  [T in RuntimeType]?: (
    payload: RuntimeProtocol[T]['request'],
  ) => RuntimeProtocol[T]['response'] | Promise<RuntimeProtocol[T]['response']>;
};

export interface SentMessage {
  type: RuntimeType;
  payload: unknown;
}

export function fakeBackground(handlers: FakeHandlers): SentMessage[] {
  const sent: SentMessage[] = [];
  vi.spyOn(fakeBrowser.runtime, 'sendMessage').mockImplementation((async (message: unknown) => {
    const { type, payload } = message as SentMessage;
    sent.push({ type, payload });
    const handler = handlers[type] as ((p: unknown) => unknown) | undefined;
    if (!handler) return { ok: false, error: `No fake handler for "${type}".` };
    try {
      return { ok: true, value: await handler(payload) };
    } catch (err) {
      return { ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  }) as typeof fakeBrowser.runtime.sendMessage);
  return sent;
}
