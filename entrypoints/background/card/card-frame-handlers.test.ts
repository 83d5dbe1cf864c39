import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { Browser } from 'wxt/browser';
import { createMessageListener, type Handlers } from '../messages/message-router';
import { cardFrameHandlers } from './card-frame-handlers';

const listener = () => createMessageListener(cardFrameHandlers as unknown as Handlers);
const EXT = 'chrome-extension://test-extension-id';
const SECRET = '0b7c6f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';

type Sender = Browser.runtime.MessageSender;
const contentScript = (tabId: number): Sender =>
  ({
    id: fakeBrowser.runtime.id,
    tab: { id: tabId },
    frameId: 0,
    url: 'https://site.example/',
  }) as Sender;
const cardPage = (tabId: number, page = 'card.html'): Sender =>
  ({ id: fakeBrowser.runtime.id, tab: { id: tabId }, frameId: 3, url: `${EXT}/${page}` }) as Sender;

async function send(type: string, payload: unknown, sender: Sender) {
  return listener()({ type, payload }, sender);
}

describe('the card frame handshake in the background', () => {
  beforeEach(() => fakeBrowser.reset());

  it('confirms a secret once, to the card page in the tab whose content script gave it', async () => {
    expect(await send('card.expect', { secret: SECRET }, contentScript(4))).toEqual({
      ok: true,
      value: { ok: true },
    });
    expect(await send('card.claim', { secret: SECRET }, cardPage(4))).toEqual({
      ok: true,
      value: { ok: true },
    });
    expect(await send('card.claim', { secret: SECRET }, cardPage(4))).toEqual({
      ok: true,
      value: { ok: false },
    });
  });

  it('refuses the secret to another tab, and to another of our pages', async () => {
    await send('card.expect', { secret: SECRET }, contentScript(4));
    expect(await send('card.claim', { secret: SECRET }, cardPage(5, 'popup.html'))).toEqual({
      ok: true,
      value: { ok: false },
    });
    await send('card.expect', { secret: SECRET }, contentScript(4));
    expect(await send('card.claim', { secret: SECRET }, cardPage(5))).toEqual({
      ok: true,
      value: { ok: false },
    });
  });

  it('takes claims and copies only from extension pages, secrets only from content scripts', async () => {
    const claim = await send('card.claim', { secret: SECRET }, contentScript(4));
    expect(claim).toMatchObject({ ok: false, error: expect.stringMatching(/Refused/) });
    const copy = await send('clipboard.write', { text: 'x' }, contentScript(4));
    expect(copy).toMatchObject({ ok: false, error: expect.stringMatching(/Refused/) });
    const expectFromPage = await send('card.expect', { secret: SECRET }, cardPage(4));
    expect(expectFromPage).toMatchObject({ ok: false, error: expect.stringMatching(/Refused/) });
  });

  it('refuses a secret that is not a UUID, and a text to copy past the limit', async () => {
    const bad = await send('card.expect', { secret: 'guess' }, contentScript(4));
    expect(bad).toMatchObject({ ok: false, error: expect.stringMatching(/secret/) });
    const long = await send('clipboard.write', { text: 'x'.repeat(2_000_001) }, cardPage(4));
    expect(long).toMatchObject({ ok: false, error: expect.stringMatching(/too long/) });
  });
});
