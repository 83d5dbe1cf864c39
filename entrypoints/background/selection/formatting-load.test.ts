import { describe, expect, it, vi } from 'vitest';
import type { Browser } from 'wxt/browser';
import { createFormattingLoad, FORMATTING_WRITER_FILE } from './formatting-load';

const sender = (s: object) => s as Browser.runtime.MessageSender;

describe('formatting.load', () => {
  it("injects our writer file into the sender's own frame only", async () => {
    const inject = vi.fn(async () => undefined);
    const load = createFormattingLoad(inject);
    await expect(load({}, sender({ tab: { id: 7 }, frameId: 3 }))).resolves.toEqual({ ok: true });
    expect(inject).toHaveBeenCalledWith({
      target: { tabId: 7, frameIds: [3] },
      files: [FORMATTING_WRITER_FILE],
      injectImmediately: true,
    });
  });

  it('the top frame when the sender names none', async () => {
    const inject = vi.fn(async () => undefined);
    await createFormattingLoad(inject)({}, sender({ tab: { id: 7 } }));
    expect(inject.mock.calls[0]).toMatchObject([{ target: { tabId: 7, frameIds: [0] } }]);
  });

  it('refuses a sender outside a tab, and passes on a refused injection', async () => {
    const inject = vi.fn(async () => Promise.reject(new Error('Cannot access contents')));
    const load = createFormattingLoad(inject);
    await expect(load({}, sender({}))).rejects.toThrow('into a tab');
    await expect(load({}, sender({ tab: { id: 1 }, frameId: 0 }))).rejects.toThrow('Cannot');
  });
});
