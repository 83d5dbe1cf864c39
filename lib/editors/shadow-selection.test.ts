// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { selectionFor } from './shadow-selection';

describe('selectionFor', () => {
  it("uses an open shadow root's own selection for a node inside it", () => {
    document.body.innerHTML = '<div id="host"></div><p>outside</p>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div contenteditable="true">inside</div>';
    const own = { own: true } as unknown as Selection;
    // Chromium's non-standard ShadowRoot.getSelection().
    Object.assign(shadow, { getSelection: () => own });
    expect(selectionFor(shadow.querySelector('div')!.firstChild!)).toBe(own);
  });

  it("uses the document's selection elsewhere, and where the shadow root has none", () => {
    document.body.innerHTML = '<div id="host"></div><p>outside</p>';
    const shadow = document.getElementById('host')!.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div>inside</div>';
    Object.assign(shadow, { getSelection: undefined });
    expect(selectionFor(document.querySelector('p')!)).toBe(document.getSelection());
    expect(selectionFor(shadow.querySelector('div')!)).toBe(document.getSelection());
  });
});
