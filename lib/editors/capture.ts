/**
 * What to humanize in this document: the selection if there is one, otherwise the whole
 * text of the focused editable field. Never a password field; never Google Docs' canvas.
 */
import type { MessageKey } from '../i18n/translate';
import { readBlockStructure } from './block-text';
import { selectedBlocksText } from './block-selection';
import type { EditorFamily } from './editor-family';
import type { EditableTarget } from './editable-target';
import { holdsInlineBreak, needsFormatting, readTextOf } from './formatted-span';
import type { FormattedSelection } from './formatting/model';
import { apiTextOf } from './formatting/plain-text';
import { deepActiveElement } from './focus-guard';
import { inputSinkOf } from './input-sink-target';
import { spanWithoutEdgeBreaks } from './sanitized-saves';
import { editingHostOf, findFamily, richTarget } from './rich-target';
import { selectionFor } from './shadow-selection';
import type { Span } from './span';
import { isPasswordField, isTextField, textFieldTarget } from './text-field-target';

export type Captured =
  | {
      kind: 'editable';
      target: EditableTarget;
      /** The target's whole text at capture. */
      before: string;
      span: Span;
      /**
       * What is sent to the API: before.slice(span), or for a formatted selection its plain
       * text (formatting/plain-text.ts apiTextOf: blocks apart by blank lines, no code blocks).
       */
      text: string;
      /**
       * The selection's structure and marks, when it holds some the plain path would lose
       * (formatted-span.ts): the rewrite is then written through replace-formatted.ts.
       */
      formatted?: FormattedSelection;
      /**
       * Nothing was selected, so the span is the field's whole text, parts of it perhaps out of
       * sight: it is taken only under the words threshold (lib/text/spend-decision.ts).
       */
      wholeField?: boolean;
    }
  | {
      kind: 'readonly';
      text: string;
      anchor: Element | null;
      /** Text of a canvas editor (Google Docs), known only from the context menu. */
      canvas?: boolean;
      /**
       * The selection runs out of the editable it starts in (into another one: Editor.js's
       * blocks are a contenteditable each, or out of the editor): one rewrite cannot be
       * written into two fields, so it is shown with Copy and nothing is written.
       */
      spansFields?: boolean;
    };

/** Why nothing can be humanized here; the caller words it (CAPTURE_MESSAGES, translated). */
export type CaptureFailure = {
  reason:
    | 'no_text'
    | 'password'
    | 'canvas_editor'
    | 'docs_unavailable'
    | 'docs_no_selection'
    | 'docs_non_text';
};

export const CAPTURE_MESSAGES: Record<CaptureFailure['reason'], MessageKey> = {
  no_text: 'captureNoText',
  password: 'capturePassword',
  canvas_editor: 'captureCanvasEditor',
  docs_unavailable: 'captureDocsUnavailable',
  docs_no_selection: 'captureDocsNoSelection',
  docs_non_text: 'captureDocsNonText',
};

const fail = (reason: CaptureFailure['reason']): CaptureFailure => ({ reason });

export function isCanvasEditor(url: { hostname: string; pathname: string }): boolean {
  return url.hostname === 'docs.google.com' && url.pathname.startsWith('/document/');
}

export { deepActiveElement } from './focus-guard';

const hasWords = (text: string) => /[\p{L}\p{N}]/u.test(text);

function editable(target: EditableTarget, span: Span | null): Captured | CaptureFailure {
  const before = target.read();
  // Line breaks at the selection's edges stay outside it (sanitized-saves.ts).
  const whole = spanWithoutEdgeBreaks(
    target.element,
    before,
    span ?? { start: 0, end: before.length },
  );
  const text = before.slice(whole.start, whole.end);
  if (!hasWords(text)) return fail('no_text');
  const captured = { kind: 'editable', target, before, span: whole, wholeField: span === null };
  const formatted = formattedCapture(target, whole, text);
  if (formatted) return { ...captured, kind: 'editable', text: apiTextOf(formatted), formatted };
  return { ...captured, kind: 'editable', text };
}

/** The span's model when it holds formatting and reads as the same text; else undefined. */
function formattedCapture(
  target: EditableTarget,
  span: Span,
  text: string,
): FormattedSelection | undefined {
  const access = target.formatted;
  const model = access?.capture(span);
  if (!model || readTextOf(model) !== text) return undefined;
  // A line break inside a block is kept by the formatted write alone (formatted-span.ts): in
  // every editor that has one, measured in Chromium and Firefox (formatting-line-joins.e2e.ts,
  // formatting-trix-line-joins.e2e.ts). Quill and Toast UI have no break inside a paragraph.
  if (!needsFormatting(model) && !holdsInlineBreak(model)) return undefined;
  // Formatting the editor would not keep: the plain path, which asks first (losesFormatting).
  if (access?.keeps && !access.keeps(model)) return undefined;
  return hasWords(apiTextOf(model)) ? model : undefined;
}

/**
 * An editor's input sink (input-sink-target.ts): its text where we can read the editor's,
 * else the selected text for Copy (a hidden textarea of an editor we do not know, or a
 * selection the editor does not show in full).
 */
function captureSink(sink: NonNullable<ReturnType<typeof inputSinkOf>>): Captured | CaptureFailure {
  if ('target' in sink) {
    const span = sink.target.selection();
    if (span || sink.selected === '') return editable(sink.target, span);
  }
  if (!hasWords(sink.selected)) return fail('no_text');
  const anchor = 'target' in sink ? sink.target.element : sink.unknown.parentElement;
  return { kind: 'readonly', text: sink.selected, anchor };
}

export function captureIn(
  doc: Document,
  families: readonly EditorFamily[],
  fallbackText?: string,
): Captured | CaptureFailure {
  const location = doc.defaultView?.location;
  if (location && isCanvasEditor(location)) {
    // Nothing to read or write in the DOM; the menu's text can still be rewritten for copying.
    if (fallbackText && hasWords(fallbackText)) {
      return { kind: 'readonly', text: fallbackText, anchor: null, canvas: true };
    }
    return fail('canvas_editor');
  }
  const active = deepActiveElement(doc);
  if (isPasswordField(active)) return fail('password');
  const sink = inputSinkOf(active);
  if (sink) return captureSink(sink);
  if (isTextField(active)) {
    const target = textFieldTarget(active);
    return editable(target, target.selection());
  }
  // Inside a web component the shadow root holds the selection's real nodes.
  const sel = active ? selectionFor(active) : doc.getSelection();
  const anchorNode = sel && sel.rangeCount > 0 ? sel.anchorNode : null;
  const focusNode: Node | null = anchorNode ?? active;
  if (focusNode) {
    const owned = findFamily(focusNode, families);
    const host = owned?.root ?? editingHostOf(focusNode);
    if (host) {
      const range = sel && !sel.isCollapsed ? sel.getRangeAt(0) : null;
      // Before, the editable the selection starts in was taken whole, as if nothing were
      // selected, and written: the user's selection was neither sent nor kept.
      if (range && !host.contains(range.commonAncestorContainer)) {
        // The range's text, a line per block: Chromium's toString() stops at the first field.
        const text = readBlockStructure(range.cloneContents()).text.trim();
        if (!hasWords(text)) return fail('no_text');
        return { kind: 'readonly', text, anchor: host, spansFields: true };
      }
      const blocks = sel?.isCollapsed !== false ? selectedBlocksText(host) : null;
      if (blocks !== null) {
        if (!hasWords(blocks)) return fail('no_text');
        return { kind: 'readonly', text: blocks, anchor: host, spansFields: true };
      }
      const target = richTarget(host, owned?.family ?? null);
      return editable(target, target.selection());
    }
  }
  if (sel && !sel.isCollapsed) {
    const text = sel.toString();
    if (!hasWords(text)) return fail('no_text');
    const range = sel.getRangeAt(0);
    const container = range.commonAncestorContainer;
    return {
      kind: 'readonly',
      text,
      anchor: container.nodeType === 1 ? (container as Element) : container.parentElement,
    };
  }
  return fail('no_text');
}
