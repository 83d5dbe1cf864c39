// @vitest-environment happy-dom
/**
 * The press pad: every press's mousedown is cancelled (the field keeps the focus), and only a
 * trusted click is reported, as a point, on the port whose secret the background confirmed
 * (a page's forged port before it hears nothing).
 */
import { describe, expect, it, vi } from 'vitest';
import { startPressPad } from './press-pad';

const REAL = '0b7c6f1e-2a3d-4e5f-8a9b-0c1d2e3f4a5b';
const FORGED = '11111111-1111-4111-8111-111111111111';

function post(secret: string, port: MessagePort) {
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'card.init', secret },
      ports: [port],
      source: window.parent,
    }),
  );
}

function click(x: number, y: number, isTrusted: boolean) {
  const event = new MouseEvent('click', { bubbles: true, clientX: x, clientY: y });
  Object.defineProperty(event, 'isTrusted', { value: isTrusted });
  document.body.dispatchEvent(event);
}

describe('the press pad', () => {
  it('cancels every mousedown, and reports trusted clicks only, on the confirmed port only', async () => {
    const started = startPressPad(window, async (secret) => secret === REAL);
    const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    document.body.dispatchEvent(down);
    expect(down.defaultPrevented).toBe(true);

    const forged = new MessageChannel();
    const real = new MessageChannel();
    const heardByPage = vi.fn();
    const heardBySentinel = vi.fn();
    forged.port1.onmessage = heardByPage;
    real.port1.onmessage = (e) => heardBySentinel(e.data);
    post(FORGED, forged.port2);
    post(REAL, real.port2);
    await started;
    const drawn = { ready: true, width: window.innerWidth, height: window.innerHeight };
    // Ready once it drew (two animation frames).
    await vi.waitFor(() => expect(heardBySentinel).toHaveBeenCalledWith(drawn));

    click(5, 6, false);
    click(30, 12, true);
    await vi.waitFor(() => expect(heardBySentinel).toHaveBeenCalledWith({ x: 30, y: 12 }));
    expect(heardBySentinel.mock.calls).toEqual([[drawn], [{ x: 30, y: 12 }]]);
    expect(heardByPage).not.toHaveBeenCalled();
    // Resized (the note, the menu): it says again what it drew at.
    window.dispatchEvent(new Event('resize'));
    await vi.waitFor(() => expect(heardBySentinel).toHaveBeenCalledTimes(3));
    expect(heardBySentinel.mock.calls[2]).toEqual([drawn]);
    for (const c of [forged, real]) c.port1.close();
  });
});
