/**
 * Whether the page was edited outside a target since a write. The browser's undo is the
 * document's, not the target's (Chromium keeps one undo stack per frame, Gecko one editor for
 * every contenteditable host of a document): after the user typed in another editing host
 * (Editor.js's next block), the target's undo takes that typing back, not the write, though
 * the target's own text still reads as the write left it. Restore original then must not
 * undo (restore-original.ts).
 */

export interface EditsWatch {
  /** True once a trusted edit happened outside the target since the watch started. */
  happened(): boolean;
  /** Stops listening (the restore is done, or the action is over). */
  stop(): void;
}

/**
 * Watches `element`'s document for edits outside it. Only trusted input events count: the
 * browser's own edits (the user's, execCommand's), the only ones its undo stack holds; a page
 * that dispatches an input event of its own changes no undo step.
 */
export function watchEditsElsewhere(element: HTMLElement): EditsWatch {
  const doc = element.ownerDocument;
  let happened = false;
  const onInput = (event: Event): void => {
    // The edited node itself, through open shadow roots (input events are composed).
    const origin = event.composedPath()[0] as Node | undefined;
    if (!event.isTrusted || (origin && element.contains(origin))) return;
    happened = true;
    stop();
  };
  const stop = (): void => doc.removeEventListener('input', onInput, true);
  doc.addEventListener('input', onInput, true);
  return { happened: () => happened, stop };
}
