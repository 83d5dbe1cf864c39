/**
 * Picks the cards' theme from the page, so they stay readable on dark pages: the first opaque
 * background from `from` up (mount-card.ts starts at the page's <body>: one theme for every
 * card of a page, page-cards.ts), else the colour scheme the page declares for itself.
 */
import type { CardTheme } from '../../model/card-model';

/** [r, g, b, a] of a computed CSS colour ("rgb(…)"/"rgba(…)"), or null. */
export function parseCssColor(value: string): [number, number, number, number] | null {
  const m = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:[\s,/]+([\d.]+%?))?\s*\)$/.exec(
    value.trim(),
  );
  if (!m) return null;
  const [, r = '0', g = '0', b = '0', a] = m;
  const alpha = a === undefined ? 1 : a.endsWith('%') ? parseFloat(a) / 100 : +a;
  return [+r, +g, +b, alpha];
}

export function isDarkColor([r, g, b]: [number, number, number, number]): boolean {
  const luminance = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  return luminance < 0.5;
}

export function pageTheme(from: Element | null, doc: Document): CardTheme {
  const view = doc.defaultView;
  for (let el: Element | null = from ?? doc.body; el && view; el = el.parentElement) {
    const color = parseCssColor(view.getComputedStyle(el).backgroundColor);
    if (color && color[3] > 0.5) return isDarkColor(color) ? 'dark' : 'light';
  }
  // No background of its own: the canvas, light unless the page declares a dark scheme
  // (only dark, or both and the user prefers dark).
  const declared = view?.getComputedStyle(doc.documentElement).colorScheme ?? '';
  if (!/\bdark\b/.test(declared)) return 'light';
  if (!/\blight\b/.test(declared)) return 'dark';
  return view?.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}
