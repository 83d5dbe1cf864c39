/**
 * Test helpers: put HTML or a model into a contenteditable host in the current document (a
 * happy-dom test environment) and capture a range of it, so tests go through the same DOM path
 * as the extension.
 */
import { captureRange } from '../capture-dom';
import type { FormattedSelection } from '../model';
import { renderHtml } from '../render-html';

export function editingHost(): HTMLElement {
  document.body.innerHTML = '';
  const host = document.createElement('div');
  host.setAttribute('contenteditable', 'true');
  document.body.appendChild(host);
  return host;
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Captures the whole host. */
export function captureAll(host: HTMLElement): FormattedSelection {
  const range = document.createRange();
  range.selectNodeContents(host);
  return unwrap(captureRange(host, range));
}

/** Puts `html` (test input only) into a fresh host and captures all of it. */
export function captureHtml(html: string): FormattedSelection {
  const host = editingHost();
  host.innerHTML = html;
  return captureAll(host);
}

/** Renders `selection` into a fresh host and captures it back. */
export function roundTrip(selection: FormattedSelection): FormattedSelection {
  const host = editingHost();
  host.appendChild(renderHtml(document, selection));
  return captureAll(host);
}
