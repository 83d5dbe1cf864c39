/**
 * The press pad: a transparent extension page over the in-page button's face (the sentinel's
 * press-pad-link.ts lays it there). A press on the button lands here, in the extension's own
 * origin and document, so a page's listeners, its window's capture listeners included, never
 * receive it nor learn where it was. The pad reports each trusted click's point through the
 * port the sentinel handed over, which it uses only once the background confirmed the secret
 * that came with it (the card's handshake, lib/card/frame/frame-handshake.ts): a page's forged
 * port learns nothing. Each press's mousedown is cancelled, so the focus and the selection stay
 * in the page's field, as they do when the button itself is pressed.
 */
import { acceptCardPort } from '@/lib/card/frame/frame-handshake';

/** A press on the pad: where it landed, in the pad's (and the button host's) coordinates. */
export interface PadPress {
  x: number;
  y: number;
}

export async function startPressPad(
  win: Window,
  claim: (secret: string) => Promise<boolean>,
): Promise<void> {
  const doc = win.document;
  doc.addEventListener('mousedown', (e) => e.preventDefault(), true);
  const port = await acceptCardPort(win, claim);
  // The button takes no press until the pad can pass it on (press-guard.ts), nor after each
  // resize (the menu, the note) until the pad has drawn at its new size: before that, Chromium
  // may hit-test a press to the page's frame element, where the page hears it (seen under load).
  // Two frames: the first draws at the new size, the second runs once that one was produced.
  const report = () =>
    win.requestAnimationFrame(() =>
      win.requestAnimationFrame(() =>
        port.postMessage({ ready: true, width: win.innerWidth, height: win.innerHeight }),
      ),
    );
  win.addEventListener('resize', report);
  report();
  doc.addEventListener(
    'click',
    (e) => {
      if (!e.isTrusted) return;
      const press: PadPress = { x: e.clientX, y: e.clientY };
      port.postMessage(press);
    },
    true,
  );
}
