/**
 * Finds text that does not fit: any laid-out element (in the document and in open shadow
 * roots, so the card too) whose content is wider than its box, or a button or label whose
 * text is taller than its box, and a page that scrolls sideways. Elements built to scroll
 * (overflow auto/scroll), form fields, the user's own text (.snippet) and text clipped away on
 * purpose for screen readers (.sr-only) are left out.
 */
import type { Frame, Page } from 'playwright-core';

/** In a page, or a frame of it (the in-page card's, closed-card.ts `cardFrame`). */
export function overflowingElements(page: Page | Frame): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
        el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''
      } "${(el.textContent ?? '').trim().slice(0, 40)}"`;
    const SKIP = new Set(['TEXTAREA', 'INPUT', 'SELECT', 'HTML', 'BODY', 'svg']);
    const TEXT_BOXES = new Set(['BUTTON', 'LABEL', 'LEGEND', 'A', 'H1', 'H2', 'DT', 'DD']);
    const visit = (root: Document | ShadowRoot) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!(el instanceof HTMLElement) || SKIP.has(el.tagName) || el.closest('.snippet'))
          continue;
        const style = getComputedStyle(el);
        if (style.display === 'inline' || style.display === 'contents') continue;
        if (el.getClientRects().length === 0) continue; // not laid out (hidden)
        // Read by screen readers only, clipped to nothing on purpose (.sr-only live regions).
        if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
        const scrolls = (o: string) => o === 'auto' || o === 'scroll';
        if (!scrolls(style.overflowX) && el.scrollWidth > el.clientWidth + 1) {
          found.push(`${name(el)} is ${el.scrollWidth}px wide in ${el.clientWidth}px`);
        }
        if (
          TEXT_BOXES.has(el.tagName) &&
          !scrolls(style.overflowY) &&
          el.scrollHeight > el.clientHeight + 1
        ) {
          found.push(`${name(el)} is ${el.scrollHeight}px tall in ${el.clientHeight}px`);
        }
      }
    };
    visit(document);
    const page = document.documentElement;
    if (page.scrollWidth > page.clientWidth) {
      found.push(`the page scrolls sideways (${page.scrollWidth}px in ${page.clientWidth}px)`);
    }
    return found;
  });
}
