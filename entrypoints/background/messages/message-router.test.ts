import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createMessageListener, type Handlers } from './message-router';

const content = () =>
  ({ id: fakeBrowser.runtime.id, tab: { id: 3 }, frameId: 0, url: 'https://a.test/' }) as never;
const optionsPage = () =>
  ({ id: fakeBrowser.runtime.id, url: fakeBrowser.runtime.getURL('/options.html') }) as never;

let handlers: Record<string, ReturnType<typeof vi.fn>>;
let listener: ReturnType<typeof createMessageListener>;

beforeEach(() => {
  fakeBrowser.reset();
  handlers = {
    'selection.confirm': vi.fn(async () => ({ job: { id: 'j' }, mode: 'replace' })),
    'selection.discard': vi.fn(async () => ({ discarded: true })),
    'settings.save': vi.fn(async () => ({ ok: true })),
  };
  listener = createMessageListener(handlers as unknown as Handlers);
});

describe('the router and the words confirmation', () => {
  it('takes selection.confirm and selection.discard from our content script only', async () => {
    const message = { type: 'selection.confirm', payload: { captureId: 'c-1' } };
    expect(await listener(message, content())).toMatchObject({ ok: true });
    expect(await listener(message, optionsPage())).toEqual({
      ok: false,
      error: 'Refused "selection.confirm" from this sender.',
    });
    const foreign = { ...(content() as object), id: 'another-extension' } as never;
    expect(await listener(message, foreign)).toMatchObject({ ok: false });
    expect(handlers['selection.confirm']).toHaveBeenCalledTimes(1);
  });

  it('refuses a capture id that is missing, empty, not a string or too long', async () => {
    for (const captureId of [undefined, '', 42, 'x'.repeat(65)]) {
      const reply = await listener(
        { type: 'selection.discard', payload: { captureId } },
        content(),
      );
      expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/^Invalid/) });
    }
    expect(handlers['selection.discard']).not.toHaveBeenCalled();
  });

  it('refuses a words threshold that is not a number', async () => {
    const reply = await listener(
      { type: 'settings.save', payload: { confirmAboveWords: '500' } },
      optionsPage(),
    );
    expect(reply).toMatchObject({ ok: false, error: expect.stringMatching(/confirmAboveWords/) });
    expect(handlers['settings.save']).not.toHaveBeenCalled();
  });
});
