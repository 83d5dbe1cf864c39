/**
 * What to humanize in a Google Docs document when Google Docs support is on: the selection,
 * read through Docs' annotated-text interface. Returns null when our main-world bridge is not
 * in the page (support off, or turned on after the document opened): the caller then does
 * what it does without it (lib/editors/capture.ts).
 */
import type { Captured, CaptureFailure } from '../capture';
import { isCanvasEditor } from '../capture';
import type { DocsClient } from './docs-client';
import { holdsNonText } from './docs-text';
import { docsTarget } from './docs-target';

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

export async function captureGoogleDocs(
  doc: Document,
  client: DocsClient,
  fallbackText?: string,
): Promise<Captured | CaptureFailure | null> {
  const location = doc.defaultView?.location;
  if (!location || !isCanvasEditor(location) || !client.installed()) return null;
  const snapshot = await client.read();
  if (typeof snapshot !== 'object') {
    // Docs did not expose its text (it may have changed): the menu's text can still be copied.
    if (fallbackText && hasWords(fallbackText)) {
      return { kind: 'readonly', text: fallbackText, anchor: null, canvas: true };
    }
    return { reason: 'docs_unavailable' };
  }
  const target = docsTarget(doc, client, snapshot);
  const span = target.selection();
  if (!span) return { reason: 'docs_no_selection' };
  const before = target.read();
  const text = before.slice(span.start, span.end);
  if (holdsNonText(text)) return { reason: 'docs_non_text' };
  if (!hasWords(text)) return { reason: 'no_text' };
  return { kind: 'editable', target, before, span, text };
}
