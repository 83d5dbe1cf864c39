/**
 * A hostile page's tricks against the in-page button, as page script (a string: Playwright
 * and Puppeteer both run it in the page's own world). `trick(name)` arms what the page does
 * to the next host that appears after <body> (the button's host is the last child of <html>),
 * the moment it appears: 'fade' sets opacity 0 on it; 'move' scrolls the page by a pixel every
 * 100 ms, which the button follows; 'cover' paints a white `html::after` over the whole page
 * that lets clicks through. `trick(null)` undoes it; `window.tricked` counts the hosts it
 * acted on. Used by the first-time note's tests (in-page-button-note.e2e.ts, both browsers).
 */
export type Trick = 'fade' | 'move' | 'cover';

export const PAGE_TRICKS = `(() => {
  const html = document.documentElement;
  document.body.style.minHeight = '300vh';
  const cover = document.createElement('style');
  cover.textContent = 'html::after{content:"";position:fixed;inset:0;z-index:2147483647;' +
    'background:#fff;pointer-events:none}';
  let current = null;
  let timer = 0;
  let seen = null;
  window.tricked = 0;
  window.trick = (name) => {
    current = name;
    if (name) return;
    clearInterval(timer);
    cover.remove();
  };
  new MutationObserver(() => {
    const host = html.lastElementChild;
    if (!current || host === document.body || host === seen) return;
    seen = host;
    window.tricked++;
    if (current === 'fade') host.style.setProperty('opacity', '0', 'important');
    if (current === 'cover') document.head.append(cover);
    if (current === 'move') {
      let down = true;
      timer = setInterval(() => window.scrollBy(0, (down = !down) ? 1 : -1), 100);
    }
  }).observe(html, { childList: true });
})()`;

/** Arms `trick` in the page, or undoes it (null): page script for `page.evaluate`. */
export const armTrick = (trick: Trick | null) => `window.trick(${JSON.stringify(trick)})`;
