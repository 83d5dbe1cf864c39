/**
 * The probe popup-toolbar.bench.ts puts first in the popup's <head>: the page times itself on
 * its own clock (what each figure means is in that bench's header), and the driver reads the
 * figures once the popup is ready.
 */
export const PROBE = 'bench-probe.js';

export interface Probe {
  /** The popup's navigation started, after the worker called openPopup() (epoch clock). */
  opened?: number;
  timeOrigin?: number;
  /** The document's response ended (navigation timing): before any of the page's work. */
  responseEnd?: number;
  /** The parser starts on the document (legacy performance.timing.domLoading). */
  parseStart?: number;
  /** The probe runs. */
  firstScript?: number;
  boxVisible?: number;
  /** The box takes input, usage and a history line are shown (by React or not). */
  loaded?: number;
  ready?: number;
  /** The parser is done (legacy performance.timing.domInteractive). */
  domInteractive?: number;
  /** The load event is over: Chrome shows the popup's bubble only then. */
  loadEnd?: number;
  fcp?: number;
  /** The probe ran after the box was visible, or after ready: those are then unknown. */
  lateBox?: boolean;
  lateLoaded?: boolean;
  lateReady?: boolean;
}

/**
 * Runs in the popup; a file, as MV3 forbids inline scripts. First in <head>, it holds the
 * parser while it is fetched and run; the `async` copies measure that hold (see run()).
 */
export const PROBE_SCRIPT = `(() => {
  const probe = { firstScript: performance.now() };
  window.__benchProbe = probe;
  const shown = (el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const isLoaded = (box) =>
    !box.disabled &&
    !box.readOnly &&
    (document.querySelector('.usage dd')?.textContent ?? '').trim() !== '' &&
    document.querySelector('.history li') !== null;
  const isReady = (box) =>
    isLoaded(box) && document.querySelector('main[data-hydrated="true"]') !== null;
  const check = () => {
    if (probe.done) return true;
    const now = performance.now();
    const box = document.querySelector('textarea#draft');
    if (!box || !shown(box)) return false;
    if (probe.boxVisible === undefined && !probe.lateBox) probe.boxVisible = now;
    if (probe.loaded === undefined && !probe.lateLoaded && isLoaded(box)) probe.loaded = now;
    if (!isReady(box)) return false;
    probe.ready = now;
    probe.done = true;
    observer.disconnect();
    return true;
  };
  const observer = new MutationObserver(check);
  const early = document.querySelector('textarea#draft');
  if (early && shown(early)) {
    probe.lateBox = true;
    if (isLoaded(early)) probe.lateLoaded = true;
    if (isReady(early)) {
      probe.lateReady = true;
      probe.done = true;
    }
  }
  if (!probe.done) {
    observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    const frame = () => {
      if (!check()) requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }
  try {
    new PerformanceObserver((list) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (fcp) probe.fcp = fcp.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {}
})();
`;

/** The page's probe, once it has seen the popup ready (polled inside the page). */
export const READ_PROBE = `new Promise((resolve) => {
  const poll = () => {
    const probe = window.__benchProbe;
    if (probe && probe.done && performance.timing.loadEventEnd > 0) {
      const since = (epochMs) => (epochMs > 0 ? epochMs - performance.timeOrigin : undefined);
      probe.timeOrigin = performance.timeOrigin;
      probe.responseEnd = performance.getEntriesByType('navigation')[0]?.responseEnd;
      probe.parseStart = since(performance.timing.domLoading);
      probe.domInteractive = since(performance.timing.domInteractive);
      probe.loadEnd = since(performance.timing.loadEventEnd);
      // First contentful paint is reported after the frame: give it that frame.
      requestAnimationFrame(() => setTimeout(() => resolve(probe), 0));
    } else setTimeout(poll, 10);
  };
  poll();
})`;

export const withProbe = (html: string, async: boolean) =>
  html.replace(/<head>/i, `<head><script src="${PROBE}"${async ? ' async' : ''}></script>`);
