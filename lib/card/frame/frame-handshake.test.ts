// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { acceptCardPort, MAX_CANDIDATES } from './frame-handshake';

const REAL = '0b7c6f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const FORGED = '11111111-1111-4111-8111-111111111111';

/** A message event as if posted by the window's parent (the page, or our content script). */
function post(win: Window, data: unknown, ports: MessagePort[] = [new MessageChannel().port2]) {
  win.dispatchEvent(new MessageEvent('message', { data, ports, source: win.parent }));
}

describe("the card frame's handshake", () => {
  it('takes the port of the message whose secret the background confirms, not a forged one before it', async () => {
    const claim = vi.fn(async (secret: string) => secret === REAL);
    const accepted = acceptCardPort(window, claim);
    const forged = new MessageChannel();
    const real = new MessageChannel();
    post(window, { type: 'card.init', secret: FORGED }, [forged.port2]);
    post(window, { type: 'card.init', secret: REAL }, [real.port2]);
    expect(await accepted).toBe(real.port2);
    expect(claim).toHaveBeenCalledTimes(2);
  });

  it('looks only at well-formed messages from its parent, with exactly one port', async () => {
    const claim = vi.fn(async () => true);
    void acceptCardPort(window, claim);
    post(window, { type: 'show', secret: REAL });
    post(window, { type: 'card.init', secret: 'not-a-uuid' });
    post(window, { type: 'card.init', secret: REAL }, []);
    const two = [new MessageChannel().port2, new MessageChannel().port2];
    post(window, { type: 'card.init', secret: REAL }, two);
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'card.init', secret: REAL },
        ports: [new MessageChannel().port2],
        source: null,
      }),
    );
    await new Promise((r) => setTimeout(r, 0));
    expect(claim).not.toHaveBeenCalled();
  });

  it('stops looking after MAX_CANDIDATES messages, so a page cannot keep it busy', async () => {
    const claim = vi.fn(async () => false);
    void acceptCardPort(window, claim);
    for (let i = 0; i < MAX_CANDIDATES + 5; i++)
      post(window, { type: 'card.init', secret: FORGED });
    await new Promise((r) => setTimeout(r, 0));
    expect(claim).toHaveBeenCalledTimes(MAX_CANDIDATES);
  });

  it('takes the message of a frame inside its parent page (a same-origin editor frame), and nothing from elsewhere', async () => {
    const claim = vi.fn(async () => true);
    // The card frame inside the page, and the editor's frame beside it in the same page.
    const page = { parent: null as unknown } as { parent: unknown };
    page.parent = page;
    const editor = { parent: page };
    const elsewhere = { parent: null as unknown } as { parent: unknown };
    elsewhere.parent = elsewhere;
    const card = new EventTarget() as unknown as Window;
    Object.assign(card, { parent: page });
    const accepted = acceptCardPort(card, claim);
    const send = (source: unknown, port: MessagePort) =>
      card.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'card.init', secret: REAL },
          ports: [port],
          source: source as Window,
        }),
      );
    send(elsewhere, new MessageChannel().port2);
    await new Promise((r) => setTimeout(r, 0));
    expect(claim).not.toHaveBeenCalled();
    const real = new MessageChannel();
    send(editor, real.port2);
    expect(await accepted).toBe(real.port2);
  });
});
